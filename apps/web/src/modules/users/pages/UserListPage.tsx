import { CopyOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { UserRecord } from '@kibo/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Input, Segmented, Space, type TableColumnsType, Tag } from 'antd';

import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDateTime } from '../../../platform/ledger/format.ts';
import { ListTable } from '../../../platform/list/ListTable.tsx';
import { useSearchBox, useUrlQueryState } from '../../../platform/list-state.ts';
import { fetchLockouts, fetchUsers, type UserListParams, userKeys } from '../api.ts';
import { ClearLockoutButton, LoginStatus } from '../components/LoginStatus.tsx';

const LIST = '/sistem/kullanici';
const DEFAULTS = { page: '1', pageSize: '25', search: '', active: 'all' };
const ACTIVE_FILTERS = ['all', 'true', 'false'] as const;

/** The address may hold anything: fall back to the defaults for values the server would refuse. */
function paramsOf(query: typeof DEFAULTS): UserListParams {
  const page = Number(query.page);
  const pageSize = Number(query.pageSize);
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: Number.isInteger(pageSize) && pageSize >= 1 && pageSize <= 500 ? pageSize : 25,
    search: query.search,
    active: ACTIVE_FILTERS.find((value) => value === query.active) ?? 'all',
  };
}

/** /sistem/kullanici: the company's users, paged on the server. */
export default function UserListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query, setQuery] = useUrlQueryState(DEFAULTS);
  const params = paramsOf(query);
  const [searchText, setSearchText] = useSearchBox(query.search, (search) => setQuery({ search, page: '1' }));

  const { data, isFetching } = useQuery({
    queryKey: userKeys.list(params),
    queryFn: () => fetchUsers(params),
    placeholderData: keepPreviousData,
  });
  const { data: lockouts } = useQuery({ queryKey: userKeys.lockouts, queryFn: fetchLockouts });
  const lockoutOf = (user: UserRecord) => lockouts?.find((lockout) => lockout.userId === user.id);

  const columns: TableColumnsType<UserRecord> = [
    { key: 'name', dataIndex: 'name', title: t('resources.users.fields.name') },
    { key: 'email', dataIndex: 'email', title: t('resources.users.fields.email') },
    {
      key: 'role',
      dataIndex: 'role',
      title: t('resources.users.fields.role'),
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
      key: 'lastLoginAt',
      dataIndex: 'lastLoginAt',
      title: t('resources.users.fields.lastLoginAt'),
      render: (at: string | null) => (at ? formatDateTime(at) : t('common.never')),
    },
    {
      key: 'login',
      title: t('users.lockout.column'),
      render: (_, user) => <LoginStatus lockout={lockoutOf(user)} />,
    },
    {
      key: 'actions',
      title: t('common.actions'),
      width: 140,
      render: (_, user) => (
        <Space size={4}>
          <Button
            size="small"
            icon={<EditOutlined />}
            title={t('common.edit')}
            aria-label={t('common.edit')}
            onClick={() => navigate(`${LIST}/duzen/${user.id}`)}
          />
          <Button
            size="small"
            icon={<CopyOutlined />}
            title={t('common.copy')}
            aria-label={t('common.copy')}
            onClick={() => navigate(`${LIST}/cogalt/${user.id}`)}
          />
          {lockoutOf(user) && <ClearLockoutButton userId={user.id} />}
        </Space>
      ),
    },
  ];

  return (
    <Card
      title={t('routes.users.list')}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(`${LIST}/yeni`)}>
          {t('common.new')}
        </Button>
      }
      data-testid="user-list-page"
    >
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          value={searchText}
          placeholder={t('resources.users.hints.searchPlaceholder')}
          onChange={(event) => setSearchText(event.target.value)}
          style={{ width: 280 }}
        />
        <Segmented
          value={params.active}
          onChange={(active) => setQuery({ active, page: '1' })}
          options={[
            { value: 'all', label: t('common.all') },
            { value: 'true', label: t('common.active') },
            { value: 'false', label: t('common.passive') },
          ]}
        />
      </Space>
      <ListTable
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={data?.list}
        loading={isFetching}
        onRow={(user) => ({ onDoubleClick: () => navigate(`${LIST}/duzen/${user.id}`) })}
        pagination={{
          current: params.page,
          pageSize: params.pageSize,
          total: data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => t('common.total', { count: total }),
          onChange: (page, pageSize) => setQuery({ page: String(page), pageSize: String(pageSize) }),
        }}
      />
    </Card>
  );
}
