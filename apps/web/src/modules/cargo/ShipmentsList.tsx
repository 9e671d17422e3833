import { CopyOutlined, PrinterOutlined, StopOutlined, SyncOutlined } from '@ant-design/icons';
import { type CarrierCode, type LabelFormat, SHIPMENT_STATES, type Shipment } from '@kibo/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  App,
  Button,
  type ButtonProps,
  Popconfirm,
  Select,
  Space,
  Timeline,
  Tooltip,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiGet, apiSend, http } from '../../platform/api/client.ts';
import { downloadFile, openPdf } from '../../platform/download.ts';
import { SearchFilter } from '../../platform/ledger/FilterField.tsx';
import { documentPath, formatDateTime, formatMoney } from '../../platform/ledger/format.ts';
import { ListTable } from '../../platform/list/ListTable.tsx';
import { useDebounced } from '../../platform/list-state.ts';
import { ShipmentStateTag } from './states.tsx';

/** A shipment's carrier events, newest first, or why there are none yet. */
export function ShipmentHistory({ shipment }: { shipment: Shipment }) {
  const { t } = useTranslation();
  if (!shipment.events.length)
    return <Typography.Text type="secondary">{t('cargo.shipments.noEvents')}</Typography.Text>;
  return (
    <Timeline
      data-testid="shipment-history"
      items={[...shipment.events].reverse().map((event) => ({
        content: (
          <Space orientation="vertical" size={0}>
            <Typography.Text>{event.text}</Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {formatDateTime(event.at)}
              {event.location ? ` · ${event.location}` : ''}
            </Typography.Text>
          </Space>
        ),
      }))}
    />
  );
}

const PAGE_SIZE = 100;

/** A row's action as an icon, its words as the tooltip and the accessible name. */
function IconAction({ label, ...button }: ButtonProps & { label: string }) {
  return (
    <Tooltip title={label}>
      <Button size="small" type="text" aria-label={label} {...button} />
    </Tooltip>
  );
}

