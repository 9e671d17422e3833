import type { ExportInput, IntegratorCode, SendResult, ShipmentInput } from '@kibo/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, List, Space, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiGet, apiSend } from '../../platform/api/client.ts';
import { applyFieldErrors } from '../../platform/forms.ts';
import { SearchFilter } from '../../platform/ledger/FilterField.tsx';
import { documentPath, formatDate, formatMoney } from '../../platform/ledger/format.ts';
import { ListTable } from '../../platform/list/ListTable.tsx';
import { DateRangeFilter } from '../../platform/list-filters.tsx';
import { useDebounced, useUrlQueryState } from '../../platform/list-state.ts';
import { ExportForm } from './ExportForm.tsx';
import { ShipmentForm, type ShipmentValues, shipmentOf, shipmentStart } from './ShipmentForm.tsx';

interface Candidate {
  id: number;
  docType: string;
  number: string;
  date: string;
  account: string | null;
  taxId: string | null;
  eInvoiceUser: boolean | null;
  currency: string;
  payable: string;
  /** Sent before and refused: the integrator's or GİB's words. */
  lastRefusal: string | null;
}

const QUERY = { dateFrom: '', dateTo: '', search: '' };

/** A server path inside a part of the body (`shipment.drivers.0.tckn`) as that form's field name. */
const fieldOf = (part: string) => (path: string) =>
  path
    .replace(new RegExp(`^${part}\\.`), '')
    .split('.')
    .map((piece) => (/^\d+$/.test(piece) ? Number(piece) : piece));

/**
 * `/modul/<integrator>efatura/gonder` and `/modul/mysoftefatura/irsaliye/gonder`: saved sales
 * invoices and purchase returns (or sales waybills, with who carries them) not yet sent; the chosen
 * ones are checked against GİB's rules, numbered and queued, each with its own answer.
 */
