import {
  CARRIER_ROUTES,
  CARRIER_TITLES,
  type CarrierCode,
  type LabelFormat,
  type PackageType,
  type Payer,
  type ShipmentRequest,
  type ShipmentResult,
} from '@kibo/contracts';
import { Big, desiOf } from '@kibo/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, InputNumber, List, Select, Space, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiGet, apiSend } from '../../platform/api/client.ts';
import { SearchFilter } from '../../platform/ledger/FilterField.tsx';
import { documentPath, formatDate, formatMoney } from '../../platform/ledger/format.ts';
import { ListTable } from '../../platform/list/ListTable.tsx';
import { DateRangeFilter } from '../../platform/list-filters.tsx';
import { urlPagination, useDebounced, useUrlQueryState } from '../../platform/list-state.ts';
import { DecimalInput } from '../../platform/number/DecimalInput.tsx';
import { ShipmentsList } from './ShipmentsList.tsx';

interface Candidate {
  id: number;
  docType: string;
  number: string;
  date: string;
  payable: string;
  currency: string;
  account: string | null;
  phone: string | null;
  province: string | null;
  district: string | null;
  address: string | null;
  /** The carrier's words on an earlier try that failed or was cancelled. */
  lastProblem: string | null;
}

interface Defaults {
  active: boolean;
  payer: Payer;
  codAllowed: boolean;
  desiDivisor: number;
  minDesi: string;
  labelFormat: LabelFormat;
}

type Parcel = Omit<ShipmentRequest, 'documentId' | 'note'>;

const QUERY = { dateFrom: '', dateTo: '', search: '', tab: 'send', page: '1' };
const PAGE_SIZE = 100;

/**
 * `/modul/<carrier>kargo/gonder`: sales waybills, invoices and orders not yet shipped, each with its
 * parcels, desi, weight and cash on delivery; the chosen ones are handed to the carrier together,
 * each with its own answer. The second tab follows what was shipped: states, labels, tracking.
 */
