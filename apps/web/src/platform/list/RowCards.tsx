import { SortAscendingOutlined, SortDescendingOutlined } from '@ant-design/icons';
import {
  Button,
  Card,
  Checkbox,
  Empty,
  Pagination,
  Select,
  Space,
  Spin,
  type TableColumnType,
  type TableProps,
  Typography,
} from 'antd';
import type { SorterResult, SortOrder } from 'antd/es/table/interface';
import { type Key, type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Column<T> = TableColumnType<T>;

const columnKey = <T,>(column: Column<T>, index: number): string =>
  String(
    column.key ?? (Array.isArray(column.dataIndex) ? column.dataIndex.join('.') : column.dataIndex) ?? index,
  );

function valueAt(row: object, dataIndex: Column<object>['dataIndex']): unknown {
  const path = dataIndex === undefined ? [] : Array.isArray(dataIndex) ? dataIndex : [dataIndex];
  return path.reduce<unknown>((value, part) => (value as Record<string, unknown> | undefined)?.[part], row);
}

function cellOf<T extends object>(column: Column<T>, row: T, index: number): ReactNode {
  const value = valueAt(row, column.dataIndex as Column<object>['dataIndex']);
  if (column.render) return column.render(value, row, index) as ReactNode;
  return value === null || value === undefined ? '' : String(value as string);
}

const headerOf = <T,>(column: Column<T>): ReactNode =>
  typeof column.title === 'function' ? column.title({}) : column.title;

/** Columns of a table, column groups opened up, without the ones hidden on this screen. */
function leafColumns<T>(columns: TableProps<T>['columns']): Column<T>[] {
  return (columns ?? []).flatMap((column) =>
    'children' in column && column.children ? leafColumns(column.children) : [column as Column<T>],
  );
}

/** The sort picker: the table's sortable columns and the direction, as its header clicks would. */
function SortPicker<T>({
  columns,
  sort,
  onSort,
}: {
  columns: { key: string; column: Column<T> }[];
  sort: { key: string; order: SortOrder } | null;
  onSort: (next: { key: string; order: SortOrder } | null) => void;
}) {
  const { t } = useTranslation();
  const sortable = columns.filter(({ column }) => column.sorter);
  if (sortable.length === 0) return null;
  const order = sort?.order ?? 'ascend';
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Select
        allowClear
        style={{ flex: 1, minWidth: 0 }}
        placeholder={t('list.sortBy')}
        aria-label={t('list.sortBy')}
        value={sort?.order ? sort.key : undefined}
        options={sortable.map(({ key, column }) => ({ value: key, label: headerOf(column) }))}
        onChange={(key?: string) => onSort(key ? { key, order } : null)}
      />
      <Button
        aria-label={order === 'descend' ? t('list.descending') : t('list.ascending')}
        title={order === 'descend' ? t('list.descending') : t('list.ascending')}
        disabled={!sort?.order}
        icon={order === 'descend' ? <SortDescendingOutlined /> : <SortAscendingOutlined />}
        onClick={() => sort && onSort({ key: sort.key, order: order === 'descend' ? 'ascend' : 'descend' })}
      />
    </Space.Compact>
  );
}

/**
 * A table's rows as cards, for a phone: the title column heads each card, the other columns follow
 * as label and value, the actions column at the foot. Sorting, paging and selection work as in the
 * table, through the same callbacks.
 */
