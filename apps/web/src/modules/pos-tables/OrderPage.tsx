import type { KitchenTicketData, TableOrderView } from '@kibo/contracts/resources';
import { formatAmount } from '@kibo/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Col, Input, Popconfirm, Row, Space, Statistic, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { formatDateTime } from '../../platform/ledger/format.ts';
import { shownNumberLocale } from '../../platform/number/locale.ts';
import { ItemAdder } from '../documents/editor/ItemAdder.tsx';
import { useApproval } from './ApprovalDialog.tsx';
import { changeOrder, fetchOrder, tableKeys } from './api.ts';
import { printTickets } from './kitchen.ts';
import { type LineAction, OrderLines } from './OrderLines.tsx';
import { SharesDialog, SplitDialog } from './SplitDialog.tsx';
import { TransferDialog } from './TransferDialog.tsx';

interface Change {
  /** Another order than this page's (a bill split off it, merged back). */
  orderId?: number;
  method: 'post' | 'put';
  path: string;
  body?: object;
  /** Open the order the answer names (a merge answers the order the lines joined). */
  follow?: boolean;
}

/**
 * `/fis/posmasa/duzen/:id` (the table order's id): add dishes by scan or search with a note for the
 * cook, send them to the kitchen (tickets per printer category), take one off (İPTAL), move or merge
 * the table, split the bill, and pay at the till (`/fis/pos/yeni?masa=<id>`, `&pay=<N>` for equal
 * shares). Deletions and price changes the user may not do alone ask a manager's PIN first.
 */
