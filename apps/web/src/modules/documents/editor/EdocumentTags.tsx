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

const label = (edocument: Edocument) =>
  edocument.kind === 'despatch'
    ? 'e-İrsaliye'
    : edocument.profile === 'EARSIVFATURA'
      ? 'e-Arşiv'
      : 'e-Fatura';

/** The integrator's list the e-document is in: invoices, or MySoft's waybills. */
const listOf = (edocument: Edocument) =>
  `/modul/${edocument.integrator}efatura/${edocument.kind === 'despatch' ? 'irsaliye/' : ''}${edocument.direction === 'in' ? 'gelen' : 'giden'}?search=${edocument.number}`;

/** A saved document's e-documents and where they stand, linking to the integrator's list. */
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
          <Link to={listOf(edocument)} data-testid="document-edocument">
            <Tag color={COLORS[edocument.status]}>
              {label(edocument)} {edocument.number} · {t(`einvoice.status.${edocument.status}`)}
            </Tag>
          </Link>
        </Tooltip>
      ))}
    </>
  );
}
