import { EditOutlined, PlusOutlined, TeamOutlined } from '@ant-design/icons';
import type { CompanyRecord } from '@kibo/contracts';
import { formatDayMonthYear } from '@kibo/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Input, Space, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ListTable } from '../../../platform/list/ListTable.tsx';
import { useDebounced } from '../../../platform/list-state.ts';
import { fetchCompanies, licensingKeys } from '../api.ts';
import { CompanyFormModal } from '../components/CompanyFormModal.tsx';
import { expiryColor } from '../expiry.ts';

/** /modul/lisansyonetimi/firmalist: every company (tenant) with its licence terms. */
export default function CompanyListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [paging, setPaging] = useState({ page: 1, pageSize: 25 });
  const [searchText, setSearchText] = useState('');
  const search = useDebounced(searchText);
  const params = { ...paging, search };
  /** The company in the form: `{}` for a new one, null while the form is closed. */
  const [editing, setEditing] = useState<{ id?: number } | null>(null);

  const { data, isFetching } = useQuery({
    queryKey: licensingKeys.companyList(params),
    queryFn: () => fetchCompanies(params),
    placeholderData: keepPreviousData,
  });

  const columns: TableColumnsType<CompanyRecord> = [
    { key: 'title', dataIndex: 'title', title: t('resources.licensing.fields.title') },
    { key: 'licenseOwner', dataIndex: 'licenseOwner', title: t('resources.licensing.fields.licenseOwner') },
    {
      key: 'licenseExpires',
      dataIndex: 'licenseExpires',
      title: t('resources.licensing.fields.licenseExpires'),
      render: (expires: string) => {
        const color = expiryColor(expires);
        return color ? <Tag color={color}>{formatDayMonthYear(expires)}</Tag> : formatDayMonthYear(expires);
      },
    },
    {
      key: 'active',
      dataIndex: 'active',
      title: t('common.status'),
      render: (active: boolean) => (
        <Tag color={active ? 'green' : 'red'}>{active ? t('common.active') : t('common.passive')}</Tag>
      ),
    },
    {
      key: 'users',
      title: t('resources.licensing.fields.users'),
      render: (_, company) => (
        <Typography.Text type={company.userCount > company.maxUsers ? 'danger' : undefined}>
          {company.userCount} / {company.maxUsers}
        </Typography.Text>
      ),
    },
    {
      key: 'agreementStatus',
      dataIndex: 'agreementStatus',
      title: t('resources.licensing.fields.agreementStatus'),
      render: (status: CompanyRecord['agreementStatus']) =>
        status === '1' ? (
          <Tag color="green">{t('resources.licensing.agreement.approved')}</Tag>
        ) : (
          <Tag color="gold">{t('resources.licensing.agreement.pending')}</Tag>
        ),
    },
    {
      key: 'actions',
      title: t('common.actions'),
      width: 200,
      render: (_, company) => (
        <Space size={4}>
          <Button size="small" icon={<EditOutlined />} onClick={() => setEditing({ id: company.id })}>
            {t('common.edit')}
          </Button>
          <Button
            size="small"
            icon={<TeamOutlined />}
            onClick={() => navigate(`/modul/lisansyonetimi/kullanicilist?companyId=${company.id}`)}
          >
            {t('resources.licensing.actions.users')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <Card
      title={t('routes.licensing.companies')}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
          {t('resources.licensing.actions.newCompany')}
        </Button>
      }
      data-testid="company-list-page"
    >
      <Input.Search
        allowClear
        value={searchText}
        placeholder={t('resources.licensing.hints.searchCompanies')}
        onChange={(event) => {
          setSearchText(event.target.value);
          setPaging((current) => ({ ...current, page: 1 }));
        }}
        style={{ width: 280, marginBottom: 16 }}
      />
      <ListTable
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={data?.list}
        loading={isFetching}
        onRow={(company) => ({ onDoubleClick: () => setEditing({ id: company.id }) })}
        pagination={{
          current: paging.page,
          pageSize: paging.pageSize,
          total: data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => t('common.total', { count: total }),
          onChange: (page, pageSize) => setPaging({ page, pageSize }),
        }}
      />
      {editing && <CompanyFormModal companyId={editing.id} onClose={() => setEditing(null)} />}
    </Card>
  );
}
