import { trIncludes } from '@kibo/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Drawer, Form, Input, Popconfirm, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { applyFieldErrors } from '../../platform/forms.ts';
import { fetchPrinters, type KitchenPrinters, removeLayout, saveLayout, tableKeys } from './api.ts';

type Printer = KitchenPrinters['printers'][number];
type Values = { name: string; categoryIds: number[] };

/** One printer category's form: its name and the stock categories whose dishes it prints. */
function PrinterForm({
  printer,
  categories,
}: {
  printer?: Printer;
  categories: KitchenPrinters['categories'];
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const done = (text: string) => {
    message.success(text);
    if (!printer) form.resetFields();
    return queryClient.invalidateQueries({ queryKey: tableKeys.printers });
  };
  const save = useMutation({
    mutationFn: (values: Values) => saveLayout('printers', { id: printer?.id, ...values }),
    onSuccess: ({ message: text }) => done(text),
    onError: (error) => applyFieldErrors(form, error),
  });
  const remove = useMutation({
    mutationFn: () => removeLayout('printers', printer!.id),
    onSuccess: ({ message: text }) => done(text),
  });
  return (
    <Card size="small" data-testid={`printer-${printer?.name ?? 'new'}`}>
      <Form<Values>
        form={form}
        name={`kitchen_printer_${printer?.id ?? 'new'}`}
        layout="vertical"
        size="small"
        initialValues={printer ?? { name: '', categoryIds: [] }}
        onFinish={(values) => save.mutate(values)}
      >
        <Form.Item
          name="name"
          label={t('posTables.printerName')}
          rules={[{ required: true, message: t('common.required') }]}
        >
          <Input maxLength={40} placeholder={t('posTables.printerExample')} />
        </Form.Item>
        <Form.Item name="categoryIds" label={t('posTables.printerCategories')}>
          <Select
            mode="multiple"
            allowClear
            options={categories.map((category) => ({ value: category.id, label: category.name }))}
            filterOption={(input, option) => trIncludes(String(option?.label ?? ''), input)}
          />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {printer ? t('common.save') : t('posTables.addPrinter')}
          </Button>
          {printer && (
            <Popconfirm
              title={t('posTables.removePrinterConfirm', { name: printer.name })}
              okText={t('common.yes')}
              cancelText={t('common.no')}
              onConfirm={() => remove.mutate()}
            >
              <Button danger>{t('posTables.removePrinter')}</Button>
            </Popconfirm>
          )}
        </Space>
      </Form>
    </Card>
  );
}

/**
 * The kitchen printer categories (Mutfak, Bar…): a dish prints on the ticket of the category its stock
 * category, or the nearest parent's, belongs to; a dish of no such category on the general ticket.
 */
export function PrintersDrawer({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const printers = useQuery({ queryKey: tableKeys.printers, queryFn: fetchPrinters, enabled: open });
  return (
    <Drawer open={open} width={460} title={t('posTables.printers')} onClose={onClose} destroyOnHidden>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Typography.Paragraph type="secondary">{t('posTables.printersHint')}</Typography.Paragraph>
        {printers.data?.printers.map((printer) => (
          <PrinterForm key={printer.id} printer={printer} categories={printers.data.categories} />
        ))}
        {printers.data && <PrinterForm categories={printers.data.categories} />}
      </Space>
    </Drawer>
  );
}