export function RowCards<T extends object>({
  columns,
  dataSource,
  rowKey = 'key',
  loading,
  pagination,
  rowSelection,
  onChange,
  onRow,
  title,
  cardTitle,
  cardSummary,
  locale,
}: TableProps<T> & { cardTitle?: string; cardSummary?: ReactNode }) {
  const all = useMemo(
    () => leafColumns(columns).map((column, index) => ({ key: columnKey(column, index), column })),
    [columns],
  );
  const titleKey = cardTitle ?? all[0]?.key;
  const heading = all.find((entry) => entry.key === titleKey);
  const actions = all.find((entry) => entry.key === 'actions');
  const fields = all.filter((entry) => entry !== heading && entry !== actions);
  const keyOf = (row: T, index: number): Key =>
    typeof rowKey === 'function' ? rowKey(row, index) : (valueAt(row, rowKey as string) as Key);

  // Sorting: the columns' own sortOrder when the list sorts on the server, else a local choice.
  const controlled = all.some(({ column }) => 'sortOrder' in column);
  const [localSort, setLocalSort] = useState<{ key: string; order: SortOrder } | null>(null);
  const sorted = all.find(({ column }) => column.sortOrder);
  const sort = !controlled
    ? localSort
    : sorted
      ? { key: sorted.key, order: sorted.column.sortOrder ?? null }
      : null;
  const rows = useMemo(() => {
    const list = [...(dataSource ?? [])];
    const sorter = all.find((entry) => entry.key === sort?.key)?.column.sorter;
    const compare =
      typeof sorter === 'function' ? sorter : typeof sorter === 'object' ? sorter.compare : null;
    if (compare && sort?.order)
      list.sort((a, b) => compare(a, b, sort.order) * (sort.order === 'descend' ? -1 : 1));
    return list;
  }, [dataSource, all, sort]);

  // Paging: a page the server sent is shown whole; a list held in the browser is cut here.
  const [localPage, setLocalPage] = useState(1);
  const paging = pagination === false ? null : (pagination ?? {});
  const pageSize = paging?.pageSize ?? 10;
  const serverPaged = paging?.total !== undefined && rows.length <= pageSize;
  const current = paging?.current ?? localPage;
  const shown = !paging || serverPaged ? rows : rows.slice((current - 1) * pageSize, current * pageSize);
  const total = serverPaged ? (paging?.total ?? 0) : rows.length;

  const onSort = (next: { key: string; order: SortOrder } | null) => {
    if (!controlled) setLocalSort(next);
    const column = all.find((entry) => entry.key === next?.key)?.column;
    const sorter: SorterResult<T> = {
      column,
      columnKey: next?.key,
      field: column?.dataIndex as SorterResult<T>['field'],
      order: next?.order ?? null,
    };
    onChange?.({ current: 1, pageSize }, {}, sorter, { action: 'sort', currentDataSource: rows });
  };
  const selected = new Set(rowSelection?.selectedRowKeys ?? []);
  const select = (row: T, index: number, on: boolean) => {
    const key = keyOf(row, index);
    const keys = on ? [...selected, key] : [...selected].filter((other) => other !== key);
    const chosen = (dataSource ?? []).filter((other, at) => keys.includes(keyOf(other, at)));
    rowSelection?.onChange?.(keys, chosen, { type: 'multiple' });
  };

  const spinning = typeof loading === 'object' ? Boolean(loading.spinning) : Boolean(loading);
  return (
    <Spin spinning={spinning}>
      <div className="kibo-row-cards" data-testid="row-cards">
        <SortPicker columns={all} sort={sort} onSort={onSort} />
        {title?.(shown)}
        {shown.length === 0 &&
          ((typeof locale?.emptyText === 'function' ? locale.emptyText() : locale?.emptyText) ?? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
          ))}
        {shown.map((row, index) => {
          const key = keyOf(row, index);
          const handlers = onRow?.(row, index) ?? {};
          return (
            <Card
              key={key}
              size="small"
              className="kibo-row-card"
              data-row-key={key}
              onClick={handlers.onClick}
              onDoubleClick={handlers.onDoubleClick}
              title={
                <Space>
                  {rowSelection && (
                    <Checkbox
                      checked={selected.has(key)}
                      {...rowSelection.getCheckboxProps?.(row)}
                      onChange={(event) => select(row, index, event.target.checked)}
                    />
                  )}
                  {heading && cellOf(heading.column, row, index)}
                </Space>
              }
            >
              <dl className="kibo-row-card-fields">
                {fields.map(({ key: field, column }) => {
                  const cell = cellOf(column, row, index);
                  // A phone has no room for labels of empty values.
                  if (cell === '' || cell === null || cell === undefined || cell === false) return null;
                  return (
                    <div key={field} style={{ display: 'contents' }}>
                      <dt>
                        <Typography.Text type="secondary">{headerOf(column)}</Typography.Text>
                      </dt>
                      <dd>{cell}</dd>
                    </div>
                  );
                })}
              </dl>
              {actions && <div className="kibo-row-card-actions">{cellOf(actions.column, row, index)}</div>}
            </Card>
          );
        })}
        {cardSummary}
        {paging && total > 0 && (
          <div className="kibo-row-cards-paging">
            {paging.showTotal && (
              <Typography.Text type="secondary">
                {paging.showTotal(total, [(current - 1) * pageSize + 1, Math.min(current * pageSize, total)])}
              </Typography.Text>
            )}
            <Pagination
              simple
              size="small"
              current={current}
              pageSize={pageSize}
              total={total}
              onChange={(page, size) => {
                setLocalPage(page);
                paging.onChange?.(page, size);
              }}
            />
          </div>
        )}
      </div>
    </Spin>
  );
}