/** The carrier's shipments: where each stands, its labels, its tracking link, cancel and "ask now". */
export function ShipmentsList({
  carrier,
  initialSearch = '',
  labelFormat = 'pdf',
}: {
  carrier: CarrierCode;
  initialSearch?: string;
  labelFormat?: LabelFormat;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [search, setSearch] = useState(initialSearch);
  const [state, setState] = useState<string>();
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<number[]>([]);
  const searched = useDebounced(search, 300);
  const { data, isFetching } = useQuery({
    queryKey: ['cargo', carrier, 'shipments', searched, state, page],
    queryFn: () =>
      apiGet<{ rows: Shipment[]; total: number }>(`/cargo/${carrier}/shipments`, {
        search: searched || undefined,
        state,
        page,
        pageSize: PAGE_SIZE,
      }),
    // States move as the worker hears from the carrier.
    refetchInterval: 30_000,
  });
  const refresh = () => client.invalidateQueries({ queryKey: ['cargo', carrier, 'shipments'] });
  const cancel = useMutation({
    mutationFn: (id: number) => apiSend('post', `/cargo/${carrier}/shipments/${id}/cancel`, {}),
    onSuccess: ({ message: text }) => {
      message.success(text);
      void refresh();
    },
  });
  const ask = useMutation({
    mutationFn: (id: number) => apiSend('post', `/cargo/${carrier}/shipments/${id}/track`),
    onSuccess: () => void refresh(),
  });
  const labels = (ids: number[]) =>
    openPdf(
      () =>
        http
          .get<Blob>(`/cargo/${carrier}/labels`, {
            params: { ids: ids.join(','), format: 'pdf' },
            responseType: 'blob',
          })
          .then((response) => response.data),
      'kargo-etiket.pdf',
    );
  const copy = async (link: string) => {
    await navigator.clipboard.writeText(link);
    message.success(t('cargo.shipments.copied'));
  };
  const pdfButton = (
    <Button
      key="pdf"
      type={labelFormat === 'pdf' ? 'primary' : 'default'}
      disabled={!chosen.length}
      onClick={() => void labels(chosen)}
      data-testid="print-labels"
    >
      {t('cargo.shipments.labels')}
    </Button>
  );
  const zplButton = (
    <Button
      key="zpl"
      type={labelFormat === 'zpl' ? 'primary' : 'default'}
      disabled={!chosen.length}
      onClick={() =>
        void downloadFile(
          `/cargo/${carrier}/labels`,
          { ids: chosen.join(','), format: 'zpl' },
          'kargo-etiket.zpl',
        )
      }
    >
      {t('cargo.shipments.labelsZpl')}
    </Button>
  );
  // The account's label format leads: a shop with a thermal printer prints ZPL first.
  const labelButtons = labelFormat === 'zpl' ? [zplButton, pdfButton] : [pdfButton, zplButton];
  const printable = (row: Shipment) => !['queued', 'failed', 'cancelled'].includes(row.state);
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="cargo-shipments">
      <Space wrap>
        <SearchFilter
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
        <Select
          allowClear
          style={{ width: 190 }}
          placeholder={t('cargo.shipments.state')}
          value={state}
          onChange={(value) => {
            setState(value);
            setPage(1);
          }}
          options={SHIPMENT_STATES.map((value) => ({ value, label: t(`cargo.states.${value}`) }))}
        />
        {labelButtons}
      </Space>
      <ListTable<Shipment>
        size="small"
        rowKey="id"
        loading={isFetching}
        dataSource={data?.rows}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: data?.total ?? 0,
          showSizeChanger: false,
          onChange: setPage,
        }}
        locale={{ emptyText: t('cargo.shipments.nothing') }}
        rowSelection={{
          selectedRowKeys: chosen,
          preserveSelectedRowKeys: true,
          onChange: (keys) => setChosen(keys as number[]),
          getCheckboxProps: (row) => ({ disabled: !printable(row) }),
        }}
        expandable={{ expandedRowRender: (row) => <ShipmentHistory shipment={row} /> }}
        cardTitle="documentNo"
        scroll={{ x: 'max-content' }}
        columns={[
          {
            key: 'created',
            title: t('cargo.shipments.created'),
            render: (_, row) => formatDateTime(row.createdAt),
          },
          {
            key: 'document',
            title: t('cargo.shipments.document'),
            render: (_, row) => (
              <Link to={documentPath(row.documentType, row.documentId)}>{row.documentNo}</Link>
            ),
          },
          {
            key: 'receiver',
            title: t('cargo.shipments.receiver'),
            render: (_, row) => (
              <Space orientation="vertical" size={0}>
                {row.accountName}
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {row.receiver.district} / {row.receiver.province}
                </Typography.Text>
              </Space>
            ),
          },
          {
            key: 'state',
            title: t('cargo.shipments.state'),
            render: (_, row) => (
              <Space orientation="vertical" size={0}>
                <ShipmentStateTag state={row.state} />
                {row.statusText && (
                  <Typography.Text type="danger" style={{ fontSize: 12 }} data-testid="shipment-problem">
                    {row.statusText}
                  </Typography.Text>
                )}
              </Space>
            ),
          },
          {
            key: 'tracking',
            title: t('cargo.shipments.trackingNo'),
            render: (_, row) => (
              <Space size={4}>
                <Typography.Text>{row.trackingNo || row.cargoKey}</Typography.Text>
                {row.trackingLink && printable(row) && (
                  <>
                    <a href={row.trackingLink} target="_blank" rel="noreferrer">
                      {t('cargo.shipments.track')}
                    </a>
                    <IconAction
                      label={t('cargo.shipments.copyLink')}
                      icon={<CopyOutlined />}
                      onClick={() => void copy(row.trackingLink)}
                    />
                  </>
                )}
              </Space>
            ),
          },
          {
            key: 'cod',
            title: t('cargo.send.cod'),
            align: 'right',
            render: (_, row) => (Number(row.codAmount) > 0 ? formatMoney(row.codAmount, 'TRY') : ''),
          },
          {
            key: 'actions',
            // Icons with their words as tooltips: the row keeps its width at 1366 pixels.
            render: (_, row) => (
              <Space size={0}>
                {printable(row) && (
                  <IconAction
                    label={t('cargo.shipments.labels')}
                    icon={<PrinterOutlined />}
                    onClick={() => void labels([row.id])}
                  />
                )}
                {!['delivered', 'returned', 'cancelled', 'failed'].includes(row.state) && (
                  <IconAction
                    label={t('cargo.shipments.askNow')}
                    icon={<SyncOutlined />}
                    loading={ask.isPending && ask.variables === row.id}
                    onClick={() => ask.mutate(row.id)}
                  />
                )}
                {(row.state === 'queued' || row.state === 'created') && (
                  <Popconfirm
                    // Beside the icon: above it, its tooltip would cover the confirm button.
                    placement="left"
                    title={t('cargo.shipments.cancelConfirm')}
                    onConfirm={() => cancel.mutate(row.id)}
                  >
                    <IconAction label={t('cargo.shipments.cancel')} icon={<StopOutlined />} danger />
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]}
      />
    </Space>
  );
}
