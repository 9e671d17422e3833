import { COMPANY_ROLE_CODES, PASSWORD_MIN_LENGTH } from '@kibo/contracts';
import { Checkbox, Col, Divider, Form, Input, Row, Select, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** The user's details, POS permissions and password; the menus are a section of their own. */
export function UserFields({ creating, hasPosPin }: { creating: boolean; hasPosPin: boolean }) {
  const { t } = useTranslation();
  const label = (field: string) => t(`resources.users.fields.${field}`);
  const required = { required: true, message: t('common.required') };

  return (
    <>
      <Divider titlePlacement="start">{t('resources.users.sections.identity')}</Divider>
      <Form.Item name="name" label={label('name')} rules={[required]}>
        <Input maxLength={120} autoFocus />
      </Form.Item>
      <Form.Item
        name="email"
        label={label('email')}
        rules={[required, { type: 'email', message: t('resources.users.hints.invalidEmail') }]}
      >
        <Input maxLength={254} autoComplete="off" />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="role" label={label('role')} rules={[required]}>
            <Select
              options={COMPANY_ROLE_CODES.map((role) => ({
                value: role,
                label: t(`resources.users.roles.${role}`),
              }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="phone" label={label('phone')}>
            <Input maxLength={40} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="active" label={label('active')} valuePropName="checked">
        <Switch />
      </Form.Item>

      <Divider titlePlacement="start">{t('resources.users.sections.pos')}</Divider>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="posCanChangePrice" label={label('posCanChangePrice')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="posCanDelete" label={label('posCanDelete')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
      </Row>
      <Typography.Paragraph type="secondary">{t('resources.users.hints.pos')}</Typography.Paragraph>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item
            name="posPin"
            label={label('posPin')}
            extra={t(hasPosPin ? 'resources.users.hints.posPinKeep' : 'resources.users.hints.posPin')}
            rules={[{ pattern: /^\d{4,8}$/, message: t('resources.users.hints.posPinFormat') }]}
          >
            <Input.Password maxLength={8} inputMode="numeric" autoComplete="off" />
          </Form.Item>
        </Col>
        {hasPosPin && (
          <Col xs={24} sm={12}>
            <Form.Item name="removePosPin" valuePropName="checked" label=" ">
              <Checkbox>{label('removePosPin')}</Checkbox>
            </Form.Item>
          </Col>
        )}
      </Row>

      <Divider titlePlacement="start">{t('resources.users.sections.password')}</Divider>
      <Form.Item
        name="password"
        label={label('password')}
        extra={creating ? undefined : t('resources.users.hints.passwordKeep')}
        rules={[...(creating ? [required] : []), { min: PASSWORD_MIN_LENGTH, message: t('password.min') }]}
      >
        <Input.Password maxLength={128} autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="mustChangePassword" valuePropName="checked">
        <Checkbox>{label('mustChangePassword')}</Checkbox>
      </Form.Item>
    </>
  );
}
