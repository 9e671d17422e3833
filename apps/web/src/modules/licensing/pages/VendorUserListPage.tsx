import { EditOutlined } from '@ant-design/icons';
import type { VendorUserRecord } from '@kibo/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Input, Space, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { formatDateTime } from '../../../platform/ledger/format.ts';
import { ListTable } from '../../../platform/list/ListTable.tsx';
import { useDebounced } from '../../../platform/list-state.ts';
import { fetchVendorUsers, licensingKeys } from '../api.ts';

const EDIT = '/modul/lisansyonetimi/kullanici/duzen';

/** /modul/lisansyonetimi/kullanicilist: users of every company, or of one (`?companyId=`). */
export default function VendorUserListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [companyId, setCompanyId] = useState(() => Number(searchParams.get('companyId')) || undefined);
  const [paging, setPaging] = useState({ page: 1, pageSize: 25 });
  const [searchText, setSearchText] = useState('');
  const search = useDebounced(searchText);
  const params = { ...paging, search, companyId };

  const { data, isFetching } = useQuery({
    queryKey: licensingKeys.userList(params),
    queryFn: () => fetchVendorUsers(params),
    placeholderData: keepPreviousData,
  });
  const companyTitle = companyId
    ? data?.list.find((user) => user.companyId === companyId)?.companyTitle
    : undefined;

  const yesNo = (value: boolean, yesColor: string) =>
    value ? <Tag color={yesColor}>{t('common.yes')}</Tag> : <Tag>{t('common.no')}</Tag>;
  const columns: TableColumnsType<VendorUserRecord> = [
    { key: 'companyTitle', dataIndex: 'companyTitle', title: t('resources.licensing.fields.company') },
    { key: 'name', dataIndex: 'name', title: t('resources.licensing.fields.name') },
    { key: 'email', dataIndex: 'email', title: t('resources.licensing.fields.email') },
    {
      key: 'role',
      dataIndex: 'role',
      title: t('resources.licensing.fields.role'),
      render: (role: string) => t(`resources.users.roles.${role}`, { defaultValue: role }),
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
      key: 'mustChangePassword',
      dataIndex: 'mustChangePassword',
      title: t('resources.licensing.fields.mustChangePassword'),
      render: (value: boolean) => yesNo(value, 'orange'),
    },
    {
      key: 'lastLoginAt',
      dataIndex: 'lastLoginAt',
      title: t('resources.licensing.fields.lastLoginAt'),
      render: (at: string | null) => (at ? formatDateTime(at) : t('common.never')),
    },
    {
      key: 'actions',
      title: t('common.actions'),
      width: 80,
      render: (_, user) => (
        <Button
          size="small"
          icon={<EditOutlined />}
          title={t('common.edit')}
          aria-label={t('common.edit')}
          onClick={() => navigate(`${EDIT}/${user.id}`)}
        />
      ),
    },
  ];

  return (
    <Card title={t('routes.licensing.users')} data-testid="vendor-user-list-page">
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          value={searchText}
          placeholder={t('resources.licensing.hints.searchUsers')}
          onChange={(event) => {
            setSearchText(event.target.value);
            setPaging((current) => ({ ...current, page: 1 }));
          }}
          style={{ width: 280 }}
        />
        {companyId !== undefined && (
          <Tag
            closable
            color="blue"
            onClose={() => {
              setCompanyId(undefined);
              setPaging((current) => ({ ...current, page: 1 }));
            }}
          >
            {t('resources.licensing.hints.companyFilter', { title: companyTitle ?? `#${companyId}` })}
          </Tag>
        )}
      </Space>
      <ListTable
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={data?.list}
        loading={isFetching}
        onRow={(user) => ({ onDoubleClick: () => navigate(`${EDIT}/${user.id}`) })}
        pagination={{
          current: paging.page,
          pageSize: paging.pageSize,
          total: data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => t('common.total', { count: total }),
          onChange: (page, pageSize) => setPaging({ page, pageSize }),
        }}
      />
    </Card>
  );
}
