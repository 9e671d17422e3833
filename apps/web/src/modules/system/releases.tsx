import { useQuery } from '@tanstack/react-query';
import { Card, List, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { apiGet } from '../../platform/api/client.ts';
import { ListTable } from '../../platform/list/ListTable.tsx';

interface ReleaseNote {
  id: number;
  version: string;
  title: string;
  items: string[];
}

/** `code` spans of the CHANGELOG shown as code; the rest as written. */
const withCode = (text: string) => {
  let offset = 0;
  return text.split(/(`[^`]+`)/).map((part) => {
    const at = offset;
    offset += part.length;
    return part.startsWith('`') ? (
      <Typography.Text key={at} code>
        {part.slice(1, -1)}
      </Typography.Text>
    ) : (
      part
    );
  });
};

/** `/sistem/yama`: the product's releases, newest first. */
export function ReleaseNotesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data, isLoading } = useQuery({
    queryKey: ['release-notes'],
    queryFn: () => apiGet<ReleaseNote[]>('/release-notes'),
  });
  return (
    <Card title={t('routes.system.updateNotes')} data-testid="release-notes">
      <ListTable<ReleaseNote>
        rowKey="version"
        size="small"
        loading={isLoading}
        dataSource={data}
        pagination={false}
        onRow={(note) => ({
          onClick: () => navigate(`/sistem/yama/${note.id}`),
          style: { cursor: 'pointer' },
        })}
        columns={[
          { key: 'version', dataIndex: 'version', title: t('system.version'), width: 120 },
          { key: 'title', dataIndex: 'title', title: t('system.releaseTitle') },
        ]}
      />
    </Card>
  );
}

/** `/sistem/yama/:id`: what one release brought. */
export function ReleaseNotePage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const { data, isLoading } = useQuery({
    queryKey: ['release-notes', id],
    queryFn: () => apiGet<ReleaseNote>(`/release-notes/${id}`),
  });
  if (isLoading || !data) return <Spin />;
  return (
    <Card
      title={`${data.version} — ${data.title}`}
      extra={<a href="#/sistem/yama">{t('common.back')}</a>}
      data-testid="release-note"
    >
      <List dataSource={data.items} renderItem={(item) => <List.Item>{withCode(item)}</List.Item>} />
    </Card>
  );
}
