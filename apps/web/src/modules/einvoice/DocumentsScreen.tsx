import { EDOCUMENT_STATUSES, type IntegratorCode } from '@kibo/contracts';
import { addDays } from '@kibo/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Select, Space, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiGet, apiSend, http } from '../../platform/api/client.ts';
import { downloadFile, openPdf } from '../../platform/download.ts';
import { SearchFilter } from '../../platform/ledger/FilterField.tsx';
import { documentPath, formatDate, formatMoney } from '../../platform/ledger/format.ts';
import { ListTable } from '../../platform/list/ListTable.tsx';
import { DateRangeFilter } from '../../platform/list-filters.tsx';
import { useDebounced, useUrlQueryState } from '../../platform/list-state.ts';
import { IncomingDraft } from './IncomingDraft.tsx';
import { IncomingWaybill } from './IncomingWaybill.tsx';
import { STATUS_COLORS } from './integrators.ts';
import { ReasonDialog } from './ReasonDialog.tsx';
import { ReceiptDialog } from './ReceiptDialog.tsx';

export interface EdocumentRow {
  id: number;
  uuid: string;
  number: string;
  profile: string;
  type: string;
  issueDate: string;
  partyTaxId: string;
  partyName: string;
  currency: string;
  payable: string;
  status: string;
  statusCode: string;
  statusText: string;
  attempts: number;
  response: string;
  respondBy: string | null;
  details: { receipt?: { id: number; number: string } };
  documentId: number | null;
  documentNumber: string | null;
  /** An incoming waybill's receipt advice: its status, and why when it was refused. */
  receiptStatus: string | null;
  receiptStatusText: string | null;
}

const QUERY = { dateFrom: '', dateTo: '', search: '', status: '' };

/**
 * `/modul/<integrator>efatura/giden` and `/gelen` (and MySoft's `irsaliye/giden`, `irsaliye/gelen`):
 * e-documents with the spec's statuses and the integrator's own words; incoming ones are fetched on
 * demand, answered within their period (a waybill by its receipt advice) and invoices turned into
 * purchase invoices.
 */
