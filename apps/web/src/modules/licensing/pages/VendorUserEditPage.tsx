import {
  PASSWORD_MIN_LENGTH,
  ROLE_CODES,
  type VendorUserInput,
  type VendorUserRecord,
} from '@kibo/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Checkbox, Form, Input, Select, Space, Spin, Switch } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { applyFieldErrors, useFormKeys, useUnsavedWarning } from '../../../platform/forms.ts';
import { settingsStore } from '../../../platform/settings.ts';
import { useStore } from '../../../platform/store.ts';
import { fetchVendorUser, licensingKeys, saveVendorUser } from '../api.ts';

type Values = Omit<VendorUserInput, 'password'> & { password: string };

const valuesOf = ({ name, email, role, active, mustChangePassword }: VendorUserRecord): Values => ({
  name,
  email,
  role: role as Values['role'],
  active,
  mustChangePassword,
  password: '',
});

/** /modul/lisansyonetimi/kullanici/duzen/:id: the vendor's support resets a password or (de)activates a user. */
export default function VendorUserEditPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const id = Number(useParams().id);
  const selfId = useStore(settingsStore).settings?.authorizedUser.id;
  const [form] = Form.useForm<Values>();
  const [dirty, setDirty] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const previousPassword = useRef('');
  const label = (field: string) => t(`resources.licensing.fields.${field}`);

  const { data: user, isLoading } = useQuery({
    queryKey: licensingKeys.user(id),
    queryFn: () => fetchVendorUser(id),
    refetchOnWindowFocus: false,
  });

  const fill = useCallback(
    (record: VendorUserRecord) => {
      form.resetFields();
      form.setFieldsValue(valuesOf(record));
      previousPassword.current = '';
      setDirty(false);
    },
    [form],
  );

  useEffect(() => {
    if (user && !form.isFieldsTouched()) fill(user);
  }, [user, form, fill]);

  const mutation = useMutation({
    mutationFn: (values: Values) => saveVendorUser(id, values),
    onSuccess: ({ data: saved, message: text }) => {
      message.success(text);
      queryClient.setQueryData(licensingKeys.user(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: licensingKeys.users });
      fill(saved);
    },
    onError: (error) => applyFieldErrors(form, error),
  });

  const onEnter = useFormKeys(container, () => form.submit());
  useUnsavedWarning(dirty);

  if (!user) return isLoading ? <Spin /> : null;
  // Super-administrator is the vendor's own role: it can neither be given nor taken away here.
  const superadmin = user.role === 'superadmin';
  const required = { required: true, message: t('common.required') };

  return (
    <div ref={container} onKeyDown={onEnter} data-testid="vendor-user-edit-page">
      <Card
        title={`${t('routes.licensing.userEdit')}: ${user.companyTitle}`}
        extra={
          <Space>
            <Button onClick={() => navigate('/modul/lisansyonetimi/kullanicilist')}>
              {t('common.back')}
            </Button>
            <Button type="primary" loading={mutation.isPending} onClick={() => form.submit()}>
              {t('common.saveShortcut')}
            </Button>
          </Space>
        }
        style={{ maxWidth: 640 }}
      >
        <Form
          form={form}
          // Unique field ids next to other kept-alive forms (labels point at the right input).
          name={`vendorUser_${id}`}
          layout="vertical"
          onFinish={(values) => {
            if (!mutation.isPending) mutation.mutate(values);
          }}
          onValuesChange={(changed: Partial<Values>) => {
            setDirty(true);
            // A password set by support is temporary (unless support resets its own): suggest forcing a change.
            if (changed.password === undefined) return;
            if (changed.password && !previousPassword.current && id !== selfId) {
              form.setFieldValue('mustChangePassword', true);
            }
            previousPassword.current = changed.password;
          }}
        >
          <Form.Item name="name" label={label('name')} rules={[required]}>
            <Input maxLength={120} autoFocus />
          </Form.Item>
          <Form.Item
            name="email"
            label={label('email')}
            rules={[required, { type: 'email', message: t('resources.licensing.hints.invalidEmail') }]}
          >
            <Input maxLength={254} autoComplete="off" />
          </Form.Item>
          <Form.Item
            name="role"
            label={label('role')}
            rules={[required]}
            extra={superadmin ? t('resources.licensing.hints.superadminLocked') : undefined}
          >
            <Select
              disabled={superadmin}
              options={ROLE_CODES.map((role) => ({
                value: role,
                label: t(`resources.users.roles.${role}`),
                disabled: role === 'superadmin',
              }))}
            />
          </Form.Item>
          <Form.Item name="active" label={label('active')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item
            name="password"
            label={label('password')}
            extra={t('resources.licensing.hints.passwordKeep')}
            rules={[{ min: PASSWORD_MIN_LENGTH, message: t('password.min') }]}
          >
            <Input.Password maxLength={128} autoComplete="new-password" />
          </Form.Item>
          <Form.Item name="mustChangePassword" valuePropName="checked">
            <Checkbox>{label('mustChangePassword')}</Checkbox>
          </Form.Item>
        </Form>
      </Card>
    </div>
  );
}
