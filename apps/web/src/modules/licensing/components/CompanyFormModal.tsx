import { COMPANY_MODULE_CODES, type CompanyRecord, type NewCompanyInput } from '@kibo/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Form, Modal, Spin } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyFieldErrors, useFormKeys } from '../../../platform/forms.ts';
import { fetchCompany, licensingKeys, saveCompany } from '../api.ts';
import { CompanyFields } from './CompanyFields.tsx';

/** The administrator's fields are on the form only while creating. */
type Values = Omit<NewCompanyInput, 'licenseExpires'> & { licenseExpires: Dayjs };

/** A new company: active, a year's licence, five users and the default 90-day password policy. */
const newCompany = (): Partial<Values> => ({
  active: true,
  licenseExpires: dayjs().add(1, 'year'),
  maxUsers: 5,
  passwordExpireDays: 90,
  licensedModules: [...COMPANY_MODULE_CODES],
});

/** No list on the licence allows every module, those added later too: shown as all of them chosen. */
const allModules = (chosen: Values['licensedModules']) =>
  chosen && chosen.length === COMPANY_MODULE_CODES.length ? null : chosen;

const valuesOf = ({
  id,
  userCount,
  agreementStatus,
  licenseExpires,
  ...rest
}: CompanyRecord): Partial<Values> => ({
  ...rest,
  licensedModules: rest.licensedModules ?? [...COMPANY_MODULE_CODES],
  licenseExpires: dayjs(licenseExpires),
});

/** Creates (no `companyId`) or edits a company; mounted only while open, so every opening starts fresh. */
export function CompanyFormModal({
  companyId,
  onClose,
}: {
  companyId: number | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const container = useRef<HTMLDivElement>(null);
  const [initialValues] = useState(newCompany);
  const creating = companyId === undefined;

  const { data: company, isLoading } = useQuery({
    queryKey: licensingKeys.company(companyId ?? 0),
    queryFn: () => fetchCompany(companyId!),
    enabled: !creating,
    refetchOnWindowFocus: false,
  });

  useEffect(() => {
    if (company) form.setFieldsValue(valuesOf(company));
  }, [company, form]);

  const mutation = useMutation({
    mutationFn: ({
      licenseExpires,
      adminName,
      adminEmail,
      adminPassword,
      licensedModules,
      ...rest
    }: Values) =>
      saveCompany(
        {
          ...rest,
          licensedModules: allModules(licensedModules ?? []),
          licenseExpires: licenseExpires.format('YYYY-MM-DD'),
          ...(creating ? { adminName, adminEmail, adminPassword } : {}),
        },
        companyId,
      ),
    onSuccess: ({ data: saved, message: text }) => {
      message.success(text);
      queryClient.setQueryData(licensingKeys.company(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: licensingKeys.companies });
      onClose();
    },
    onError: (error) => applyFieldErrors(form, error),
  });

  const onEnter = useFormKeys(container, () => form.submit());

  return (
    <Modal
      open
      width={820}
      title={t(creating ? 'resources.licensing.titles.newCompany' : 'resources.licensing.titles.editCompany')}
      okText={t('common.saveShortcut')}
      cancelText={t('common.cancel')}
      confirmLoading={mutation.isPending}
      mask={{ closable: false }}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      {!creating && isLoading ? (
        <Spin />
      ) : (
        <div ref={container} onKeyDown={onEnter} data-testid="company-form">
          <Form
            form={form}
            // Unique field ids next to other kept-alive forms (labels point at the right input).
            name={`company_${companyId ?? 'new'}`}
            layout="vertical"
            initialValues={initialValues}
            onFinish={(values) => {
              if (!mutation.isPending) mutation.mutate(values);
            }}
          >
            <CompanyFields creating={creating} />
          </Form>
        </div>
      )}
    </Modal>
  );
}
