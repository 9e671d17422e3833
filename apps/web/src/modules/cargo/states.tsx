import type { ShipmentState } from '@kibo/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Record<ShipmentState, string> = {
  queued: 'default',
  created: 'blue',
  pickedUp: 'cyan',
  inTransit: 'geekblue',
  outForDelivery: 'purple',
  delivered: 'green',
  returned: 'orange',
  cancelled: 'default',
  failed: 'red',
};

/** A shipment's state as a coloured tag, the same words on every screen. */
export function ShipmentStateTag({ state }: { state: ShipmentState }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLORS[state]} data-testid="shipment-state" data-state={state}>
      {t(`cargo.states.${state}`)}
    </Tag>
  );
}
