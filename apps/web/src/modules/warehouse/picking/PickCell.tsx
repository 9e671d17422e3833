import { Button, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiSend } from '../../../platform/api/client.ts';
import { DecimalInput } from '../../../platform/number/DecimalInput.tsx';
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
  // undefined: nothing typed (the box shows what is picked there); null: typed, not a number yet.
  const [quantity, setQuantity] = useState<string | null | undefined>(undefined);
  const [saving, setSaving] = useState(false);
  const save = async () => {
    if (quantity === undefined || quantity === null) return;
    setSaving(true);
    try {
      await apiSend('post', `/pickings/${pickingId}/pick`, {
        orderLineId: line.orderLineId,
        locationId,
        quantity,
        mode: 'set',
      });
      setQuantity(undefined);
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
            setQuantity(undefined);
          }}
          options={line.shelves.map((shelf) => ({ value: shelf.locationId, label: shelf.code }))}
        />
      )}
      <DecimalInput
        scale={4}
        style={{ width: 90 }}
        data-testid={`pick-quantity-${line.itemCode}`}
        aria-label={`${t('picking.picked')} ${line.itemCode}`}
        value={quantity === undefined ? atShelf : quantity}
        onChange={setQuantity}
        onPressEnter={() => void save()}
      />
      <Button
        loading={saving}
        disabled={quantity === undefined || quantity === null}
        onClick={() => void save()}
      >
        {t('picking.save')}
      </Button>
    </Space.Compact>
  );
}
