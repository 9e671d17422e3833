import {
  CARRIER_TITLES,
  type CarrierCode,
  DOCUMENT_KINDS,
  type DocumentKindName,
  isPosKind,
  type ShipmentState,
} from '@kibo/contracts';
import { accounts, documentSettings, type FieldMeta } from '@kibo/contracts/resources';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { apiGet } from '../../platform/api/client.ts';
import { SearchFilter } from '../../platform/ledger/FilterField.tsx';
import { documentPath, formatDate, formatMoney } from '../../platform/ledger/format.ts';
import { ListBar } from '../../platform/list/ListBar.tsx';
import { ListTable } from '../../platform/list/ListTable.tsx';
import { urlPagination, useDebounced, useUrlQueryState } from '../../platform/list-state.ts';
import { SettingsPage } from '../../platform/resources/SettingsPage.tsx';
import { FieldInput } from '../../platform/resources/widgets.tsx';
import { ShipmentStateTag } from '../cargo/index.ts';

interface Row {
  id: number;
  docType: DocumentKindName;
  number: string;
  date: string;
  accountTitle: string;
  currency: string;
  grandTotal: string;
  status: string;
  printed: boolean;
  /** Its parcel on the way or arrived. */
  shipment: { state: ShipmentState; carrier: CarrierCode } | null;
}

interface Page {
  list: Row[];
  total: number;
  totals: { grandTotalLocal: string };
}

const QUERY = { search: '', dateFrom: '', dateTo: '', page: '1' };
const dateMeta = { kind: 'date', required: false } as FieldMeta;
const STATUS_COLOURS: Record<string, string> = { saved: 'blue', completed: 'green', cancelled: 'red' };

/**
 * The documents of some types, newest first, with date and text filters and the total of all that
 * matched (`/fis/satis/islem`, `/fis/alis/islem`, `/fis/irsaliye/list`, `/fis/stok/virman/list`, `/stok/fis`).
 */
export function DocumentList({
  types,
  title,
  waiting = false,
}: {
  types: DocumentKindName[];
  title: string;
  /** Only documents still to be supplied or invoiced, with no "new" buttons (`/fis/donusum`). */
  waiting?: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query, setQuery] = useUrlQueryState(QUERY);
  const search = useDebounced(query.search, 300);
  const { data, isFetching } = useQuery({
    queryKey: ['documents', 'list', types, waiting, { ...query, search }],
    queryFn: () =>
      apiGet<Page>('/documents', {
        docType: types.join(','),
        open: waiting ? 'true' : undefined,
        search: search || undefined,
        dateFrom: query.dateFrom || undefined,
        dateTo: query.dateTo || undefined,
        page: query.page,
        pageSize: 25,
      }),
  });
  const context = (field: string) => ({ def: accounts, field, meta: dateMeta });
  return (
    <Card
      className="kibo-list"
      title={t(title)}
      data-testid="document-list"
      extra={
        <Space wrap>
          {(waiting ? [] : types.filter((type) => !isPosKind(type))).map((type) => (
            <Button
              key={type}
              type="primary"
              onClick={() => navigate(`/fis/${DOCUMENT_KINDS[type].route}/yeni`)}
            >
              {`${t('ledger.new')} ${t(`documents.kinds.${type}`)}`}
            </Button>
          ))}
        </Space>
      }
    >
      <ListBar
        search={
          <SearchFilter value={query.search} onChange={(search) => setQuery({ search: search, page: '1' })} />
        }
      >
        <FieldInput
          context={context('dateFrom')}
          value={query.dateFrom || null}
          onChange={(value) => setQuery({ dateFrom: (value as string) ?? '', page: '1' })}
        />
        <FieldInput
          context={context('dateTo')}
          value={query.dateTo || null}
          onChange={(value) => setQuery({ dateTo: (value as string) ?? '', page: '1' })}
        />
      </ListBar>
      <ListTable<Row>
        size="small"
        rowKey="id"
        cardTitle="number"
        cardSummary={
          <Typography.Text>
            {t('ledger.totals')}:{' '}
            <strong data-testid="list-total">{formatMoney(data?.totals.grandTotalLocal)} TRY</strong>
          </Typography.Text>
        }
        loading={isFetching}
        dataSource={data?.list}
        pagination={urlPagination(query.page, 25, data?.total, setQuery)}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={5}>
              {t('ledger.totals')}
            </Table.Summary.Cell>
            <Table.Summary.Cell index={1} align="right">
              <strong data-testid="list-total">{formatMoney(data?.totals.grandTotalLocal, 'TRY')}</strong>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={2} />
          </Table.Summary.Row>
        )}
        columns={[
          { key: 'date', title: t('ledger.date'), width: 110, render: (_, row) => formatDate(row.date) },
          {
            key: 'number',
            title: t('ledger.number'),
            width: 140,
            render: (_, row) => <Link to={documentPath(row.docType, row.id)}>{row.number}</Link>,
          },
          { key: 'type', title: t('ledger.type'), render: (_, row) => t(`documents.kinds.${row.docType}`) },
          { key: 'account', title: t('ledger.account'), dataIndex: 'accountTitle' },
          { key: 'currency', title: t('ledger.currency'), dataIndex: 'currency', width: 80 },
          {
            key: 'total',
            title: t('ledger.total'),
            align: 'right',
            width: 150,
            render: (_, row) => formatMoney(row.grandTotal, row.currency),
          },
          {
            key: 'status',
            title: t('ledger.status'),
            width: 180,
            render: (_, row) => (
              <>
                <Tag color={STATUS_COLOURS[row.status]}>{t(`documents.status.${row.status}`)}</Tag>
                {row.printed && <Tag color="purple">{t('documents.status.printed')}</Tag>}
                {row.shipment && (
                  <Tooltip title={CARRIER_TITLES[row.shipment.carrier]}>
                    <span>
                      <ShipmentStateTag state={row.shipment.state} />
                    </span>
                  </Tooltip>
                )}
              </>
            ),
          },
        ]}
      />
    </Card>
  );
}

/** Sales invoices and returns, and the till's receipts and refunds (rung up at the till, not here). */
export const SalesDocumentsPage = () => (
  <DocumentList
    types={['salesInvoice', 'salesReturn', 'posReceipt', 'posRefund']}
    title="routes.documents.salesTransactions"
  />
);
export const PurchaseDocumentsPage = () => (
  <DocumentList types={['purchaseInvoice', 'purchaseReturn']} title="routes.documents.purchaseTransactions" />
);
export const WaybillListPage = () => (
  <DocumentList types={['despatchOut', 'despatchIn']} title="routes.documents.waybillList" />
);
export const TransferListPage = () => (
  <DocumentList types={['stockTransfer']} title="routes.documents.stockTransferList" />
);
export const StockSlipsPage = () => (
  <DocumentList types={['stockIn', 'stockOut']} title="routes.stock.slips" />
);
export const OrderListPage = () => (
  <DocumentList types={['salesOrder', 'purchaseOrder']} title="routes.orders.list" />
);
export const TrackingSlipsPage = () => <DocumentList types={['trackingSlip']} title="routes.work.tracking" />;
/** `/fis/ayar`: what new documents start with, scanning and printing. */
export const DocumentSettingsPage = () => <SettingsPage def={documentSettings} />;
export const ConversionWaitingPage = () => (
  <DocumentList
    types={['salesOrder', 'purchaseOrder', 'despatchOut', 'despatchIn']}
    title="routes.documents.conversion"
    waiting
  />
);
