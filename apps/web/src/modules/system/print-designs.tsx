import { EyeOutlined } from '@ant-design/icons';
import { PRINT_LAYOUTS, type PrintLayout, printDesigns } from '@kibo/contracts/resources';
import { useMutation } from '@tanstack/react-query';
import { Button, Form, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { http } from '../../platform/api/client.ts';
import { openPdf } from '../../platform/download.ts';
import { applyFieldErrors } from '../../platform/forms.ts';
import { ResourceListPage } from '../../platform/resources/ResourceListPage.tsx';

/** Only the design's own fields: the preview takes a design as the form would save it. */
const designOf = (values: Record<string, unknown>) =>
  Object.fromEntries(
    Object.keys(printDesigns.fields).flatMap((field) =>
      values[field] === undefined ? [] : [[field, values[field]]],
    ),
  );

const fetchPreview = (design: object) => () =>
  http.post<Blob>('/print-designs/preview', design, { responseType: 'blob' }).then((answer) => answer.data);

function usePreview() {
  return useMutation({
    mutationFn: (design: object) => openPdf(fetchPreview(design), 'onizleme.pdf'),
  });
}

/** In the design form: the design as typed, saved or not, on a sample invoice. */
function PreviewButton() {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const preview = usePreview();
  return (
    <Button
      icon={<EyeOutlined />}
      loading={preview.isPending}
      onClick={() =>
        preview.mutate(designOf(form.getFieldsValue(true)), {
          onError: (error) => applyFieldErrors(form, error),
        })
      }
    >
      {t('system.preview')}
    </Button>
  );
}

/** The designs the product ships, previewed as they are. */
function BuiltInDesigns() {
  const { t } = useTranslation();
  const preview = usePreview();
  const nameOf = (layout: PrintLayout) => t(`system.builtInLayout.${layout}`);
  return (
    <Space>
      <Typography.Text type="secondary">{t('system.builtInDesigns')}</Typography.Text>
      {PRINT_LAYOUTS.map((layout) => (
        <Button
          key={layout}
          icon={<EyeOutlined />}
          onClick={() => preview.mutate({ name: nameOf(layout), layout })}
        >
          {nameOf(layout)}
        </Button>
      ))}
    </Space>
  );
}

/** `/sistem/tasarim`: the company's print designs, each previewed before it is kept. */
export const PrintDesignsPage = () => (
  <ResourceListPage
    def={printDesigns}
    form="drawer"
    toolbar={<BuiltInDesigns />}
    formActions={() => <PreviewButton />}
  />
);
