import type { UserInput, UserRecord } from '@kibo/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Col, Divider, Form, Row, Space, Spin } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { applyFieldErrors, useFormKeys, useUnsavedWarning } from '../../../platform/forms.ts';
import { settingsStore } from '../../../platform/settings.ts';
import { useStore } from '../../../platform/store.ts';
import { fetchGrantableMenus, fetchUser, saveUser, userKeys } from '../api.ts';
import { MenuTree } from '../components/MenuTree.tsx';
import { SeriesDefaults } from '../components/SeriesDefaults.tsx';
import { UserFields } from '../components/UserFields.tsx';
import { extraMenuIds } from '../menuTree.ts';

type Mode = 'create' | 'edit' | 'copy';
type Values = Omit<UserInput, 'password' | 'phone'> & { password: string; phone: string };

const LIST = '/sistem/kullanici';
const EMPTY: Partial<Values> = {
  active: true,
  posCanChangePrice: false,
  posCanDelete: false,
  posPin: '',
  removePosPin: false,
  // A password an administrator chose is known to two people: the user replaces it at first login.
  mustChangePassword: true,
  menuIds: [],
  seriesDefaults: [],
};

const modeOf = (pathname: string): Mode =>
  pathname.includes('/duzen/') ? 'edit' : pathname.includes('/cogalt/') ? 'copy' : 'create';

/** A copy is a new user with the same role and permissions: it needs its own e-mail and password. */
function valuesOf(record: UserRecord, mode: Mode): Partial<Values> {
  const { name, email, active, menuIds, posCanChangePrice, posCanDelete, mustChangePassword, phone } = record;
  const seriesDefaults = record.seriesDefaults as Values['seriesDefaults'];
  const role = record.role as Values['role'];
  const values = {
    name,
    email,
    role,
    active,
    menuIds,
    posCanChangePrice,
    posCanDelete,
    // A PIN is never shown back: empty keeps it, and a copy gets none.
    posPin: '',
    removePosPin: false,
    mustChangePassword,
    phone,
    seriesDefaults,
  };
  return mode === 'copy' ? { ...values, email: '', mustChangePassword: true } : values;
}

/** /sistem/kullanici/yeni, /duzen/:id and /cogalt/:id: one form for creating, editing and copying a user. */
export default function UserFormPage() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mode = modeOf(useLocation().pathname);
  const id = Number(useParams().id) || undefined;
  const selfId = useStore(settingsStore).settings?.authorizedUser.id;
  const [form] = Form.useForm<Values>();
  const role = Form.useWatch('role', form);
  const [dirty, setDirty] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const previousPassword = useRef('');

  const { data: record, isLoading } = useQuery({
    queryKey: userKeys.detail(id ?? 0),
    queryFn: () => fetchUser(id!),
    enabled: mode !== 'create' && id !== undefined,
    // A form being edited must not be refilled behind the user's back.
    refetchOnWindowFocus: false,
  });
  const { data: menus } = useQuery({
    queryKey: userKeys.menus(i18n.language),
    queryFn: fetchGrantableMenus,
    staleTime: Number.POSITIVE_INFINITY,
  });

  const fill = useCallback(
    (values: Partial<Values>) => {
      form.resetFields();
      form.setFieldsValue(values);
      previousPassword.current = '';
      setDirty(false);
    },
    [form],
  );

  useEffect(() => {
    if (record && !form.isFieldsTouched()) fill(valuesOf(record, mode));
  }, [record, mode, form, fill]);

  const mutation = useMutation({
    mutationFn: (values: Values) =>
      saveUser(
        // Without the catalogue (still loading) the grants go back unchanged rather than being lost.
        { ...values, menuIds: menus ? extraMenuIds(values.menuIds, values.role, menus) : values.menuIds },
        mode === 'edit' ? id : undefined,
      ),
    onSuccess: ({ data: saved, message: text }) => {
      message.success(text);
      queryClient.setQueryData(userKeys.detail(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: userKeys.lists });
      if (mode === 'edit') {
        fill(valuesOf(saved, 'edit'));
        return;
      }
      // The kept-alive "new"/"copy" tab starts over, so that it cannot save the same user twice.
      fill(record ? valuesOf(record, mode) : EMPTY);
      navigate(`${LIST}/duzen/${saved.id}`);
    },
    onError: (error) => applyFieldErrors(form, error),
  });

  const onEnter = useFormKeys(container, () => form.submit());
  useUnsavedWarning(dirty);

  const onValuesChange = (changed: Partial<Values>) => {
    setDirty(true);
    // Someone else's new password is temporary: suggest forcing a change (still up to the admin).
    if (changed.password !== undefined) {
      if (changed.password && !previousPassword.current && id !== selfId)
        form.setFieldValue('mustChangePassword', true);
      previousPassword.current = changed.password;
    }
  };

  if (mode !== 'create' && !record) return isLoading ? <Spin /> : null;

  return (
    <div ref={container} onKeyDown={onEnter} data-testid="user-form-page">
      <Card
        title={t(`routes.users.${mode}`)}
        extra={
          <Space>
            <Button onClick={() => navigate(LIST)}>{t('common.back')}</Button>
            <Button type="primary" loading={mutation.isPending} onClick={() => form.submit()}>
              {t('common.saveShortcut')}
            </Button>
          </Space>
        }
      >
        <Form
          form={form}
          // Kept-alive tabs can hold several of these forms: a name per form keeps field ids (and labels) unique.
          name={`user_${mode}_${id ?? 'new'}`}
          layout="vertical"
          initialValues={EMPTY}
          onFinish={(values) => {
            if (!mutation.isPending) mutation.mutate(values);
          }}
          onValuesChange={onValuesChange}
        >
          <Row gutter={32}>
            <Col xs={24} lg={12}>
              <UserFields
                creating={mode !== 'edit'}
                hasPosPin={mode === 'edit' && Boolean(record?.hasPosPin)}
              />
              <Divider titlePlacement="start">{t('resources.users.sections.seriesDefaults')}</Divider>
              <SeriesDefaults />
            </Col>
            <Col xs={24} lg={12}>
              <Divider titlePlacement="start">{t('resources.users.sections.menus')}</Divider>
              <Alert
                type="info"
                showIcon
                title={t(
                  role === 'admin' ? 'resources.users.hints.adminMenus' : 'resources.users.hints.menus',
                )}
                style={{ marginBottom: 12 }}
              />
              <Form.Item name="menuIds">
                <MenuTree menus={menus} userRole={role} />
              </Form.Item>
            </Col>
          </Row>
        </Form>
      </Card>
    </div>
  );
}
