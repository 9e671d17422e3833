import { InboxOutlined } from '@ant-design/icons';
import type { ResourceDef, ResourceImportResult } from '@kibo/contracts/resources';
import { useMutation } from '@tanstack/react-query';
import { Alert, App, Button, Descriptions, Modal, Space, Table, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { importSheet } from './api.ts';

interface Props {
  def: ResourceDef;
  open: boolean;
  onClose(): void;
  onImported(): void;
}

/**
 * Excel import in two steps, as in the desktop ERPs: the sheet is checked row by row first (nothing
 * is saved), then only the valid rows are imported and a summary is shown.
 */
export function ImportDialog({ def, open, onClose, onImported }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<ResourceImportResult | null>(null);
  const [done, setDone] = useState(false);
  const run = useMutation({
    mutationFn: (commit: boolean) => importSheet(def, file!, commit),
    onSuccess: ({ data, message: summary }, commit) => {
      setResult(data);
      setDone(commit);
      if (commit) {
        message.success(summary);
        onImported();
      }
    },
  });
  const reset = () => {
    setFile(null);
    setResult(null);
    setDone(false);
  };
  const close = () => {
    reset();
    onClose();
  };
  const label = (path: string) => {
    const field = path.split('.')[0]!;
    return field === '_' ? '' : `${t(`resources.${def.name}.fields.${field}`)}: `;
  };
  const withErrors = result?.rows.filter((row) => Object.keys(row.errors).length > 0) ?? [];

  return (
    <Modal
      open={open}
      width={760}
      title={t('resources.common.import')}
      onCancel={close}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={close}>{t(done ? 'common.close' : 'common.cancel')}</Button>
          {!done && !result && (
            <Button type="primary" disabled={!file} loading={run.isPending} onClick={() => run.mutate(false)}>
              {t('resources.import.check')}
            </Button>
          )}
          {!done && result && (
            <Button
              type="primary"
              disabled={result.valid === 0}
              loading={run.isPending}
              onClick={() => run.mutate(true)}
            >
              {t('resources.import.run', { count: result.valid })}
            </Button>
          )}
        </Space>
      }
    >
      <div data-testid="import-dialog">
        {!result && (
          <Upload.Dragger
            accept=".xlsx"
            maxCount={1}
            beforeUpload={(chosen) => {
              setFile(chosen);
              return false;
            }}
            onRemove={reset}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p>{t('resources.import.drop')}</p>
            <Typography.Text type="secondary">{t('resources.import.hint')}</Typography.Text>
          </Upload.Dragger>
        )}
        {result && (
          <Space orientation="vertical" style={{ width: '100%' }}>
            {done && (
              <Alert
                type={result.invalid ? 'warning' : 'success'}
                showIcon
                title={t('resources.import.done', { created: result.created, skipped: result.invalid })}
              />
            )}
            <Descriptions size="small" column={3} bordered>
              <Descriptions.Item label={t('resources.import.total')}>{result.total}</Descriptions.Item>
              <Descriptions.Item label={t('resources.import.valid')}>{result.valid}</Descriptions.Item>
              <Descriptions.Item label={t('resources.import.invalid')}>{result.invalid}</Descriptions.Item>
            </Descriptions>
            {result.ignored.length > 0 && (
              <Alert
                type="info"
                showIcon
                title={t('resources.import.ignored', { columns: result.ignored.join(', ') })}
              />
            )}
            {withErrors.length > 0 && (
              <Table
                size="small"
                rowKey="row"
                dataSource={withErrors}
                pagination={{ pageSize: 10, hideOnSinglePage: true }}
                columns={[
                  { key: 'row', dataIndex: 'row', title: t('resources.import.row'), width: 70 },
                  {
                    key: 'title',
                    dataIndex: 'title',
                    title: t(`resources.${def.name}.fields.${def.titleField}`),
                  },
                  {
                    key: 'errors',
                    title: t('resources.import.errors'),
                    render: (_, row) =>
                      Object.entries(row.errors).map(([path, text]) => (
                        <div key={path}>
                          <Typography.Text type="danger">
                            {label(path)}
                            {text}
                          </Typography.Text>
                        </div>
                      )),
                  },
                ]}
              />
            )}
          </Space>
        )}
      </div>
    </Modal>
  );
}
