import { CARRIER_ROUTES, CARRIER_TITLES, type Shipment } from '@kibo/contracts';
import { useQuery } from '@tanstack/react-query';
import { Popover, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiGet } from '../../platform/api/client.ts';
import { ShipmentHistory } from './ShipmentsList.tsx';

/**
 * A saved document's parcels, for its editor: the carrier and where the parcel stands, its history
 * and tracking link on hover, linking to the carrier's shipments.
 */
export function ShipmentTags({ documentId }: { documentId: number }) {
  const { t } = useTranslation();
  const { data } = useQuery({
    queryKey: ['cargo', 'document', documentId],
    queryFn: () => apiGet<Shipment[]>(`/cargo/document/${documentId}`, undefined, { silent: true }),
  });
  return (
    <>
      {(data ?? [])
        .filter((shipment) => shipment.state !== 'failed' && shipment.state !== 'cancelled')
        .map((shipment) => (
          <Popover
            key={shipment.id}
            title={`${CARRIER_TITLES[shipment.carrier]} · ${shipment.trackingNo || shipment.cargoKey}`}
            content={
              <Space orientation="vertical">
                {shipment.trackingLink && (
                  <a href={shipment.trackingLink} target="_blank" rel="noreferrer">
                    {t('cargo.shipments.track')}
                  </a>
                )}
                <ShipmentHistory shipment={shipment} />
              </Space>
            }
          >
            <Link
              to={`/modul/${CARRIER_ROUTES[shipment.carrier]}/gonder?tab=shipments&search=${shipment.documentNo}`}
              data-testid="document-shipment"
            >
              <Tag color="cyan">
                {CARRIER_TITLES[shipment.carrier]} · {t(`cargo.states.${shipment.state}`)}
              </Tag>
            </Link>
          </Popover>
        ))}
    </>
  );
}
