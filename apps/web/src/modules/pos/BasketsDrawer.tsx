import { formatAmount } from '@kibo/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, Drawer, Empty, List, Space, Typography } from 'antd';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { apiGet } from '../../platform/api/client.ts';
import { formatDateTime } from '../../platform/ledger/format.ts';
import { shownNumberLocale } from '../../platform/number/locale.ts';

interface SuspendedBasket {
  id: number;
  accountTitle: string | null;
  note: string;
  total: string;
  lineCount: number;
  createdAt: string;
  userName: string;
}

/**
 * The baskets put aside in this till session (F7): recalled onto the till, turned into a sales invoice
 * or an order (the customer wants a proper invoice, or will collect later), or deleted.
 */
export function BasketsDrawer({
  open,
  sessionId,
  onClose,
  onRecall,
  onDelete,
}: {
  open: boolean;
  sessionId: number;
  onClose(): void;
  onRecall(id: number): void;
  onDelete(id: number): void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const locale = shownNumberLocale();
  const { data, isLoading } = useQuery({
    queryKey: ['pos', 'baskets', sessionId],
    queryFn: () => apiGet<{ list: SuspendedBasket[] }>('/pos/baskets', { sessionId }),
    enabled: open,
  });
  // The till is hidden (kept alive) once another screen opens, and a hidden view's updates wait:
  // the drawer, drawn outside it, is closed before leaving.
  const leaveFor = (path: string) => {
    flushSync(onClose);
    navigate(path);
  };
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('pos.baskets.title')}
      size={460}
      data-testid="till-baskets"
    >
      <List
        loading={isLoading}
        dataSource={data?.list ?? []}
        locale={{ emptyText: <Empty description={t('pos.baskets.none')} /> }}
        renderItem={(basket) => (
          <List.Item data-testid="till-basket">
            <Space orientation="vertical" style={{ width: '100%' }}>
              <Space style={{ justifyContent: 'space-between', width: '100%' }}>
                <Typography.Text strong>
                  {basket.accountTitle || basket.note || t('pos.baskets.unnamed')}
                </Typography.Text>
                <Typography.Text strong>{formatAmount(basket.total, locale, 'TRY')}</Typography.Text>
              </Space>
              <Typography.Text type="secondary">
                {t('pos.baskets.detail', {
                  count: basket.lineCount,
                  user: basket.userName,
                  at: formatDateTime(basket.createdAt),
                })}
              </Typography.Text>
              <Space wrap>
                <Button type="primary" onClick={() => onRecall(basket.id)}>
                  {t('pos.baskets.recall')}
                </Button>
                <Button onClick={() => leaveFor(`/fis/sepetToFatura/${basket.id}`)}>
                  {t('pos.baskets.toInvoice')}
                </Button>
                <Button onClick={() => leaveFor(`/fis/sepetToSiparis/${basket.id}`)}>
                  {t('pos.baskets.toOrder')}
                </Button>
                <Button danger onClick={() => onDelete(basket.id)}>
                  {t('pos.baskets.delete')}
                </Button>
              </Space>
            </Space>
          </List.Item>
        )}
      />
    </Drawer>
  );
}