export function OrderPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const id = Number(useParams().id);
  const { pathname } = useLocation();
  /** Another order in this tab: the one this order was merged into replaces it. */
  const openInstead = (orderId: number) =>
    navigate(`/fis/posmasa/duzen/${orderId}`, { state: { replacesView: pathname } });
  const money = (value: string) => formatAmount(value, shownNumberLocale(), 'TRY');
  const approval = useApproval();
  const [note, setNote] = useState('');
  const [transfer, setTransfer] = useState<'move' | 'merge' | null>(null);
  const [dialog, setDialog] = useState<'split' | 'shares' | null>(null);
  const [unprinted, setUnprinted] = useState<KitchenTicketData[]>([]);
  const order = useQuery({
    queryKey: tableKeys.order(id),
    queryFn: () => fetchOrder(id),
    refetchInterval: 10_000,
  });

  const print = async (tickets: KitchenTicketData[]) => {
    try {
      const outcome = await printTickets(tickets);
      // The receipt printer failed and the print page took them: say why.
      if (outcome.problem) void message.warning(outcome.problem, 8);
      setUnprinted(outcome.via === 'none' ? tickets : []);
    } catch {
      setUnprinted(tickets);
    }
  };
  const change = useMutation({
    mutationFn: ({ orderId, method, path, body }: Change) => changeOrder(orderId ?? id, method, path, body),
    onSuccess: async ({ data, message: text }, { follow }) => {
      queryClient.setQueryData(tableKeys.order(data.record.id), data.record);
      if (data.record.id !== id) void queryClient.invalidateQueries({ queryKey: tableKeys.order(id) });
      void queryClient.invalidateQueries({ queryKey: tableKeys.floor });
      if (text) message.success(text);
      if (data.tickets.length) await print(data.tickets);
      if (follow && data.record.id !== id) openInstead(data.record.id);
    },
    onError: () => queryClient.invalidateQueries({ queryKey: tableKeys.order(id) }),
  });

  const view = order.data;
  if (order.isLoading || !view) return <Card loading={order.isLoading} />;
  const working = view.status === 'open';
  const unsent = view.lines.filter((line) => !line.sentAt).length;
  const sentAny = view.lines.some((line) => line.sentAt);

  /** The approval token a right the user lacks needs ({} when they hold it), or null when not given. */
  const grant = async (
    right: keyof TableOrderView['rights'],
    ...[action, detail]: Parameters<typeof approval.ask>
  ) => {
    if (view.rights[right]) return {};
    const token = await approval.ask(action, detail);
    return token ? { approvalToken: token } : null;
  };

  const onLine = async (action: LineAction) => {
    const { line } = action;
    if (action.kind === 'edit')
      return change.mutate({
        method: 'put',
        path: `lines/${line.id}`,
        body: { quantity: action.quantity, note: action.note },
      });
    if (action.kind === 'price') {
      const allowed = await grant('canChangePrice', 'changePrice', {
        lineId: String(line.id),
        itemId: line.itemId,
        oldPrice: line.unitPrice,
        newPrice: action.unitPrice,
      });
      if (allowed)
        change.mutate({
          method: 'put',
          path: `lines/${line.id}/price`,
          body: { unitPrice: action.unitPrice, ...allowed },
        });
      return;
    }
    const allowed = line.sentAt
      ? await grant('canDelete', 'deleteLine', { lineId: String(line.id), itemId: line.itemId })
      : {};
    if (allowed)
      change.mutate({
        method: 'post',
        path: `lines/${line.id}/remove`,
        body: { quantity: action.quantity, ...allowed },
      });
  };

  const cancel = async () => {
    const allowed = sentAny ? await grant('canDelete', 'deleteReceipt', { receiptId: String(id) }) : {};
    if (allowed) change.mutate({ method: 'post', path: 'cancel', body: allowed });
  };

  const pay = (orderId: number, parts?: number) =>
    navigate(`/fis/pos/yeni?masa=${orderId}${parts ? `&pay=${parts}` : ''}`);

  return (
    <Card
      data-testid="table-order"
      title={t('posTables.heading', { table: view.table.name, area: view.table.area })}
      extra={
        <Space wrap>
          <Typography.Text type="secondary">
            {t('posTables.openedBy', { name: view.openedBy, time: formatDateTime(view.openedAt) })}
          </Typography.Text>
          <Button onClick={() => navigate('/fis/posmasa/yeni')}>{t('posTables.back')}</Button>
        </Space>
      }
    >
      {!working && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          title={t(`posTables.closedAs.${view.status}`)}
          action={
            view.mergedInto && (
              <Button onClick={() => openInstead(view.mergedInto!)}>{t('posTables.openMerged')}</Button>
            )
          }
        />
      )}
      {unprinted.length > 0 && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          title={t('posTables.printFailed')}
          action={<Button onClick={() => print(unprinted)}>{t('posTables.printAgain')}</Button>}
        />
      )}
      <Row gutter={16}>
        <Col xs={24} xl={16}>
          {working && (
            <Space wrap align="start">
              <ItemAdder
                disabled={change.isPending}
                onAdd={(item, quantity) => {
                  change.mutate({
                    method: 'post',
                    path: 'lines',
                    body: { itemId: item.id, quantity: quantity ?? '1', note },
                  });
                  setNote('');
                }}
              />
              <Input
                style={{ width: 220 }}
                maxLength={120}
                value={note}
                aria-label={t('posTables.note')}
                placeholder={t('posTables.notePlaceholder')}
                onChange={(event) => setNote(event.target.value)}
              />
            </Space>
          )}
          <OrderLines
            lines={view.lines}
            disabled={!working || change.isPending}
            onAction={(action) => void onLine(action)}
          />
        </Col>
        <Col xs={24} xl={8}>
          <Space orientation="vertical" size={12} style={{ width: '100%' }}>
            <Statistic title={t('posTables.total')} value={money(view.total)} data-testid="order-total" />
            <Button
              type="primary"
              size="large"
              block
              disabled={!working || unsent === 0}
              loading={change.isPending}
              onClick={() => change.mutate({ method: 'post', path: 'send' })}
            >
              {t('posTables.send', { count: unsent })}
            </Button>
            <Space wrap>
              <Button
                size="large"
                disabled={!working || view.splitOf !== null}
                onClick={() => setTransfer('move')}
              >
                {t('posTables.move')}
              </Button>
              <Button size="large" disabled={!working} onClick={() => setTransfer('merge')}>
                {t('posTables.merge')}
              </Button>
              <Button
                size="large"
                disabled={!working || view.splitOf !== null || view.lines.length === 0}
                onClick={() => setDialog('split')}
              >
                {t('posTables.split')}
              </Button>
              <Button
                size="large"
                disabled={!working || view.lines.length === 0 || view.parts.length > 0}
                onClick={() => setDialog('shares')}
              >
                {t('posTables.equalShares')}
              </Button>
            </Space>
            <Button
              size="large"
              block
              disabled={!working || view.lines.length === 0 || view.parts.length > 0}
              onClick={() => pay(id)}
            >
              {t('posTables.pay')}
            </Button>
            {view.parts.map((part) => (
              <Card
                key={part.id}
                size="small"
                data-testid="order-part"
                title={t('posTables.part', { id: part.id })}
              >
                <Space wrap>
                  <Typography.Text strong>{money(part.total)}</Typography.Text>
                  <Button onClick={() => pay(part.id)}>{t('posTables.pay')}</Button>
                  <Button onClick={() => navigate(`/fis/posmasa/duzen/${part.id}`)}>
                    {t('common.edit')}
                  </Button>
                  <Button
                    onClick={() =>
                      change.mutate({
                        orderId: part.id,
                        method: 'post',
                        path: 'merge',
                        body: { tableId: view.table.id },
                      })
                    }
                  >
                    {t('posTables.mergeBack')}
                  </Button>
                </Space>
              </Card>
            ))}
            {working && (
              <Popconfirm
                title={t('posTables.cancelConfirm')}
                okText={t('common.yes')}
                cancelText={t('common.no')}
                onConfirm={() => void cancel()}
              >
                <Button danger block>
                  {t('posTables.cancelOrder')}
                </Button>
              </Popconfirm>
            )}
          </Space>
        </Col>
      </Row>
      <TransferDialog
        mode={transfer}
        fromTableId={view.splitOf === null ? view.table.id : 0}
        onClose={() => setTransfer(null)}
        onPick={(tableId) => {
          const mode = transfer!;
          setTransfer(null);
          change.mutate({ method: 'post', path: mode, body: { tableId }, follow: mode === 'merge' });
        }}
      />
      <SplitDialog
        open={dialog === 'split'}
        lines={view.lines}
        onClose={() => setDialog(null)}
        onSplit={(lines) => {
          setDialog(null);
          change.mutate({ method: 'post', path: 'split', body: { lines } });
        }}
      />
      <SharesDialog
        open={dialog === 'shares'}
        total={view.total}
        onClose={() => setDialog(null)}
        onPay={(parts) => {
          // The order's tab stays open behind the till: its dialog must not.
          setDialog(null);
          pay(id, parts);
        }}
      />
      {approval.element}
    </Card>
  );
}