export function SendScreen({
  integrator,
  kind = 'invoice',
}: {
  integrator: IntegratorCode;
  kind?: 'invoice' | 'despatch';
}) {
  const despatch = kind === 'despatch';
  const base = `/einvoice/${integrator}${despatch ? '/despatch' : ''}`;
  const [shipmentForm] = Form.useForm<ShipmentValues>();
  const [exportForm] = Form.useForm<ExportInput>();
  const [exporting, setExporting] = useState(false);
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [query, setQuery] = useUrlQueryState(QUERY);
  const search = useDebounced(query.search, 300);
  const [chosen, setChosen] = useState<number[]>([]);
  const [results, setResults] = useState<SendResult[]>([]);
  const { data, isFetching } = useQuery({
    queryKey: ['einvoice', integrator, kind, 'candidates', search, query.dateFrom, query.dateTo],
    queryFn: () =>
      apiGet<{ rows: Candidate[]; total: number; lastShipment?: ShipmentInput | null }>(
        `${base}/candidates`,
        {
          search: search || undefined,
          from: query.dateFrom || undefined,
          to: query.dateTo || undefined,
          pageSize: 200,
        },
      ),
  });
  const send = useMutation({
    mutationFn: () =>
      apiSend<SendResult[]>('post', `${base}/send`, {
        documentIds: chosen,
        ...(despatch ? { shipment: shipmentOf(shipmentForm.getFieldsValue(true)) } : {}),
        ...(exporting ? { export: exportForm.getFieldsValue(true) } : {}),
      }),
    onError: (error) => {
      if (despatch) applyFieldErrors(shipmentForm, error, fieldOf('shipment'));
      if (exporting) applyFieldErrors(exportForm, error, fieldOf('export'));
    },
    onSuccess: ({ data: answers }) => {
      setResults(answers);
      setChosen([]);
      const queued = answers.filter((answer) => answer.ok).length;
      if (queued) message.success(t('einvoice.send.results'));
      void client.invalidateQueries({ queryKey: ['einvoice', integrator] });
    },
  });
  const lastShipment = data?.lastShipment;
  const start = useMemo(() => shipmentStart(lastShipment), [lastShipment]);
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="einvoice-send">
      {despatch && data && <ShipmentForm form={shipmentForm} start={start} />}
      {!despatch && <ExportForm form={exportForm} on={exporting} onToggle={setExporting} />}
      {results.length > 0 && (
        <Card size="small" title={t('einvoice.send.results')} data-testid="einvoice-send-results">
          <List
            size="small"
            dataSource={results}
            renderItem={(result) => (
              <List.Item>
                <Space orientation="vertical" size={2}>
                  {/* Wraps on a phone: the number above its long answer, not squeezed into a column. */}
                  <Space wrap size={[8, 2]}>
                    <Typography.Text strong>{result.number}</Typography.Text>
                    {result.ok ? (
                      <Tag color="green" style={{ whiteSpace: 'normal' }}>
                        {t('einvoice.send.queued', { number: result.edocument?.number })} ·{' '}
                        {result.edocument?.profile}
                      </Tag>
                    ) : (
                      <Tag color="red">{t('einvoice.send.refused')}</Tag>
                    )}
                  </Space>
                  {result.problems.map((problem) => (
                    <Typography.Text
                      key={`${problem.field}|${problem.lineNo ?? ''}|${problem.message}`}
                      type="danger"
                    >
                      {problem.lineNo ? `${t('einvoice.send.line', { line: problem.lineNo })} · ` : ''}
                      <b>{problem.field}</b>: {problem.message}
                    </Typography.Text>
                  ))}
                </Space>
              </List.Item>
            )}
          />
        </Card>
      )}
      <Card
        size="small"
        title={t(despatch ? 'einvoice.send.despatchTitle' : 'einvoice.send.title')}
        extra={
          <Button
            type="primary"
            disabled={chosen.length === 0}
            loading={send.isPending}
            onClick={() => send.mutate()}
          >
            {t('einvoice.send.send', { count: chosen.length })}
          </Button>
        }
      >
        <Space wrap style={{ marginBottom: 8 }}>
          <SearchFilter value={query.search} onChange={(value) => setQuery({ search: value })} />
          <DateRangeFilter from={query.dateFrom} to={query.dateTo} onChange={setQuery} />
        </Space>
        <ListTable<Candidate>
          size="small"
          rowKey="id"
          loading={isFetching}
          dataSource={data?.rows}
          pagination={false}
          locale={{ emptyText: t(despatch ? 'einvoice.send.noDespatch' : 'einvoice.send.nothing') }}
          rowSelection={{ selectedRowKeys: chosen, onChange: (keys) => setChosen(keys as number[]) }}
          cardTitle="number"
          columns={[
            { key: 'date', title: t('ledger.date'), width: 110, render: (_, row) => formatDate(row.date) },
            {
              key: 'number',
              title: t('ledger.number'),
              width: 140,
              render: (_, row) => <Link to={documentPath(row.docType, row.id)}>{row.number}</Link>,
            },
            {
              key: 'account',
              title: t('ledger.account'),
              render: (_, row) => (
                <Space orientation="vertical" size={0}>
                  {row.account}
                  {row.lastRefusal !== null && (
                    <Typography.Text type="danger" data-testid="last-refusal">
                      {t('einvoice.send.refusedBefore', { reason: row.lastRefusal })}
                    </Typography.Text>
                  )}
                </Space>
              ),
            },
            { key: 'taxId', title: t('einvoice.column.taxId'), dataIndex: 'taxId', width: 130 },
            // A waybill carries no amount, and its receiver's e-despatch use is asked when sending.
            ...(despatch
              ? []
              : [
                  {
                    key: 'user',
                    width: 150,
                    render: (_: unknown, row: Candidate) =>
                      row.eInvoiceUser ? <Tag color="blue">{t('einvoice.send.userYes')}</Tag> : null,
                  },
                  {
                    key: 'payable',
                    title: t('ledger.total'),
                    align: 'right' as const,
                    width: 140,
                    render: (_: unknown, row: Candidate) => formatMoney(row.payable, row.currency),
                  },
                ]),
          ]}
        />
      </Card>
    </Space>
  );
}
