import type { IntegratorCode } from '@kibo/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Descriptions, Drawer, Space, Table } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { apiGet, apiSend } from '../../platform/api/client.ts';
import { documentPath, formatDate, formatQuantity } from '../../platform/ledger/format.ts';
import { settingsStore } from '../../platform/settings.ts';
import { useStore } from '../../platform/store.ts';
import type { EdocumentRow } from './DocumentsScreen.tsx';
import { ItemMatch, SenderLineName, type SenderOf, SupplierMissing, WarehouseField } from './draft-parts.tsx';

interface WaybillLine {
  itemId: number | null;
  matchedBy: 'barcode' | 'code' | 'supplierCode' | null;
  name: string;
  supplierCode: string;
  barcode: string;
  quantity: string;
  unitCode: string;
}

interface WaybillDraft {
  number: string;
  date: string;
  accountId: number | null;
  supplier: SenderOf & { found: { id: number; title: string } | null };
  lines: WaybillLine[];
}

/**
 * A waybill sent to us as our purchase waybill, to take the goods into a warehouse: the supplier by
 * its tax number (or its card made here), each line's item found or picked; saved by the server in
 * one go and tied to the e-despatch. Prices come with the supplier's invoice.
 */
export function IncomingWaybill({
  integrator,
  row,
  onClose,
  onSaved,
}: {
  integrator: IntegratorCode;
  row: EdocumentRow;
  onClose(): void;
  onSaved(): void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const client = useQueryClient();
  const settings = useStore(settingsStore).settings;
  const url = `/einvoice/${integrator}/despatch/incoming/${row.id}/waybill`;
  const { data: draft, refetch } = useQuery({
    queryKey: ['einvoice', integrator, 'waybill', row.id],
    queryFn: () => apiGet<WaybillDraft>(url),
  });
  const [items, setItems] = useState<(number | null)[]>([]);
  const [warehouseId, setWarehouseId] = useState<number | null>(
    settings?.app.preferences.default_warehouse_id ?? null,
  );
  useEffect(() => {
    if (draft) setItems(draft.lines.map((line) => line.itemId));
  }, [draft]);
  const save = useMutation({
    mutationFn: () => apiSend<{ id: number }>('post', url, { warehouseId, itemIds: items }),
    onSuccess: ({ data: saved, message: text }) => {
      if (text) message.success(text);
      void client.invalidateQueries({ queryKey: ['einvoice', integrator] });
      onSaved();
      navigate(documentPath('despatchIn', saved.id));
    },
  });
  const ready = Boolean(draft?.accountId && warehouseId && items.length && items.every(Boolean));
  return (
    <Drawer
      open
      width={Math.min(900, window.innerWidth)}
      title={t('einvoice.waybill.title', { number: row.number })}
      onClose={onClose}
      data-testid="einvoice-waybill"
      extra={
        <Button type="primary" disabled={!ready} loading={save.isPending} onClick={() => save.mutate()}>
          {t('einvoice.waybill.save')}
        </Button>
      }
    >
      {draft && (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Descriptions size="small" column={{ xs: 1, sm: 2 }} bordered>
            <Descriptions.Item label={t('einvoice.draft.supplier')}>
              {draft.supplier.name} ({draft.supplier.taxId})
            </Descriptions.Item>
            <Descriptions.Item label={t('ledger.date')}>{formatDate(draft.date)}</Descriptions.Item>
          </Descriptions>
          {!draft.supplier.found && (
            <SupplierMissing supplier={draft.supplier} onCreated={() => void refetch()} />
          )}
          <WarehouseField value={warehouseId} onChange={setWarehouseId} />
          <Table<WaybillLine>
            size="small"
            rowKey={(_, index) => String(index)}
            dataSource={draft.lines}
            pagination={false}
            scroll={{ x: 640 }}
            columns={[
              {
                key: 'name',
                title: t('ledger.item'),
                render: (_, line) => <SenderLineName line={line} />,
              },
              {
                key: 'quantity',
                title: t('ledger.quantity'),
                width: 110,
                align: 'right',
                render: (_, line) => `${formatQuantity(line.quantity)} ${line.unitCode}`,
              },
              {
                key: 'item',
                title: t('einvoice.draft.item'),
                width: 300,
                render: (_, line, index) => (
                  <ItemMatch
                    matched={line}
                    value={items[index]}
                    onChange={(value) =>
                      setItems((all) => all.map((item, at) => (at === index ? value : item)))
                    }
                  />
                ),
              },
            ]}
          />
        </Space>
      )}
    </Drawer>
  );
}
