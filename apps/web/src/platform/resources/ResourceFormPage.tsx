import type { ResourceDef } from '@kibo/contracts/resources';
import { Card } from 'antd';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { type FormMode, ResourceForm } from './ResourceForm.tsx';

/** The spec's route shapes: `…/yeni`, `…/duzen/:id`, `…/cogalt/:id`. */
const modeOf = (pathname: string): FormMode =>
  pathname.includes('/duzen/') ? 'edit' : pathname.includes('/cogalt/') ? 'copy' : 'new';

/** A resource form as a page of its own, for resources whose spec routes include the form. */
export function ResourceFormPage({
  def,
  listPath,
  base,
  actions,
}: {
  def: ResourceDef;
  listPath: string;
  base: string;
  actions?: ComponentProps<typeof ResourceForm>['actions'];
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const copyOf = Number(new URLSearchParams(location.search).get('kopya')) || undefined;
  const mode = copyOf ? 'copy' : modeOf(location.pathname);
  const routeId = Number(useParams().id) || undefined;
  const id = copyOf ?? routeId;
  return (
    <Card title={t(`resources.${def.name}.one`)} extra={<a href={`#${listPath}`}>{t('common.back')}</a>}>
      <ResourceForm
        def={def}
        mode={mode}
        id={id}
        onSaved={(record) => {
          if (mode !== 'edit')
            navigate(`${base}/duzen/${record.id}`, {
              replace: true,
              state: { replacesView: location.pathname },
            });
        }}
        onCancel={() => navigate(listPath)}
        actions={actions}
      />
    </Card>
  );
}