export function SendScreen({ carrier }: { carrier: CarrierCode }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [query, setQuery] = useUrlQueryState(QUERY);
  const search = useDebounced(query.search, 300);
  const [chosen, setChosen] = useState<number[]>([]);
  /** The numbers of the chosen documents, also of those on other pages, for the results. */
  const [numbers, setNumbers] = useState<Record<number, string>>({});
  const [parcels, setParcels] = useState<Record<number, Parcel>>({});
  /** The package type chosen per document: its size times the parcel count gives the desi. */
  const [boxes, setBoxes] = useState<Record<number, PackageType>>({});
  const [results, setResults] = useState<(ShipmentResult & { number: string })[]>([]);
  const { data, isFetching } = useQuery({
    queryKey: ['cargo', carrier, 'candidates', search, query.dateFrom, query.dateTo, query.page],
    queryFn: () =>
      apiGet<{ rows: Candidate[]; total: number; account: Defaults }>(`/cargo/${carrier}/candidates`, {
        search: search || undefined,
        from: query.dateFrom || undefined,
        to: query.dateTo || undefined,
        page: query.page,
        pageSize: PAGE_SIZE,
      }),
  });
  const { data: packages } = useQuery({
    queryKey: ['cargo', 'package-types'],
    queryFn: () => apiGet<PackageType[]>('/cargo/package-types'),
  });
  const defaults = data?.account;
  const parcelOf = (id: number): Parcel =>
    parcels[id] ?? {
      parcels: 1,
      desi: defaults?.minDesi ?? '1',
      weightKg: '1',
      codAmount: '0',
      payer: defaults?.payer ?? 'sender',
    };
  const change = (id: number, patch: Partial<Parcel>) =>
    setParcels((all) => ({ ...all, [id]: { ...parcelOf(id), ...patch } }));
  /** The desi and weight of `count` boxes of one package type, as the carrier charges the shipment. */
  const ofBoxes = (box: PackageType | undefined, count: number): Partial<Parcel> =>
    box && defaults
      ? {
          desi: new Big(desiOf(box, defaults.desiDivisor)).times(count).toFixed(2),
          ...(Number(box.weightKg) > 0 ? { weightKg: new Big(box.weightKg).times(count).toFixed(3) } : {}),
        }
      : {};
  const send = useMutation({
    mutationFn: () =>
      apiSend<ShipmentResult[]>('post', `/cargo/${carrier}/send`, {
        shipments: chosen.map((documentId) => ({ documentId, ...parcelOf(documentId) })),
      }),
    onSuccess: ({ data: answers }) => {
      setResults(answers.map((answer) => ({ ...answer, number: numbers[answer.documentId] ?? '' })));
      setChosen([]);
      if (answers.some((answer) => answer.ok)) message.success(t('cargo.send.results'));
      void client.invalidateQueries({ queryKey: ['cargo', carrier] });
    },
  });
  const title = CARRIER_TITLES[carrier];
  const number = (id: number, field: 'desi' | 'weightKg' | 'codAmount', scale: number) => (
    <DecimalInput
      size="small"
      scale={scale}
      value={parcelOf(id)[field]}
      onChange={(value) => {
        // A size typed by hand is no longer the package type's.
        if (field !== 'codAmount') setBoxes(({ [id]: _, ...others }) => others);
        change(id, { [field]: value ?? '0' });
      }}
      style={{ width: 80 }}
      aria-label={t(`cargo.send.${field === 'weightKg' ? 'weight' : field === 'codAmount' ? 'cod' : 'desi'}`)}
    />
  );
  const toShip = (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {defaults && !defaults.active && (
        <Alert
          type="warning"
          showIcon
          title={t('cargo.send.notActive', { carrier: title })}
          action={<Link to={`/modul/${CARRIER_ROUTES[carrier]}/ayar`}>{t('cargo.send.toSettings')}</Link>}
        />
      )}
      {results.length > 0 && (
        <Card size="small" title={t('cargo.send.results')} data-testid="cargo-send-results">
          <List
            size="small"
            dataSource={results}
            renderItem={(result) => (
              <List.Item>
                <Space wrap size={[8, 2]}>
                  <Typography.Text strong>{result.number}</Typography.Text>
                  {result.ok ? (
                    <Tag color="green">{t('cargo.send.queued', { carrier: title })}</Tag>
                  ) : (
                    <>
                      <Tag color="red">{t('cargo.send.refused')}</Tag>
                      <Typography.Text type="danger">{result.message}</Typography.Text>
                    </>
                  )}
                </Space>
              </List.Item>
            )}
          />
        </Card>
      )}
      <Card
        size="small"
        extra={
          <Button
            type="primary"
            disabled={chosen.length === 0 || !defaults?.active}
            loading={send.isPending}
            onClick={() => send.mutate()}
            data-testid="cargo-send"
          >
            {t('cargo.send.send', { count: chosen.length })}
          </Button>
        }
      >
        <Space wrap style={{ marginBottom: 8 }}>
          <SearchFilter value={query.search} onChange={(value) => setQuery({ search: value, page: '1' })} />
          <DateRangeFilter
            from={query.dateFrom}
            to={query.dateTo}
            onChange={(range) => setQuery({ ...range, page: '1' })}
          />
        </Space>
        <ListTable<Candidate>
          size="small"
          rowKey="id"
          loading={isFetching}
          dataSource={data?.rows}
          pagination={urlPagination(query.page, PAGE_SIZE, data?.total, setQuery)}
          locale={{ emptyText: t('cargo.send.nothing') }}
          rowSelection={{
            selectedRowKeys: chosen,
            // Documents chosen on one page stay chosen while the clerk pages on.
            preserveSelectedRowKeys: true,
            onChange: (keys, rows) => {
              setChosen(keys as number[]);
              setNumbers((known) => ({
                ...known,
                ...Object.fromEntries(rows.filter(Boolean).map((row) => [row.id, row.number])),
              }));
            },
          }}
          cardTitle="number"
          scroll={{ x: 'max-content' }}
          columns={[
            {
              key: 'number',
              title: t('ledger.number'),
              // The date under the number: the row's inputs need the width at 1366 pixels.
              render: (_, row) => (
                <Space orientation="vertical" size={0}>
                  <Link to={documentPath(row.docType, row.id)}>{row.number}</Link>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {formatDate(row.date)}
                  </Typography.Text>
                </Space>
              ),
            },
            {
              key: 'account',
              title: t('ledger.account'),
              width: 220,
              render: (_, row) => (
                <Space orientation="vertical" size={0}>
                  {row.account}
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {row.district && row.province
                      ? `${row.district} / ${row.province}`
                      : t('cargo.send.noPlace')}
                  </Typography.Text>
                  {row.lastProblem && (
                    <Typography.Text type="danger" data-testid="last-problem">
                      {t('cargo.send.problemBefore', { reason: row.lastProblem })}
                    </Typography.Text>
                  )}
                </Space>
              ),
            },
            {
              key: 'payable',
              title: t('ledger.total'),
              align: 'right',
              render: (_, row) => formatMoney(row.payable, row.currency),
            },
            {
              key: 'package',
              title: t('cargo.send.package'),
              render: (_, row) => (
                <Select<number>
                  size="small"
                  allowClear
                  style={{ width: 110 }}
                  aria-label={t('cargo.send.package')}
                  options={packages
                    ?.filter((box) => box.active)
                    .map((box) => ({ value: box.id, label: box.name }))}
                  value={boxes[row.id]?.id}
                  onChange={(id) => {
                    const box = packages?.find((entry) => entry.id === id);
                    setBoxes(({ [row.id]: _, ...others }) => (box ? { ...others, [row.id]: box } : others));
                    change(row.id, ofBoxes(box, parcelOf(row.id).parcels));
                  }}
                />
              ),
            },
            {
              key: 'parcels',
              title: t('cargo.send.parcels'),
              render: (_, row) => (
                <InputNumber
                  size="small"
                  min={1}
                  max={99}
                  precision={0}
                  value={parcelOf(row.id).parcels}
                  onChange={(value) =>
                    change(row.id, { parcels: value ?? 1, ...ofBoxes(boxes[row.id], value ?? 1) })
                  }
                  style={{ width: 60 }}
                  aria-label={t('cargo.send.parcels')}
                />
              ),
            },
            { key: 'desi', title: t('cargo.send.desi'), render: (_, row) => number(row.id, 'desi', 2) },
            {
              key: 'weight',
              title: t('cargo.send.weight'),
              render: (_, row) => number(row.id, 'weightKg', 3),
            },
            ...(defaults?.codAllowed
              ? [
                  {
                    key: 'cod',
                    title: t('cargo.send.cod'),
                    render: (_: unknown, row: Candidate) => number(row.id, 'codAmount', 2),
                  },
                ]
              : []),
            {
              key: 'payer',
              title: t('cargo.send.payer'),
              render: (_, row) => (
                <Select<Payer>
                  size="small"
                  style={{ width: 140 }}
                  value={parcelOf(row.id).payer}
                  onChange={(payer) => change(row.id, { payer })}
                  options={[
                    { value: 'sender', label: t('cargo.settings.payerSender') },
                    { value: 'receiver', label: t('cargo.settings.payerReceiver') },
                  ]}
                />
              ),
            },
          ]}
        />
      </Card>
    </Space>
  );
  return (
    <Card title={title} size="small" data-testid="cargo-send-screen">
      <Tabs
        activeKey={query.tab}
        onChange={(tab) => setQuery({ tab })}
        items={[
          { key: 'send', label: t('cargo.send.toShip'), children: toShip },
          {
            key: 'shipments',
            label: t('cargo.send.shipments'),
            children: (
              <ShipmentsList
                carrier={carrier}
                initialSearch={query.search}
                labelFormat={defaults?.labelFormat}
              />
            ),
          },
        ]}
      />
    </Card>
  );
}
