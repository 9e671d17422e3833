import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { DOCUMENT_TYPES, documentSeries } from '@kibo/contracts/resources';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { fetchPage } from '../../../platform/resources/api.ts';
import { matchesTr } from '../../../platform/resources/widgets.tsx';

/**
 * The user's own series per document type (a second till, a branch office): the user's new documents
 * take their numbers there instead of from the company's default series of that type.
 */
export function SeriesDefaults() {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const { data } = useQuery({
    queryKey: ['resource', documentSeries.name, 'user-defaults'],
    queryFn: () => fetchPage(documentSeries, { pageSize: 500, sort: 'name' }),
    staleTime: 60_000,
  });
  const typeLabel = (type: string) => t(`resources.documentSeries.options.docType.${type}`);
  return (
    <>
      <Typography.Paragraph type="secondary">
        {t('resources.users.hints.seriesDefaults')}
      </Typography.Paragraph>
      <Form.List name="seriesDefaults">
        {(rows, { add, remove }) => (
          <>
            {rows.map((row) => (
              <Space key={row.key} align="start" wrap data-testid="series-default">
                <Form.Item name={[row.name, 'docType']}>
                  <Select
                    showSearch={{ filterOption: matchesTr }}
                    style={{ width: 200 }}
                    placeholder={t('resources.documentSeries.fields.docType')}
                    aria-label={t('resources.documentSeries.fields.docType')}
                    options={DOCUMENT_TYPES.map((type) => ({ value: type, label: typeLabel(type) }))}
                    onChange={() => form.setFieldValue(['seriesDefaults', row.name, 'seriesId'], undefined)}
                  />
                </Form.Item>
                <Form.Item noStyle dependencies={[['seriesDefaults', row.name, 'docType']]}>
                  {() => {
                    const docType = form.getFieldValue(['seriesDefaults', row.name, 'docType']);
                    return (
                      <Form.Item name={[row.name, 'seriesId']}>
                        <Select
                          showSearch={{ filterOption: matchesTr }}
                          style={{ width: 200 }}
                          placeholder={t('resources.documentSeries.one')}
                          aria-label={t('resources.documentSeries.one')}
                          options={(data?.list ?? [])
                            .filter((series) => series.docType === docType)
                            .map((series) => ({
                              value: series.id,
                              label: `${series.name} (${series.prefix})`,
                            }))}
                        />
                      </Form.Item>
                    );
                  }}
                </Form.Item>
                <Button
                  icon={<DeleteOutlined />}
                  aria-label={t('resources.common.removeLine')}
                  onClick={() => remove(row.name)}
                />
              </Space>
            ))}
            <Button icon={<PlusOutlined />} onClick={() => add({})}>
              {t('resources.users.addSeriesDefault')}
            </Button>
          </>
        )}
      </Form.List>
    </>
  );
}
