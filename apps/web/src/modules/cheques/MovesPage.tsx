import { useQuery } from '@tanstack/react-query';
import { Card, Pagination, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiGet } from '../../platform/api/client.ts';
import { formatDate, formatMoney, voucherPath } from '../../platform/ledger/format.ts';
import { ListTable } from '../../platform/list/ListTable.tsx';
import { DateRangeFilter, SearchFilter } from '../../platform/list-filters.tsx';
import { urlPagination, useUrlQueryState } from '../../platform/list-state.ts';
import { instrumentLabel } from './InstrumentPicker.tsx';

interface MoveRow {
  id: number;
  date: string;
  move: string;
  toState: string;
  cancelled: boolean;
  instrumentId: number;
  kind: 'cheque' | 'note';
  own: boolean;
  serialNo: string;
  drawer: string;
  dueDate: string;
  currency: string;
  amount: string;
  voucherId: number;
  voucherType: string;
  number: string;
  accountTitle: string | null;
  cashAccountName: string | null;
}

const PAGE_SIZE = 50;
const QUERY = { instrumentId: '', dateFrom: '', dateTo: '', search: '', page: '1' };

/**
 * `/ceksenet/islem`: every bordro's moves, newest first, or one instrument's whole history (from the
 * portfolio's link): which bordro moved it, to whom or where, and the state it left it in.
 */
export function ChequeMovesPage() {
  const { t } = useTranslation();
  const [query, setQuery] = useUrlQueryState(QUERY);
  const set = (patch: Partial<typeof QUERY>) => setQuery({ ...patch, page: '1' });
  const { data, isFetching } = useQuery({
    queryKey: ['instruments', 'moves', query],
    queryFn: () =>
      apiGet<{ list: MoveRow[]; total: number }>('/instrument-moves', {
        instrumentId: query.instrumentId || undefined,
        dateFrom: query.dateFrom || undefined,
        dateTo: query.dateTo || undefined,
        search: query.search || undefined,
        page: query.page,
        pageSize: PAGE_SIZE,
      }),
  });
  const one = query.instrumentId ? data?.list[0] : undefined;
  return (
    <Card
      title={
        one
          ? `${t('routes.cheques.transactions')}: ${t(`resources.instruments.options.kind.${one.kind}`)} ${instrumentLabel(one)}`
          : t('routes.cheques.transactions')
      }
      extra={query.instrumentId && <Link to="/ceksenet/islem">{t('cheques.allMoves')}</Link>}
      data-testid="cheque-moves"
    >
      <Space wrap style={{ marginBottom: 12 }}>
        <DateRangeFilter from={query.dateFrom} to={query.dateTo} onChange={set} />
        <SearchFilter value={query.search} onSearch={(search) => set({ search })} />
      </Space>
      <ListTable<MoveRow>
        size="small"
        rowKey="id"
        loading={isFetching}
        dataSource={data?.list}
        pagination={false}
        columns={[
          { key: 'date', title: t('ledger.date'), width: 100, render: (_, row) => formatDate(row.date) },
          {
            key: 'bordro',
            title: t('ledger.document'),
            render: (_, row) => (
              <Link to={voucherPath(row.voucherType, row.voucherId)}>
                {t(`vouchers.kinds.${row.voucherType}`)} {row.number}
              </Link>
            ),
          },
          {
            key: 'instrument',
            title: t('resources.instruments.one'),
            render: (_, row) => (
              <Link to={`/ceksenet/islem?instrumentId=${row.instrumentId}`}>
                {t(`resources.instruments.options.kind.${row.kind}`)} {row.serialNo}
              </Link>
            ),
          },
          { key: 'drawer', title: t('resources.instruments.fields.drawer'), dataIndex: 'drawer' },
          {
            key: 'due',
            title: t('resources.instruments.fields.dueDate'),
            width: 100,
            render: (_, row) => formatDate(row.dueDate),
          },
          {
            key: 'where',
            title: t('cheques.counterparty'),
            render: (_, row) => row.accountTitle ?? row.cashAccountName ?? '',
          },
          {
            key: 'state',
            title: t('resources.instruments.fields.state'),
            render: (_, row) =>
              row.cancelled ? (
                <Tag>{t('vouchers.status.cancelled')}</Tag>
              ) : (
                t(`resources.instruments.options.state.${row.toState}`)
              ),
          },
          {
            key: 'amount',
            title: t('resources.instruments.fields.amount'),
            align: 'right',
            render: (_, row) => formatMoney(row.amount, row.currency),
          },
        ]}
      />
      <Pagination
        style={{ marginTop: 12 }}
        hideOnSinglePage
        {...urlPagination(query.page, PAGE_SIZE, data?.total, setQuery)}
      />
    </Card>
  );
}
