import { useQuery } from '@tanstack/react-query';
import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiGet } from '../../../platform/api/client.ts';

interface Edocument {
  id: number;
  integrator: string;
  kind: string;
  direction: 'in' | 'out';
  number: string;
  profile: string;
  status: string;
  statusText: string;
}

const COLORS: Record<string, string> = {
  approved: 'green',
  notApproved: 'red',
  rejected: 'red',
  awaitingApproval: 'gold',
  sent: 'blue',
};

/** A saved invoice's e-invoice (or e-archive) and where it stands, linking to the integrator's list. */
export function EdocumentTags({ documentId }: { documentId: number }) {
  const { t } = useTranslation();
  const { data } = useQuery({
    queryKey: ['einvoice', 'document', documentId],
    queryFn: () => apiGet<Edocument[]>(`/einvoice/document/${documentId}`, undefined, { silent: true }),
  });
  return (
    <>
      {(data ?? []).map((edocument) => (
        <Tooltip key={edocument.id} title={edocument.statusText || undefined}>
          <Link
            to={`/modul/${edocument.integrator}efatura/${edocument.direction === 'in' ? 'gelen' : 'giden'}?search=${edocument.number}`}
            data-testid="document-edocument"
          >
            <Tag color={COLORS[edocument.status]}>
              {edocument.profile === 'EARSIVFATURA' ? 'e-Arşiv' : 'e-Fatura'} {edocument.number} ·{' '}
              {t(`einvoice.status.${edocument.status}`)}
            </Tag>
          </Link>
        </Tooltip>
      ))}
    </>
  );
}
