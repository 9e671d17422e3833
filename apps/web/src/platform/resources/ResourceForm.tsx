import { emptyValueOf, type ResourceDef } from '@kibo/contracts/resources';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Col, Form, Result, Row, Space, Spin } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyFieldErrors, useFormKeys, useSaveGate, useUnsavedWarning } from '../forms.ts';
import { UnsettledIgnored } from '../number/UnsettledGuard.tsx';
import { fetchRecord, type ResourceRow, resourceKeys, saveRecord } from './api.ts';
import { LinesField } from './LinesField.tsx';
import { leaveCheck } from './leave-check.ts';
import { useRights } from './rights.ts';
import { FieldInput } from './widgets.tsx';

export type FormMode = 'new' | 'edit' | 'copy';

interface Props {
  def: ResourceDef;
  mode: FormMode;
  id?: number;
  onSaved(record: ResourceRow): void;
  onCancel(): void;
  /** Buttons of the resource's own actions beside Save (e.g. create variant cards). */
  actions?: (record: ResourceRow | undefined) => ReactNode;
  /** Values a new record starts from beyond its defaults (the name typed in a picker). */
  initial?: Record<string, unknown>;
}

type Section = ResourceDef['form']['sections'][number];

/** A section that shows only while a field holds certain values; hidden, its fields keep their values. */
function SectionGate({ section, children }: { section: Section; children: ReactNode }) {
  const form = Form.useFormInstance();
  const value = Form.useWatch(section.showWhen?.field ?? [], form) as string | undefined;
  const shown = !section.showWhen || section.showWhen.values.includes(String(value));
  return (
    <div style={shown ? undefined : { display: 'none' }}>
      <UnsettledIgnored.Provider value={!shown}>{children}</UnsettledIgnored.Provider>
    </div>
  );
}

/**
 * What is saved: the whole store, with the fields of a section hidden by its condition back at their
 * defaults (a card switched from book to goods keeps no ISBN or authors, nor errors nobody can see).
 */
function visibleValues(def: ResourceDef, values: Record<string, unknown>) {
  const saved = { ...values };
  for (const section of def.form.sections) {
    const when = section.showWhen;
    if (!when || when.values.includes(String(values[when.field]))) continue;
    for (const field of section.fields) saved[field] = emptyValueOf(def.fields[field]!, '');
  }
  return saved;
}

/** District fields to empty when their province changes. */
const districtsOf = (def: ResourceDef, changed: Record<string, unknown>) =>
  Object.entries(def.fields)
    .filter(([, { meta }]) => meta.kind === 'district' && meta.province! in changed)
    .map(([field]) => field);

/** Defaults of a new record: what the schema itself fills in for an empty body. */
const defaultsOf = (def: ResourceDef): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(def.fields).map(([name, field]) => [name, emptyValueOf(field, undefined)]),
  );

/**
 * The create/edit/copy form of any declared resource: sections and fields from the declaration,
 * labels from `resources.<name>.fields.<field>`, server errors on the fields, Enter to the next
 * field and Ctrl+S to save, and a warning before unsaved changes are lost. A user who may only
 * read the resource sees it read-only, without the fields their menus do not show them (costs).
 */
