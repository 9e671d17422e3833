import { Button, Input, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiSend } from '../../../platform/api/client.ts';
import type { PickingLine } from './types.ts';

/** Typing what was taken of a line from one of its shelves (where units need not each be scanned). */
export function PickCell({
  pickingId,
  line,
  shelfRequired,
  onSaved,
}: {
  pickingId: number;
  line: PickingLine;
  shelfRequired: boolean;
  onSaved(): Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [locationId, setLocationId] = useState<number | null>(line.shelves[0]?.locationId ?? null);
  const atShelf = line.picks.find((pick) => pick.locationId === locationId)?.quantity ?? '0';
  const [quantity, setQuantity] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const save = async () => {
    if (quantity === null) return;
    setSaving(true);
    try {
      await apiSend('post', `/pickings/${pickingId}/pick`, {
        orderLineId: line.orderLineId,
        locationId,
        quantity: quantity.replace(',', '.'),
        mode: 'set',
      });
      setQuantity(null);
      await onSaved();
    } catch {
      // The error catalogue shows why (more than the order asks for, a shelf the item is not on).
    } finally {
      setSaving(false);
    }
  };
  return (
    <Space.Compact>
      {(line.shelves.length > 0 || shelfRequired) && (
        <Select
          style={{ width: 100 }}
          aria-label={t('picking.shelf')}
          value={locationId}
          onChange={(value) => {
            setLocationId(value);
            setQuantity(null);
          }}
          options={line.shelves.map((shelf) => ({ value: shelf.locationId, label: shelf.code }))}
        />
      )}
      <Input
        style={{ width: 90 }}
        data-testid={`pick-quantity-${line.itemCode}`}
        aria-label={`${t('picking.picked')} ${line.itemCode}`}
        value={quantity ?? String(Number(atShelf))}
        onChange={(event) => setQuantity(event.target.value)}
        onPressEnter={() => void save()}
      />
      <Button loading={saving} disabled={quantity === null} onClick={() => void save()}>
        {t('picking.save')}
      </Button>
    </Space.Compact>
  );
}
