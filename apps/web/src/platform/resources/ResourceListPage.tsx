import {
  CopyOutlined,
  DeleteOutlined,
  EditOutlined,
  EyeOutlined,
  FileExcelOutlined,
  PlusOutlined,
  SettingOutlined,
  StopOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import type { ResourceDef } from '@kibo/contracts/resources';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  App,
  Button,
  Card,
  Checkbox,
  Drawer,
  Input,
  Popconfirm,
  Popover,
  Segmented,
  Space,
  type TableColumnsType,
  Tag,
} from 'antd';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ListBar } from '../list/ListBar.tsx';
import { ListTable } from '../list/ListTable.tsx';
import { useSearchBox, useUrlQueryState } from '../list-state.ts';
import { useUnitDecimals } from '../number/units.ts';
import {
  deleteRecord,
  downloadExport,
  fetchPage,
  type ResourceRow,
  resourceKeys,
  setRecordActive,
} from './api.ts';
import { ImportDialog } from './ImportDialog.tsx';
import { ListFilters } from './ListFilters.tsx';
import { type FormMode, ResourceForm } from './ResourceForm.tsx';
import { useRights } from './rights.ts';
import { fieldCell } from './widgets.tsx';

/** Where the form lives: its own routes (`base/yeni`, `base/duzen/:id`…) or a drawer over the list. */
export type FormPlacement = { routes: string; copyRoute?: boolean } | 'drawer';

const BASE_DEFAULTS = { page: '1', pageSize: '25', search: '', sort: '', active: 'true' };
const defaultsCache = new Map<string, Record<string, string>>();

/** Filters join the address query too; the defaults object must stay the same between renders. */
function defaultsFor(def: ResourceDef) {
  const cached = defaultsCache.get(def.name);
  if (cached) return cached;
  const defaults = { ...BASE_DEFAULTS, ...Object.fromEntries((def.list.filters ?? []).map((f) => [f, ''])) };
  defaultsCache.set(def.name, defaults);
  return defaults;
}

/** The columns a user chose for a list (among those they may see), remembered on this browser. */
function useChosenColumns(def: ResourceDef, offered: string[]): [string[], (columns: string[]) => void] {
  const key = `kibo_columns_${def.name}`;
  const [columns, setColumns] = useState<string[]>(() => {
    try {
      const stored = JSON.parse(localStorage.getItem(key) ?? 'null') as string[] | null;
      const known = stored?.filter((column) => offered.includes(column));
      return known?.length ? known : offered;
    } catch {
      return offered;
    }
  });
  const choose = (next: string[]) => {
    const ordered = offered.filter((column) => next.includes(column));
    localStorage.setItem(key, JSON.stringify(ordered));
    setColumns(ordered);
  };
  return [columns.filter((column) => offered.includes(column)), choose];
}

/**
 * The list of any declared resource: server-side paging, sort, Turkish-aware search and filters kept
 * in the address, column choice, Excel export, and row actions by the resource's permissions.
 */
