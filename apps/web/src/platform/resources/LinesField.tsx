import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { FieldMeta, ResourceDef } from '@kibo/contracts/resources';
import { Button, Form, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { FieldInput } from './widgets.tsx';

interface Props {
  def: ResourceDef;
  field: string;
  meta: FieldMeta;
  /** Titles of referenced records by path (`units.0.unitId`), from the loaded record. */
  refs: Record<string, string>;
  /** The inner table as loaded, to tie those titles to ids rather than to row positions. */
  loaded?: Record<string, unknown>[];
}

/** Per column, the title of each referenced id the loaded record showed. */
function titlesById(field: string, loaded: Record<string, unknown>[], refs: Record<string, string>) {
  const byColumn = new Map<string, Map<number, string>>();
  loaded.forEach((line, index) => {
    for (const [column, value] of Object.entries(line)) {
      const title = refs[`${field}.${index}.${column}`];
      if (typeof value !== 'number' || title === undefined) continue;
      byColumn.set(column, (byColumn.get(column) ?? new Map()).set(value, title));
    }
  });
  return byColumn;
}

/**
 * A small table inside a form (extra units, prices, a book's persons): one row per entry, each cell
 * the widget of its column's kind, errors shown on the cell the server named (`units.1.factor`).
 */
export function LinesField({ def, field, meta, refs, loaded = [] }: Props) {
  const { t } = useTranslation();
  const titles = titlesById(field, loaded, refs);
  const columns = Object.entries(meta.fields ?? {});
  const label = (column: string) => t(`resources.${def.name}.lines.${field}.${column}`);
  return (
    <Form.List name={field}>
      {(rows, { add, remove }, { errors }) => (
        <>
          <Table
            size="small"
            pagination={false}
            rowKey="key"
            dataSource={rows}
            locale={{ emptyText: t('resources.common.noLines') }}
            columns={[
              ...columns.map(([column, sub]) => ({
                key: column,
                title: label(column),
                render: (_: unknown, row: (typeof rows)[number]) => (
                  <Form.Item name={[row.name, column]} style={{ margin: 0 }} required={sub.required}>
                    <FieldInput
                      context={{
                        def,
                        field: column,
                        meta: sub,
                        row: [field, row.name],
                        refTitles: titles.get(column),
                        create: true,
                        optionLabel: (value) =>
                          t(`resources.${def.name}.lineOptions.${field}.${column}.${value}`, {
                            defaultValue: value,
                          }),
                      }}
                    />
                  </Form.Item>
                ),
              })),
              {
                key: 'remove',
                width: 48,
                render: (_: unknown, row: (typeof rows)[number]) => (
                  <Button
                    size="small"
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('resources.common.removeLine')}
                    title={t('resources.common.removeLine')}
                    onClick={() => remove(row.name)}
                  />
                ),
              },
            ]}
          />
          {rows.length < (meta.max ?? 20) && (
            <Button
              type="dashed"
              size="small"
              icon={<PlusOutlined />}
              style={{ marginTop: 8 }}
              onClick={() => add({ ...meta.blank })}
            >
              {t('resources.common.addLine')}
            </Button>
          )}
          <Form.ErrorList errors={errors} />
        </>
      )}
    </Form.List>
  );
}