export function DocumentsScreen({
  integrator,
  direction,
  kind = 'invoice',
}: {
  integrator: IntegratorCode;
  direction: 'in' | 'out';
  kind?: 'invoice' | 'despatch';
}) {
  const despatch = kind === 'despatch';
  const base = `/einvoice/${integrator}${despatch ? '/despatch' : ''}`;
  const [answering, setAnswering] = useState<EdocumentRow | null>(null);
  const [receiving, setReceiving] = useState<EdocumentRow | null>(null);
  const [cancelling, setCancelling] = useState<EdocumentRow | null>(null);
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [query, setQuery] = useUrlQueryState(QUERY);
  const search = useDebounced(query.search, 300);
  const [drafting, setDrafting] = useState<EdocumentRow | null>(null);
  const [rejecting, setRejecting] = useState<EdocumentRow | null>(null);
  const path = `${base}/${direction === 'in' ? 'incoming' : 'outgoing'}`;
  const key = ['einvoice', integrator, kind, direction, search, query.status, query.dateFrom, query.dateTo];
  const { data, isFetching } = useQuery({
    queryKey: key,
    queryFn: () =>
      apiGet<{ rows: EdocumentRow[]; total: number }>(path, {
        search: search || undefined,
        status: query.status || undefined,
        from: query.dateFrom || undefined,
        to: query.dateTo || undefined,
        pageSize: 200,
      }),
  });
  const refresh = () => client.invalidateQueries({ queryKey: ['einvoice', integrator] });
  const fetchNew = useMutation({
    mutationFn: () => apiSend<{ added: number }>('post', `${base}/incoming/fetch`),
    onSuccess: ({ data: answer }) => {
      message.success(
        t(despatch ? 'einvoice.list.fetchedDespatch' : 'einvoice.list.fetched', { count: answer.added }),
      );
      void refresh();
    },
  });
  const respond = useMutation({
    mutationFn: (input: { id: number; answer: 'accept' | 'reject'; reason: string }) =>
      apiSend('post', `/einvoice/${integrator}/incoming/${input.id}/respond`, {
        answer: input.answer,
        reason: input.reason,
      }),
    onSuccess: () => {
      message.success(t('einvoice.list.answered'));
      setRejecting(null);
      void refresh();
    },
  });
  const cancel = useMutation({
    mutationFn: (input: { id: number; reason: string }) =>
      apiSend('post', `${base}/documents/${input.id}/cancel`, { reason: input.reason }),
    onSuccess: ({ message: text }) => {
      if (text) message.success(text);
      setCancelling(null);
      void refresh();
    },
  });
  const today = new Date().toLocaleDateString('sv-SE');
  // An e-Arşiv invoice that reached the integrator may be cancelled for seven days (the server decides).
  const mayCancel = (row: EdocumentRow) =>
    direction === 'out' &&
    row.profile === 'EARSIVFATURA' &&
    ['sent', 'approved'].includes(row.status) &&
    addDays(row.issueDate, 7) >= today;
  // A commercial invoice is accepted or rejected, a waybill answered by receipt advice: once, in time.
  const mayAnswer = (row: EdocumentRow) =>
    direction === 'in' &&
    (despatch || row.profile === 'TICARIFATURA') &&
    (!row.response || (row.receiptStatus === 'notApproved' && !row.documentId)) &&
    (!row.respondBy || row.respondBy >= today);

  return (
    <Card
      size="small"
      data-testid={`einvoice-${direction === 'in' ? 'incoming' : 'outgoing'}`}
      extra={
        direction === 'in' && (
          <Button type="primary" loading={fetchNew.isPending} onClick={() => fetchNew.mutate()}>
            {t(despatch ? 'einvoice.list.fetchDespatch' : 'einvoice.list.fetch')}
          </Button>
        )
      }
    >
      <Space wrap style={{ marginBottom: 8 }}>
        <SearchFilter value={query.search} onChange={(value) => setQuery({ search: value })} />
        <DateRangeFilter from={query.dateFrom} to={query.dateTo} onChange={setQuery} />
        <Select
          allowClear
          style={{ minWidth: 200 }}
          placeholder={t('common.status')}
          value={query.status || undefined}
          onChange={(value) => setQuery({ status: value ?? '' })}
          options={EDOCUMENT_STATUSES.map((status) => ({
            value: status,
            label: t(`einvoice.status.${status}`),
          }))}
        />
      </Space>
      <ListTable<EdocumentRow>
        size="small"
        rowKey="id"
        loading={isFetching}
        dataSource={data?.rows}
        pagination={false}
        cardTitle="number"
        columns={[
          {
            key: 'issueDate',
            title: t('ledger.date'),
            width: 105,
            render: (_, row) => formatDate(row.issueDate),
          },
          { key: 'number', title: t('einvoice.column.number'), dataIndex: 'number', width: 170 },
          {
            key: 'profile',
            title: t('einvoice.column.profile'),
            width: 130,
            render: (_, row) => `${row.profile} · ${row.type}`,
          },
          {
            key: 'party',
            title: t('einvoice.column.party'),
            render: (_, row) => `${row.partyName} (${row.partyTaxId})`,
          },
          ...(despatch
            ? []
            : [
                {
                  key: 'payable',
                  title: t('ledger.total'),
                  align: 'right' as const,
                  width: 130,
                  render: (_: unknown, row: EdocumentRow) => formatMoney(row.payable, row.currency),
                },
              ]),
          {
            key: 'status',
            title: t('common.status'),
            width: 220,
            render: (_, row) => (
              <Space orientation="vertical" size={0}>
                <Tooltip title={row.statusCode}>
                  <Tag color={STATUS_COLORS[row.status]} data-testid="edocument-status">
                    {t(`einvoice.status.${row.status}`)}
                  </Tag>
                </Tooltip>
                {row.statusText && <Typography.Text type="secondary">{row.statusText}</Typography.Text>}
                {despatch && row.response && (
                  <Typography.Text
                    type={row.receiptStatus === 'notApproved' ? 'danger' : 'secondary'}
                    data-testid="receipt-response"
                  >
                    {t(`einvoice.receipt.response.${row.response}`)} · {row.details.receipt?.number}
                    {row.receiptStatus === 'notApproved' &&
                      ` · ${t('einvoice.receipt.refused')}${row.receiptStatusText ? `: ${row.receiptStatusText}` : ''}`}
                  </Typography.Text>
                )}
                {mayAnswer(row) && row.respondBy && (
                  <Typography.Text type="secondary">
                    {t('einvoice.list.respondBy')}: {formatDate(row.respondBy)}
                  </Typography.Text>
                )}
              </Space>
            ),
          },
          {
            key: 'actions',
            width: 260,
            render: (_, row) => (
              <Space wrap size={4}>
                {row.documentId && (
                  <Link
                    to={documentPath(
                      despatch
                        ? direction === 'in'
                          ? 'despatchIn'
                          : 'despatchOut'
                        : direction === 'in'
                          ? 'purchaseInvoice'
                          : 'salesInvoice',
                      row.documentId,
                    )}
                  >
                    {row.documentNumber ?? t('einvoice.list.open')}
                  </Link>
                )}
                <Button
                  size="small"
                  onClick={() =>
                    void openPdf(
                      async () =>
                        (
                          await http.get<Blob>(`/einvoice/${integrator}/documents/${row.id}/pdf`, {
                            responseType: 'blob',
                          })
                        ).data,
                      `${row.number}.pdf`,
                    )
                  }
                >
                  PDF
                </Button>
                <Button
                  size="small"
                  onClick={() =>
                    void downloadFile(
                      `/einvoice/${integrator}/documents/${row.id}/xml`,
                      {},
                      `${row.number}.xml`,
                    )
                  }
                >
                  {t('einvoice.list.xml')}
                </Button>
                {direction === 'in' && !despatch && !row.documentId && (
                  <Button size="small" onClick={() => setDrafting(row)}>
                    {t('einvoice.list.draft')}
                  </Button>
                )}
                {direction === 'in' && despatch && !row.documentId && (
                  <Button size="small" onClick={() => setReceiving(row)}>
                    {t('einvoice.waybill.make')}
                  </Button>
                )}
                {mayCancel(row) && (
                  <Button size="small" danger onClick={() => setCancelling(row)}>
                    {t('einvoice.list.cancel')}
                  </Button>
                )}
                {mayAnswer(row) && despatch && (
                  <Button size="small" type="primary" onClick={() => setAnswering(row)}>
                    {t('einvoice.receipt.answer')}
                  </Button>
                )}
                {mayAnswer(row) && !despatch && (
                  <>
                    <Button
                      size="small"
                      type="primary"
                      onClick={() => respond.mutate({ id: row.id, answer: 'accept', reason: '' })}
                    >
                      {t('einvoice.list.accept')}
                    </Button>
                    <Button size="small" danger onClick={() => setRejecting(row)}>
                      {t('einvoice.list.reject')}
                    </Button>
                  </>
                )}
              </Space>
            ),
          },
        ]}
      />
      {rejecting && (
        <ReasonDialog
          title={`${t('einvoice.list.reject')}: ${rejecting.number}`}
          action={t('einvoice.list.reject')}
          label={t('einvoice.list.rejectReason')}
          pending={respond.isPending}
          onConfirm={(reason) => respond.mutate({ id: rejecting.id, answer: 'reject', reason })}
          onClose={() => setRejecting(null)}
        />
      )}
      {cancelling && (
        <ReasonDialog
          title={t('einvoice.list.cancelTitle', { number: cancelling.number })}
          action={t('einvoice.list.cancel')}
          label={t('einvoice.list.cancelReason')}
          help={t('einvoice.list.cancelHelp')}
          pending={cancel.isPending}
          onConfirm={(reason) => cancel.mutate({ id: cancelling.id, reason })}
          onClose={() => setCancelling(null)}
        />
      )}
      {receiving && (
        <IncomingWaybill
          integrator={integrator}
          row={receiving}
          onClose={() => setReceiving(null)}
          onSaved={() => setReceiving(null)}
        />
      )}
      {answering && (
        <ReceiptDialog
          integrator={integrator}
          row={answering}
          onClose={() => setAnswering(null)}
          onSent={() => {
            setAnswering(null);
            void refresh();
          }}
        />
      )}
      {drafting && (
        <IncomingDraft
          integrator={integrator}
          row={drafting}
          onClose={() => setDrafting(null)}
          onSaved={() => {
            setDrafting(null);
            void refresh();
          }}
        />
      )}
    </Card>
  );
}
