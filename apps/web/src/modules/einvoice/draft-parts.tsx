import type { FieldMeta } from '@kibo/contracts/resources';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Form, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { apiSend } from '../../platform/api/client.ts';
import { ReferencePicker } from '../../platform/resources/ReferencePicker.tsx';

// What the drafts made of incoming e-documents share: the sender with no card yet, and the item
// found (or to be picked) for each line.

export interface SenderOf {
  taxId: string;
  name: string;
  taxOffice: string;
  street: string;
  district: string;
  city: string;
  email: string;
}

/** The sender has no account card: one click makes it from the e-document's own words. */
export function SupplierMissing({ supplier, onCreated }: { supplier: SenderOf; onCreated(): void }) {
  const { t } = useTranslation();
  const create = useMutation({
    mutationFn: () =>
      apiSend('post', '/accounts', {
        title: supplier.name,
        role: 'supplier',
        taxId: supplier.taxId,
        taxOffice: supplier.taxOffice,
        billingAddress: [supplier.street, supplier.district, supplier.city].filter(Boolean).join(' '),
        email: supplier.email,
      }),
    onSuccess: onCreated,
  });
  return (
    <Alert
      type="warning"
      showIcon
      title={t('einvoice.draft.supplierMissing')}
      action={
        <Button size="small" loading={create.isPending} onClick={() => create.mutate()}>
          {t('einvoice.draft.createSupplier')}
        </Button>
      }
    />
  );
}

const ITEM: FieldMeta = { kind: 'reference', required: true, resource: 'items' };

/** A line's item: as found (and how), or to be picked. */
export function ItemMatch({
  matched,
  value,
  onChange,
}: {
  matched: { itemId: number | null; matchedBy: 'barcode' | 'code' | 'supplierCode' | null };
  value: number | null | undefined;
  onChange(value: number | null): void;
}) {
  const { t } = useTranslation();
  return (
    <Space orientation="vertical" size={2} style={{ width: '100%' }}>
      <ReferencePicker
        meta={ITEM}
        value={value ?? undefined}
        onChange={(next) => onChange((next as number) ?? null)}
      />
      {matched.matchedBy && value === matched.itemId ? (
        <Tag color="green">{t(`einvoice.draft.matched.${matched.matchedBy}`)}</Tag>
      ) : (
        !value && <Tag color="orange">{t('einvoice.draft.unmatched')}</Tag>
      )}
    </Space>
  );
}

const WAREHOUSE: FieldMeta = { kind: 'reference', required: true, resource: 'warehouses' };

/** The warehouse the goods of a draft go into (the user's default to start with). */
export function WarehouseField({
  value,
  onChange,
}: {
  value: number | null;
  onChange(value: number | null): void;
}) {
  const { t } = useTranslation();
  return (
    <Form layout="inline">
      <Form.Item label={t('einvoice.draft.warehouse')} required>
        <div style={{ minWidth: 220 }}>
          <ReferencePicker
            meta={WAREHOUSE}
            value={value}
            onChange={(next) => onChange((next as number) ?? null)}
          />
        </div>
      </Form.Item>
    </Form>
  );
}

/** A sender's line as it named it: the name, its code and barcode beneath. */
export const SenderLineName = ({
  line,
}: {
  line: { name: string; supplierCode: string; barcode: string };
}) => (
  <Space orientation="vertical" size={0}>
    <Typography.Text>{line.name}</Typography.Text>
    <Typography.Text type="secondary">
      {[line.supplierCode, line.barcode].filter(Boolean).join(' · ')}
    </Typography.Text>
  </Space>
);