export function ResourceForm({ def, mode, id, onSaved, onCancel, actions, initial }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm();
  const [dirty, setDirty] = useState(false);
  const [warnings, setWarnings] = useState<string[]>([]);
  const container = useRef<HTMLDivElement>(null);
  const rights = useRights(def);
  const gate = useSaveGate(`${mode}:${id ?? ''}`);
  const writable = mode === 'edit' ? rights.update : rights.create;
  const takesInput = writable && !gate.handedOver;
  const { data: record, isLoading } = useQuery({
    queryKey: resourceKeys.record(def, id ?? 0, mode === 'copy'),
    queryFn: () => fetchRecord(def, id!, mode === 'copy'),
    enabled: id !== undefined && mode !== 'new' && (mode === 'edit' || writable),
  });

  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(mode === 'new' ? { ...defaultsOf(def), ...initial } : (record ?? {}));
    setDirty(false);
  }, [form, def, mode, record, initial]);

  const mutation = useMutation({
    mutationFn: (values: Record<string, unknown>) => {
      const body = Object.fromEntries(Object.keys(def.fields).map((field) => [field, values[field]]));
      return saveRecord(def, body, mode === 'edit' ? id : undefined);
    },
    onSuccess: async ({ data, message: saved }) => {
      // A new record's form is done: it closes or becomes the record's own view.
      if (mode === 'edit') gate.release();
      else gate.handOver();
      message.success(saved);
      setDirty(false);
      setWarnings(data.warnings);
      await queryClient.invalidateQueries({ queryKey: resourceKeys.all(def) });
      onSaved(data.record);
    },
    onError: (error) => {
      gate.release();
      applyFieldErrors(form, error);
    },
  });

  const onEnter = useFormKeys(container, () => {
    if (takesInput) form.submit();
  });
  useUnsavedWarning(dirty);
  if (!writable && mode !== 'edit')
    return (
      <Result
        status="403"
        title={t('errors.forbidden')}
        subTitle={t('resources.common.notAllowed')}
        extra={<Button onClick={onCancel}>{t('common.back')}</Button>}
      />
    );
  if (isLoading) return <Spin />;
  const sections = def.form.sections
    .map((section) => ({ ...section, fields: section.fields.filter((field) => !rights.hidden.has(field)) }))
    .filter((section) => section.fields.length > 0);
  return (
    <div ref={container} onKeyDown={onEnter} data-testid={`resource-form-${def.name}`}>
      {!writable && (
        <Alert
          type="info"
          showIcon
          title={t('resources.common.readOnly')}
          style={{ marginBottom: 12 }}
          data-testid="read-only"
        />
      )}
      {warnings.map((warning) => (
        <Alert key={warning} type="warning" showIcon title={warning} style={{ marginBottom: 12 }} />
      ))}
      <Form
        form={form}
        name={`resource-${def.name}-${mode}-${id ?? 0}`}
        layout="vertical"
        disabled={!takesInput || mutation.isPending}
        onValuesChange={(changed) => {
          setDirty(true);
          for (const district of districtsOf(def, changed)) form.setFieldValue(district, '');
        }}
        onFinish={() =>
          takesInput && gate.enter(() => mutation.mutate(visibleValues(def, form.getFieldsValue(true))))
        }
      >
        {sections.map((section) => (
          <SectionGate key={section.key} section={section}>
            <Card
              size="small"
              title={t(`resources.${def.name}.sections.${section.key}`)}
              style={{ marginBottom: 12 }}
            >
              <Row gutter={16}>
                {section.fields.map((field) => {
                  const meta = def.fields[field]!.meta;
                  const label = t(`resources.${def.name}.fields.${field}`);
                  if (meta.kind === 'lines')
                    return (
                      <Col key={field} span={24}>
                        <Form.Item label={label}>
                          <LinesField
                            def={def}
                            field={field}
                            meta={meta}
                            refs={record?.refs ?? {}}
                            loaded={record?.[field] as Record<string, unknown>[] | undefined}
                          />
                        </Form.Item>
                      </Col>
                    );
                  const wide = meta.kind === 'textarea' || meta.kind === 'tags';
                  const check = leaveCheck(def, field, t);
                  return (
                    <Col key={field} xs={24} md={wide ? 24 : 12} lg={wide ? 24 : 8}>
                      <Form.Item
                        name={field}
                        label={label}
                        required={meta.required}
                        valuePropName="value"
                        rules={check && [check]}
                        validateTrigger={check && 'onBlur'}
                        // What the server fills in when left empty (a generated code, a book's ISBN barcode).
                        extra={t(`resources.${def.name}.hints.${field}`, { defaultValue: '' }) || undefined}
                      >
                        <FieldInput
                          context={{ def, field, meta, refTitle: record?.refs?.[field], create: true }}
                        />
                      </Form.Item>
                    </Col>
                  );
                })}
              </Row>
            </Card>
          </SectionGate>
        ))}
        {writable ? (
          <Space>
            <Button type="primary" htmlType="submit" loading={mutation.isPending || gate.handedOver}>
              {t('common.saveShortcut')}
            </Button>
            <Button onClick={onCancel}>{t('common.cancel')}</Button>
            {actions?.(record)}
          </Space>
        ) : (
          <Button onClick={onCancel} disabled={false}>
            {t('resources.common.close')}
          </Button>
        )}
      </Form>
    </div>
  );
}
