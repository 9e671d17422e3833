import type { IntegratorCode } from '@kibo/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Descriptions, Drawer, Space, Table } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { apiGet, apiSend } from '../../platform/api/client.ts';
import {
  documentPath,
  formatDate,
  formatMoney,
  formatPrice,
  formatQuantity,
} from '../../platform/ledger/format.ts';
import { settingsStore } from '../../platform/settings.ts';
import { useStore } from '../../platform/store.ts';
import type { EdocumentRow } from './DocumentsScreen.tsx';
import { ItemMatch, SenderLineName, type SenderOf, SupplierMissing, WarehouseField } from './draft-parts.tsx';

interface DraftLine {
  itemId: number | null;
  matchedBy: 'barcode' | 'code' | 'supplierCode' | null;
  /** The found item's unit the sender counted in; none: its main unit. */
  unitId: number | null;
  name: string;
  supplierCode: string;
  barcode: string;
  quantity: string;
  unitCode: string;
  unitPrice: string;
  discounts: string[];
  vatRate: string;
  otvRate: string;
  withholdingCode: string;
  withholding: string;
  exemptionCode: string;
  specialBase: string;
}

interface Draft {
  date: string;
  time: string;
  dueDate: string | null;
  counterpartyNo: string;
  currency: string;
  exchangeRate: string;
  accountId: number | null;
  supplier: SenderOf & { found: { id: number; title: string } | null };
  lines: DraftLine[];
  payable: string;
}

/**
 * An incoming e-invoice as a purchase invoice to check and save: the supplier found by its tax
 * number (or its card made from the invoice), each line's item found or picked, then saved and tied
 * to the e-invoice, so the supplier's codes are known next time.
 */
export function IncomingDraft({
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
  const base = `/einvoice/${integrator}/incoming/${row.id}`;
  const { data: draft, refetch } = useQuery({
    queryKey: ['einvoice', integrator, 'draft', row.id],
    queryFn: () => apiGet<Draft>(`${base}/draft`),
  });
  const [items, setItems] = useState<(number | null)[]>([]);
  const [warehouseId, setWarehouseId] = useState<number | null>(
    settings?.app.preferences.default_warehouse_id ?? null,
  );
  useEffect(() => {
    if (draft) setItems(draft.lines.map((line) => line.itemId));
  }, [draft]);

  const save = useMutation({
    mutationFn: async () => {
      const saved = await apiSend<{ record: { id: number } }>('post', '/documents', {
        docType: 'purchaseInvoice',
        date: draft!.date,
        time: draft!.time,
        dueDate: draft!.dueDate,
        warehouseId,
        accountId: draft!.accountId,
        counterpartyNo: draft!.counterpartyNo,
        currency: draft!.currency,
        exchangeRate: draft!.exchangeRate,
        pricesIncludeVat: false,
        lines: draft!.lines.map((line, index) => ({
          itemId: items[index],
          quantity: line.quantity,
          unitId: items[index] === line.itemId ? line.unitId : null,
          unitPrice: line.unitPrice,
          discounts: line.discounts,
          vatRate: line.vatRate,
          otvRate: line.otvRate,
          withholding: line.withholding,
          withholdingCode: line.withholdingCode,
          exemptionCode: line.exemptionCode,
          specialBase: line.specialBase,
        })),
      });
      await apiSend('post', `${base}/link`, { documentId: saved.data.record.id });
      return saved.data.record.id;
    },
    onSuccess: (id) => {
      message.success(t('einvoice.draft.saved'));
      void client.invalidateQueries({ queryKey: ['einvoice', integrator] });
      onSaved();
      navigate(documentPath('purchaseInvoice', id));
    },
  });
  const ready = Boolean(draft?.accountId && warehouseId && items.every(Boolean));

  return (
    <Drawer
      open
      width={Math.min(1000, window.innerWidth)}
      title={t('einvoice.draft.title', { number: row.number })}
      onClose={onClose}
      data-testid="einvoice-draft"
      extra={
        <Button type="primary" disabled={!ready} loading={save.isPending} onClick={() => save.mutate()}>
          {t('einvoice.draft.save')}
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
            <Descriptions.Item label={t('ledger.total')}>
              {formatMoney(draft.payable, draft.currency)}
            </Descriptions.Item>
            <Descriptions.Item label={t('ledger.number')}>{draft.counterpartyNo}</Descriptions.Item>
          </Descriptions>
          {!draft.supplier.found && (
            <SupplierMissing supplier={draft.supplier} onCreated={() => void refetch()} />
          )}
          <WarehouseField value={warehouseId} onChange={setWarehouseId} />
          <Table<DraftLine>
            size="small"
            rowKey={(_, index) => String(index)}
            dataSource={draft.lines}
            pagination={false}
            scroll={{ x: 800 }}
            columns={[
              {
                key: 'name',
                title: t('ledger.item'),
                render: (_, line) => <SenderLineName line={line} />,
              },
              {
                key: 'quantity',
                title: t('ledger.quantity'),
                width: 100,
                align: 'right',
                render: (_, line) => `${formatQuantity(line.quantity)} ${line.unitCode}`,
              },
              {
                key: 'price',
                title: t('einvoice.column.price'),
                width: 110,
                align: 'right',
                render: (_, line) => formatPrice(line.unitPrice),
              },
              { key: 'vat', title: 'KDV %', width: 70, align: 'right', dataIndex: 'vatRate' },
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
