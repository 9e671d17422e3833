import { DeleteOutlined, PlusOutlined, PrinterOutlined } from '@ant-design/icons';
import { type items, labelDesigns } from '@kibo/contracts/resources';
import { useMutation } from '@tanstack/react-query';
import { Button, Card, Form, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { http } from '../../platform/api/client.ts';
import { saveBlob } from '../../platform/download.ts';
import { applyFieldErrors } from '../../platform/forms.ts';
import { IntegerInput } from '../../platform/number/DecimalInput.tsx';
import { ResourceListPage } from '../../platform/resources/ResourceListPage.tsx';
import { FieldInput } from '../../platform/resources/widgets.tsx';

export const LabelDesignsPage = () => <ResourceListPage def={labelDesigns} form="drawer" />;

interface PrintForm {
  designId?: number;
  skip: number;
  lines: { itemId?: number; quantity: number }[];
}

/** `/sistem/etiket/detay`: labels for chosen items and quantities, as a PDF to print. */
export function LabelPrintPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<PrintForm>();
  const print = useMutation({
    mutationFn: (values: PrintForm) =>
      http.post<Blob>('/labels/pdf', values, { responseType: 'blob', timeout: 120_000 }),
    onSuccess: (response) => saveBlob(response.data, 'etiketler.pdf'),
    onError: (error) => applyFieldErrors(form, error),
  });
  const reference = (field: string, meta: (typeof items.fields)['categoryId']['meta']) => (
    <FieldInput context={{ def: labelDesigns, field, meta }} />
  );
  return (
    <Card title={t('routes.system.labelDetail')} data-testid="label-print">
      <Form<PrintForm>
        form={form}
        layout="vertical"
        initialValues={{ skip: 0, lines: [{ quantity: 1 }] }}
        onFinish={(values) => print.mutate(values)}
      >
        <Space wrap align="start">
          <Form.Item
            name="designId"
            label={t('resources.labelDesigns.one')}
            required
            style={{ minWidth: 260 }}
          >
            {reference('designId', { kind: 'reference', required: true, resource: 'labelDesigns' })}
          </Form.Item>
          <Form.Item name="skip" label={t('system.skipLabels')}>
            <IntegerInput />
          </Form.Item>
        </Space>
        <Form.List name="lines">
          {(rows, { add, remove }) => (
            <>
              {rows.map((row) => (
                <Space key={row.key} align="start" wrap>
                  <Form.Item
                    name={[row.name, 'itemId']}
                    label={t('resources.items.one')}
                    style={{ minWidth: 320 }}
                  >
                    {reference('itemId', { kind: 'reference', required: true, resource: 'items' })}
                  </Form.Item>
                  <Form.Item name={[row.name, 'quantity']} label={t('system.labelCount')}>
                    <IntegerInput />
                  </Form.Item>
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    style={{ marginTop: 30 }}
                    aria-label={t('resources.common.removeLine')}
                    onClick={() => remove(row.name)}
                  />
                </Space>
              ))}
              <div>
                <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ quantity: 1 })}>
                  {t('resources.common.addLine')}
                </Button>
              </div>
            </>
          )}
        </Form.List>
        <Button
          type="primary"
          htmlType="submit"
          icon={<PrinterOutlined />}
          loading={print.isPending}
          style={{ marginTop: 16 }}
        >
          {t('system.printLabels')}
        </Button>
      </Form>
    </Card>
  );
}
