import {
  CARRIER_ROUTES,
  CARRIER_TITLES,
  type CarrierAccount,
  type CarrierCode,
  DEFAULT_DESI_DIVISOR,
  type PackageType,
} from '@kibo/contracts';
import { desiOf, formatDecimal } from '@kibo/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Drawer, Form, Input, Modal, Popconfirm, Space, Switch, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiGet, apiSend } from '../../platform/api/client.ts';
import { applyFieldErrors } from '../../platform/forms.ts';
import { DecimalInput } from '../../platform/number/DecimalInput.tsx';
import { numberLocaleOf } from '../../platform/number/locale.ts';
import { AccountForm } from './AccountForm.tsx';

/**
 * `/sistem/kargotanimlari`: the company's carrier accounts side by side (each edited in a drawer,
 * the same form as its settings screen), and the boxes it ships in, whose sizes give the desi.
 */
export function DefinitionsScreen() {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<CarrierCode>();
  const { data: accounts, isFetching } = useQuery({
    queryKey: ['cargo', 'accounts'],
    queryFn: () => apiGet<CarrierAccount[]>('/cargo/accounts'),
  });
  const stateOf = (account: CarrierAccount) =>
    !account.saved ? (
      <Tag>{t('cargo.definitions.notSet')}</Tag>
    ) : account.active ? (
      <Tag color="green">{t('cargo.definitions.active')}</Tag>
    ) : (
      <Tag color="orange">{t('cargo.definitions.inactive')}</Tag>
    );
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="cargo-definitions">
      <Card size="small" title={t('cargo.definitions.carriers')}>
        <Table<CarrierAccount>
          size="small"
          rowKey="carrier"
          loading={isFetching}
          dataSource={accounts}
          pagination={false}
          scroll={{ x: 'max-content' }}
          columns={[
            {
              key: 'carrier',
              title: t('cargo.definitions.carrier'),
              render: (_, row) => (
                <Link to={`/modul/${CARRIER_ROUTES[row.carrier]}/ayar`}>{CARRIER_TITLES[row.carrier]}</Link>
              ),
            },
            { key: 'state', title: t('cargo.definitions.state'), render: (_, row) => stateOf(row) },
            {
              key: 'user',
              title: t('cargo.fields.username'),
              render: (_, row) => row.username || row.customerCode,
            },
            {
              key: 'payer',
              title: t('cargo.settings.payer'),
              render: (_, row) =>
                t(row.payer === 'receiver' ? 'cargo.settings.payerReceiver' : 'cargo.settings.payerSender'),
            },
            {
              key: 'cod',
              title: t('cargo.send.cod'),
              render: (_, row) => (row.codAllowed ? t('common.yes') : t('common.no')),
            },
            { key: 'desi', title: t('cargo.settings.desiDivisor'), dataIndex: 'desiDivisor' },
            {
              key: 'edit',
              render: (_, row) => (
                <Button size="small" onClick={() => setEditing(row.carrier)}>
                  {t('cargo.definitions.edit')}
                </Button>
              ),
            },
          ]}
        />
      </Card>
      <PackageTypes />
      <Drawer
        open={Boolean(editing)}
        onClose={() => setEditing(undefined)}
        title={editing && t('cargo.settings.title', { carrier: CARRIER_TITLES[editing] })}
        size="large"
        destroyOnHidden
      >
        {editing && (
          <AccountForm
            carrier={editing}
            account={accounts?.find((account) => account.carrier === editing)}
            onSaved={() => setEditing(undefined)}
          />
        )}
      </Drawer>
    </Space>
  );
}

/** The boxes the shop ships in: a name, a size (its desi shown) and the box's own weight. */
function PackageTypes() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm();
  const [open, setOpen] = useState<PackageType | 'new'>();
  const { data } = useQuery({
    queryKey: ['cargo', 'package-types'],
    queryFn: () => apiGet<PackageType[]>('/cargo/package-types'),
  });
  const refresh = () => client.invalidateQueries({ queryKey: ['cargo', 'package-types'] });
  const save = useMutation({
    mutationFn: (values: object) =>
      open === 'new' || !open
        ? apiSend('post', '/cargo/package-types', values)
        : apiSend('put', `/cargo/package-types/${open.id}`, values),
    onError: (error) => applyFieldErrors(form, error),
    onSuccess: ({ message: text }) => {
      message.success(text);
      setOpen(undefined);
      void refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (id: number) => apiSend('delete', `/cargo/package-types/${id}`),
    onSuccess: () => void refresh(),
  });
  const show = (value: string) => formatDecimal(value, numberLocaleOf(i18n.language), { maxFraction: 3 });
  const edit = (row: PackageType | 'new') => {
    form.resetFields();
    if (row !== 'new') form.setFieldsValue(row);
    setOpen(row);
  };
  return (
    <Card
      size="small"
      title={t('cargo.definitions.packageTypes')}
      extra={
        <Button onClick={() => edit('new')} data-testid="add-package-type">
          {t('cargo.definitions.addPackage')}
        </Button>
      }
    >
      <Table<PackageType>
        size="small"
        rowKey="id"
        dataSource={data}
        pagination={false}
        scroll={{ x: 'max-content' }}
        columns={[
          { key: 'name', title: t('cargo.definitions.packageName'), dataIndex: 'name' },
          {
            key: 'size',
            title: t('cargo.definitions.size'),
            render: (_, row) => [row.lengthCm, row.widthCm, row.heightCm].map(show).join(' × '),
          },
          {
            key: 'desi',
            title: t('cargo.definitions.desi'),
            render: (_, row) => show(desiOf(row, DEFAULT_DESI_DIVISOR)),
          },
          { key: 'weight', title: t('cargo.definitions.weight'), render: (_, row) => show(row.weightKg) },
          {
            key: 'actions',
            render: (_, row) => (
              <Space>
                <Button size="small" onClick={() => edit(row)}>
                  {t('cargo.definitions.edit')}
                </Button>
                <Popconfirm
                  title={t('cargo.definitions.deleteConfirm')}
                  onConfirm={() => remove.mutate(row.id)}
                >
                  <Button size="small" danger>
                    {t('resources.common.delete')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={Boolean(open)}
        title={t('cargo.definitions.packageTypes')}
        onCancel={() => setOpen(undefined)}
        onOk={() => form.submit()}
        confirmLoading={save.isPending}
        destroyOnHidden
      >
        <Form
          form={form}
          layout="vertical"
          initialValues={{ active: true, weightKg: '0' }}
          onFinish={(values) => save.mutate(values)}
        >
          <Form.Item name="name" label={t('cargo.definitions.packageName')} required>
            <Input maxLength={60} />
          </Form.Item>
          <Space wrap>
            {(['lengthCm', 'widthCm', 'heightCm'] as const).map((name) => (
              <Form.Item
                key={name}
                name={name}
                label={t(`cargo.definitions.${name.replace('Cm', '')}`)}
                required
              >
                <DecimalInput scale={1} emptyValue="" style={{ width: 100 }} suffix="cm" />
              </Form.Item>
            ))}
          </Space>
          <Form.Item name="weightKg" label={t('cargo.definitions.weight')}>
            <DecimalInput scale={3} style={{ width: 120 }} />
          </Form.Item>
          <Form.Item name="active" valuePropName="checked" label={t('cargo.settings.active')}>
            <Switch />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