export function ResourceListPage({
  def,
  form,
  title,
  extraColumns = [],
  toolbar,
  formActions,
  rowClassName,
}: {
  def: ResourceDef;
  form: FormPlacement;
  title?: string;
  /** Columns of data kept outside the record (e.g. quantity on hand per warehouse), after the declared ones. */
  extraColumns?: TableColumnsType<ResourceRow>;
  /** The resource's own buttons beside New (e.g. take today's rates from the Central Bank). */
  toolbar?: ReactNode;
  /** The drawer form's own buttons beside Save (e.g. preview a print design as typed). */
  formActions?: (record: ResourceRow | undefined) => ReactNode;
  /** A class for rows that need the eye (an item below its minimum stock). */
  rowClassName?: (row: ResourceRow) => string;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [query, setQuery] = useUrlQueryState(defaultsFor(def));
  const [searchText, setSearchText] = useSearchBox(query.search ?? '', (search) =>
    setQuery({ search, page: '1' }),
  );
  const rights = useRights(def);
  const offered = useMemo(
    () => def.list.columns.filter((column) => !rights.hidden.has(column)),
    [def, rights.hidden],
  );
  const [columns, chooseColumns] = useChosenColumns(def, offered);
  const [drawer, setDrawer] = useState<{ mode: FormMode; id?: number } | null>(null);
  const [importing, setImporting] = useState(false);

  const params = useMemo(
    () => ({ ...query, page: Number(query.page) || 1, pageSize: Number(query.pageSize) || 25 }),
    [query],
  );
  const { data, isFetching } = useQuery({
    queryKey: resourceKeys.list(def, params),
    queryFn: () => fetchPage(def, params),
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: resourceKeys.all(def) });
  const unitDecimals = useUnitDecimals(Object.values(def.fields).some((field) => field.meta.unit));
  const toggle = useMutation({
    mutationFn: (row: ResourceRow) => setRecordActive(def, row.id, !row.active),
    onSuccess: async ({ message: done }) => {
      message.success(done);
      await refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (row: ResourceRow) => deleteRecord(def, row.id),
    onSuccess: async ({ message: done }) => {
      message.success(done);
      await refresh();
    },
  });

  const open = (mode: FormMode, id?: number) => {
    if (form === 'drawer') setDrawer({ mode, id });
    else if (mode === 'new') navigate(`${form.routes}/yeni`);
    else if (mode === 'edit') navigate(`${form.routes}/duzen/${id}`);
    // Not every resource has a `cogalt` route in the spec; a copy is a new record started from another.
    else navigate(form.copyRoute ? `${form.routes}/cogalt/${id}` : `${form.routes}/yeni?kopya=${id}`);
  };

  const sortField = query.sort?.replace(/^-/, '');
  const tableColumns: TableColumnsType<ResourceRow> = [
    ...columns.map((field) => ({
      key: field,
      dataIndex: field,
      title: t(`resources.${def.name}.fields.${field}`),
      sorter: !['list', 'tags'].includes(def.fields[field]?.meta.kind ?? ''),
      sortOrder:
        sortField === field
          ? query.sort?.startsWith('-')
            ? ('descend' as const)
            : ('ascend' as const)
          : null,
      render: (_: unknown, row: ResourceRow) => fieldCell(def, field, row, t, unitDecimals),
    })),
    ...extraColumns,
    {
      key: 'active',
      title: t('common.status'),
      width: 90,
      render: (_, row) => (
        <Tag color={row.active ? 'green' : 'red'}>
          {row.active ? t('common.active') : t('common.passive')}
        </Tag>
      ),
    },
    {
      key: 'actions',
      title: t('common.actions'),
      width: 150,
      // Only what the server would allow: a user who may only read gets a view button.
      render: (_, row) => (
        <Space size={4}>
          <Button
            size="small"
            icon={rights.update ? <EditOutlined /> : <EyeOutlined />}
            aria-label={rights.update ? t('common.edit') : t('resources.common.view')}
            title={rights.update ? t('common.edit') : t('resources.common.view')}
            onClick={() => open('edit', row.id)}
          />
          {rights.create && (
            <Button
              size="small"
              icon={<CopyOutlined />}
              aria-label={t('common.copy')}
              title={t('common.copy')}
              onClick={() => open('copy', row.id)}
            />
          )}
          {rights.delete && (
            <Button
              size="small"
              icon={<StopOutlined />}
              aria-label={row.active ? t('resources.common.deactivate') : t('resources.common.activate')}
              title={row.active ? t('resources.common.deactivate') : t('resources.common.activate')}
              onClick={() => toggle.mutate(row)}
            />
          )}
          {rights.delete && (
            <Popconfirm title={t('resources.common.confirmDelete')} onConfirm={() => remove.mutate(row)}>
              <Button
                size="small"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('resources.common.delete')}
                title={t('resources.common.delete')}
              />
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  const total = data?.totalCapped
    ? t('resources.common.totalCapped', { count: data.total })
    : t('common.total', { count: data?.total ?? 0 });
  return (
    <Card
      className="kibo-list"
      title={title ?? t(`resources.${def.name}.many`)}
      data-testid={`resource-list-${def.name}`}
      extra={
        <Space>
          <Popover
            trigger="click"
            title={t('resources.common.columns')}
            content={
              <Checkbox.Group
                style={{ display: 'grid' }}
                value={columns}
                onChange={(next) => chooseColumns(next as string[])}
                options={offered.map((field) => ({
                  value: field,
                  label: t(`resources.${def.name}.fields.${field}`),
                }))}
              />
            }
          >
            <Button icon={<SettingOutlined />}>{t('resources.common.columns')}</Button>
          </Popover>
          <Button
            icon={<FileExcelOutlined />}
            onClick={() =>
              void downloadExport(def, { ...query, page: undefined, pageSize: undefined }, columns)
            }
          >
            {t('resources.common.export')}
          </Button>
          {toolbar}
          {def.importable && rights.create && (
            <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
              {t('resources.common.import')}
            </Button>
          )}
          {rights.create && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => open('new')}>
              {t('common.new')}
            </Button>
          )}
        </Space>
      }
    >
      <ListBar
        search={
          def.list.search.length > 0 && (
            <Input.Search
              allowClear
              value={searchText}
              placeholder={t('common.searchPlaceholder')}
              onChange={(event) => setSearchText(event.target.value)}
              style={{ width: 280 }}
              aria-label={t('common.search')}
            />
          )
        }
      >
        <Segmented
          value={query.active}
          onChange={(active) => setQuery({ active, page: '1' })}
          options={[
            { value: 'true', label: t('common.active') },
            { value: 'false', label: t('common.passive') },
            { value: 'all', label: t('common.all') },
          ]}
        />
        <ListFilters
          def={def}
          values={query}
          onChange={(field, value) => setQuery({ [field]: value, page: '1' })}
        />
      </ListBar>
      <ListTable<ResourceRow>
        rowKey="id"
        cardTitle={columns.includes(def.titleField) ? def.titleField : undefined}
        size="small"
        columns={tableColumns}
        dataSource={data?.list}
        loading={isFetching}
        rowClassName={rowClassName}
        onRow={(row) => ({ onDoubleClick: () => open('edit', row.id) })}
        onChange={(_, __, sorter) => {
          const one = Array.isArray(sorter) ? sorter[0] : sorter;
          const field = one?.order ? String(one.columnKey) : '';
          setQuery({ sort: field ? `${one?.order === 'descend' ? '-' : ''}${field}` : '', page: '1' });
        }}
        pagination={{
          current: params.page,
          pageSize: params.pageSize,
          total: data?.total ?? 0,
          showSizeChanger: true,
          showTotal: () => total,
          onChange: (page, pageSize) => setQuery({ page: String(page), pageSize: String(pageSize) }),
        }}
      />
      {def.importable && rights.create && (
        <ImportDialog def={def} open={importing} onClose={() => setImporting(false)} onImported={refresh} />
      )}
      {form === 'drawer' && (
        <Drawer
          open={drawer !== null}
          width={720}
          destroyOnHidden
          title={t(`resources.${def.name}.one`)}
          onClose={() => setDrawer(null)}
        >
          {drawer && (
            <ResourceForm
              def={def}
              mode={drawer.mode}
              id={drawer.id}
              onSaved={() => setDrawer(null)}
              onCancel={() => setDrawer(null)}
              actions={formActions}
            />
          )}
        </Drawer>
      )}
    </Card>
  );
}
