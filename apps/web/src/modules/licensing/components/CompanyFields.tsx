import { COMPANY_MODULE_CODES, PASSWORD_MIN_LENGTH } from '@kibo/contracts';
import { parseAllowList } from '@kibo/domain';
import { Col, DatePicker, Divider, Form, Input, Row, Select, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { IntegerInput } from '../../../platform/number/DecimalInput.tsx';
import { dateFormatsOf } from '../../../platform/number/locale.ts';

/** The company form's fields; the first administrator only when the company is created. */
export function CompanyFields({ creating }: { creating: boolean }) {
  const { t, i18n } = useTranslation();
  const label = (field: string) => t(`resources.licensing.fields.${field}`);
  const required = { required: true, message: t('common.required') };
  const half = { xs: 24, md: 12 };

  return (
    <>
      <Divider titlePlacement="start">{t('resources.licensing.titles.licence')}</Divider>
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item name="title" label={label('title')} rules={[required]}>
            <Input maxLength={250} autoFocus />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="licenseOwner" label={label('licenseOwner')} rules={[required]}>
            <Input maxLength={250} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="licenseExpires" label={label('licenseExpires')} rules={[required]}>
            <DatePicker format={dateFormatsOf(i18n.language)} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="maxUsers" label={label('maxUsers')} rules={[required]}>
            <IntegerInput style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="active" label={label('active')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item
            name="licensedModules"
            label={label('licensedModules')}
            extra={t('resources.licensing.hints.licensedModules')}
          >
            <Select
              mode="multiple"
              allowClear
              options={COMPANY_MODULE_CODES.map((code) => ({
                value: code,
                label: t(`resources.companyModules.fields.${code}`),
              }))}
            />
          </Form.Item>
        </Col>
      </Row>

      <Divider titlePlacement="start">{t('resources.licensing.titles.contact')}</Divider>
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item name="vkn" label={label('vkn')}>
            <Input maxLength={11} inputMode="numeric" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="taxOffice" label={label('taxOffice')}>
            <Input maxLength={120} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="address" label={label('address')}>
            <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 4 }} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="city" label={label('city')}>
            <Input maxLength={80} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="district" label={label('district')}>
            <Input maxLength={80} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="phone" label={label('phone')}>
            <Input maxLength={40} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            name="email"
            label={label('email')}
            rules={[{ type: 'email', message: t('resources.licensing.hints.invalidEmail') }]}
          >
            <Input maxLength={254} />
          </Form.Item>
        </Col>
      </Row>

      <Divider titlePlacement="start">{t('resources.licensing.titles.security')}</Divider>
      <Form.Item
        name="passwordExpireDays"
        label={label('passwordExpireDays')}
        extra={t('resources.licensing.hints.passwordExpireDays')}
        rules={[required]}
      >
        <IntegerInput />
      </Form.Item>
      <Form.Item
        name="ipAllowList"
        label={label('ipAllowList')}
        extra={t('resources.licensing.hints.ipAllowList')}
        rules={[
          {
            // The same parser the server's login check uses, so a typo is caught before it locks everyone out.
            validator: (_, value?: string) => {
              const invalid = parseAllowList(value ?? '').invalid[0];
              return invalid === undefined
                ? Promise.resolve()
                : Promise.reject(new Error(t('resources.licensing.hints.ipInvalid', { value: invalid })));
            },
          },
        ]}
      >
        <Input.TextArea maxLength={2000} autoSize={{ minRows: 2, maxRows: 6 }} />
      </Form.Item>

      {creating && (
        <>
          <Divider titlePlacement="start">{t('resources.licensing.titles.firstAdmin')}</Divider>
          <Typography.Paragraph type="secondary">
            {t('resources.licensing.hints.firstAdmin')}
          </Typography.Paragraph>
          <Row gutter={16}>
            <Col {...half}>
              <Form.Item name="adminName" label={label('adminName')} rules={[required]}>
                <Input maxLength={120} />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item
                name="adminEmail"
                label={label('adminEmail')}
                rules={[required, { type: 'email', message: t('resources.licensing.hints.invalidEmail') }]}
              >
                <Input maxLength={254} autoComplete="off" />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item
                name="adminPassword"
                label={label('adminPassword')}
                rules={[required, { min: PASSWORD_MIN_LENGTH, message: t('password.min') }]}
              >
                <Input.Password maxLength={128} autoComplete="new-password" />
              </Form.Item>
            </Col>
          </Row>
        </>
      )}
    </>
  );
}
