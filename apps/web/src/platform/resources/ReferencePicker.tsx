import { PlusOutlined } from '@ant-design/icons';
import type { FieldMeta } from '@kibo/contracts/resources';
import { useQuery } from '@tanstack/react-query';
import { Button, Divider, Drawer, Select, Space, Typography } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebounced } from '../list-state.ts';
import { settingsStore } from '../settings.ts';
import { useStore } from '../store.ts';
import { creationScreen, mayAct } from './access.ts';
import { fetchPage, fetchRecord, type ResourceRow, resourceKeys } from './api.ts';
import { resourceDef } from './registry.ts';

// The form of the referenced resource loads when first asked for (it holds this picker itself).
const ResourceForm = lazy(() =>
  import('./ResourceForm.tsx').then((module) => ({ default: module.ResourceForm })),
);

interface Props {
  value?: unknown;
  onChange?: (value: unknown) => void;
  id?: string;
  meta: FieldMeta;
  /** Title of the chosen record when the page knows it (`refs` of a loaded record). */
  title?: string;
  /** Offer "+ Yeni": the referenced resource's own form in a drawer (entry forms, not filters). */
  create?: boolean;
}

/** What an empty picker says: nothing of that kind exists yet, and where it is created. */
function NothingYet({ name, onCreate }: { name: string; onCreate?: () => void }) {
  const { t } = useTranslation();
  const settings = useStore(settingsStore).settings;
  const target = resourceDef(name);
  const what = t(`resources.${name}.one`);
  const screen = creationScreen(target, settings);
  return (
    <Space orientation="vertical" size={4} style={{ padding: 8 }} data-testid={`picker-empty-${name}`}>
      <Typography.Text>{t('resources.common.pickerEmpty', { what })}</Typography.Text>
      {screen ? (
        <Typography.Text type="secondary">
          {t('resources.common.pickerCreateAt')} <a href={`#${screen.path}`}>{screen.name}</a>
        </Typography.Text>
      ) : (
        !onCreate && (
          <Typography.Text type="secondary">{t('resources.common.pickerAskManager')}</Typography.Text>
        )
      )}
    </Space>
  );
}

/**
 * A picker over another resource: searches it on the server as the user types. When the sought record
 * does not exist, "+ Yeni" opens that resource's form in a drawer, with what was typed as its title,
 * and selects what was saved; an empty list says what to create and where.
 */
export function ReferencePicker({ value, onChange, id, meta, title, create }: Props) {
  const { t } = useTranslation();
  const settings = useStore(settingsStore).settings;
  const target = resourceDef(meta.resource!);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [creating, setCreating] = useState<string | null>(null);
  const [made, setMade] = useState<{ id: number; title: string } | null>(null);
  const search = useDebounced(text, 250);
  const { data, isFetching } = useQuery({
    queryKey: ['resource', target.name, 'picker', search],
    queryFn: () => fetchPage(target, { search, pageSize: 20 }),
  });
  const canCreate = Boolean(create) && mayAct(target, settings, 'create');
  const initial = useMemo(
    () => (creating ? { [target.titleField]: creating } : {}),
    [creating, target.titleField],
  );
  const options = (data?.list ?? []).map((row: ResourceRow) => ({
    value: row.id,
    label: String(row[target.titleField] ?? row.id),
  }));
  const chosen = typeof value === 'number' ? value : undefined;
  const known = chosen !== undefined && made?.id === chosen ? made.title : title;
  const listed = options.some((option) => option.value === chosen);
  // A value set by the program (a default warehouse) comes with no title: its record is asked for,
  // and until it answers the box says it is loading, never shows the bare id.
  const { data: record, isError } = useQuery({
    queryKey: resourceKeys.record(target, chosen ?? 0),
    queryFn: () => fetchRecord(target, chosen!, false, true),
    enabled: chosen !== undefined && known === undefined && data !== undefined && !listed,
    staleTime: 60_000,
  });
  if (chosen !== undefined && !listed) {
    const fetched = record ? String(record[target.titleField] ?? '') : undefined;
    options.unshift({
      value: chosen,
      label: known ?? fetched ?? (isError ? String(chosen) : t('common.loading')),
    });
  }
  const what = t(`resources.${target.name}.one`);
  const startCreating = () => {
    setOpen(false);
    setCreating(text.trim());
  };
  const nothingAtAll = !isFetching && search === '' && data?.total === 0;
  return (
    <>
      <Select
        id={id}
        showSearch
        allowClear
        open={open}
        onOpenChange={setOpen}
        value={value ?? undefined}
        onChange={(next) => onChange?.(next ?? null)}
        filterOption={false}
        onSearch={setText}
        loading={isFetching}
        options={options}
        placeholder={t('common.searchPlaceholder')}
        notFoundContent={
          isFetching ? (
            t('common.loading')
          ) : nothingAtAll ? (
            <NothingYet name={target.name} onCreate={canCreate ? startCreating : undefined} />
          ) : undefined
        }
        popupRender={
          canCreate
            ? (menu) => (
                <>
                  {menu}
                  <Divider style={{ margin: '4px 0' }} />
                  <Button type="link" icon={<PlusOutlined />} onClick={startCreating}>
                    {t('resources.common.createNew', { what })}
                  </Button>
                </>
              )
            : undefined
        }
      />
      {canCreate && (
        <Drawer
          open={creating !== null}
          width={720}
          destroyOnHidden
          title={t('resources.common.createNew', { what })}
          onClose={() => setCreating(null)}
        >
          <Suspense fallback={null}>
            {creating !== null && (
              <ResourceForm
                def={target}
                mode="new"
                initial={initial}
                onSaved={(record) => {
                  setMade({ id: record.id, title: String(record[target.titleField] ?? record.id) });
                  onChange?.(record.id);
                  setText('');
                  setCreating(null);
                }}
                onCancel={() => setCreating(null)}
              />
            )}
          </Suspense>
        </Drawer>
      )}
    </>
  );
}
