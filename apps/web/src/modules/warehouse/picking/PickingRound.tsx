import { Big } from '@kibo/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Input, Popconfirm, Result, Space, Table, Tag } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiGet, apiSend } from '../../../platform/api/client.ts';
import { documentPath, formatQuantity } from '../../../platform/ledger/format.ts';
import { useUnitDecimals } from '../../../platform/number/units.ts';
import { PickCell } from './PickCell.tsx';
import { type Picking, type PickingLine, toPick } from './types.ts';

/**
 * One round: the scanner box (a shelf code sets the shelf being picked from, anything else is an
 * item), the lines in walking order with what is picked of each, and finishing into waybills.
 */
export function PickingRound({ id, onClose }: { id: number; onClose(): void }) {
  const { t } = useTranslation();
  const unitDecimals = useUnitDecimals();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const [shelf, setShelf] = useState('');
  const [waiting, setWaiting] = useState(false);
  const box = useRef<HTMLInputElement>(null);
  const key = ['picking', 'round', id];
  const { data: picking } = useQuery({ queryKey: key, queryFn: () => apiGet<Picking>(`/pickings/${id}`) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['picking'] });

  const shelfCodes = new Set(picking?.lines.flatMap((line) => line.shelves.map((item) => item.code)) ?? []);
  const scan = async () => {
    const value = code.trim();
    setCode('');
    if (!value || waiting) return;
    if (shelfCodes.has(value)) {
      setShelf(value);
      return;
    }
    setWaiting(true);
    try {
      await apiSend('post', `/pickings/${id}/scan`, { code: value, shelfCode: shelf });
      await refresh();
    } catch {
      // The error catalogue shows the server's message (over-pick, wrong shelf, unknown item).
    } finally {
      setWaiting(false);
      box.current?.focus();
    }
  };
  const finish = useMutation({
    mutationFn: () =>
      apiSend<{ waybills: { id: number; number: string }[] }>('post', `/pickings/${id}/finish`),
    onSuccess: async ({ message: text }) => {
      message.success(text);
      await refresh();
    },
  });
  const cancel = useMutation({
    mutationFn: () => apiSend<null>('post', `/pickings/${id}/cancel`),
    onSuccess: async ({ message: text }) => {
      message.success(text);
      await refresh();
      onClose();
    },
  });

  if (!picking) return null;
  if (picking.status !== 'open')
    return (
      <Result
        status={picking.status === 'finished' ? 'success' : 'info'}
        title={t(`picking.status.${picking.status}`)}
        data-testid="picking-result"
        subTitle={
          <Space wrap>
            {picking.waybills.map((waybill) => (
              <Link key={waybill.id} to={documentPath('despatchOut', waybill.id)}>
                {waybill.number}
              </Link>
            ))}
          </Space>
        }
        extra={<Button onClick={onClose}>{t('picking.newRound')}</Button>}
      />
    );

  const short = picking.lines.some((line) => new Big(line.picked).lt(toPick(line)));
  const rules = picking.rules;
  return (
    <Card
      data-testid="picking-round"
      title={`${t('routes.warehouse.picking')} #${picking.id}${picking.warehouse ? ` · ${picking.warehouse}` : ''}`}
      extra={
        <Space wrap>
          <Button onClick={onClose}>{t('picking.leave')}</Button>
          <Popconfirm title={t('picking.cancelConfirm')} onConfirm={() => cancel.mutate()}>
            <Button danger>{t('picking.cancel')}</Button>
          </Popconfirm>
          <Button type="primary" loading={finish.isPending} onClick={() => finish.mutate()}>
            {t('picking.finish')}
          </Button>
        </Space>
      }
    >
      <Space wrap style={{ marginBottom: 12 }}>
        <Input
          ref={(input) => {
            box.current = input?.input ?? null;
          }}
          autoFocus
          data-testid="picking-scan"
          aria-label={t('picking.scan')}
          placeholder={t(rules.scanShelf ? 'picking.scanShelfThenItem' : 'picking.scan')}
          style={{ width: 300 }}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          onPressEnter={() => void scan()}
        />
        {shelf && <Tag color="blue" data-testid="picking-shelf">{`${t('picking.shelf')}: ${shelf}`}</Tag>}
        {rules.scanEachUnit && <Tag>{t('picking.rules.scanEachUnit')}</Tag>}
        {rules.scanShelf && <Tag>{t('picking.rules.scanShelf')}</Tag>}
      </Space>
      {short && (
        <Alert
          type={rules.allowShort ? 'info' : 'warning'}
          showIcon
          style={{ marginBottom: 12 }}
          title={t(rules.allowShort ? 'picking.shortAllowed' : 'picking.shortRefused')}
        />
      )}
      <Table<PickingLine>
        size="small"
        rowKey="orderLineId"
        pagination={false}
        dataSource={picking.lines}
        scroll={{ x: 900 }}
        columns={[
          {
            key: 'shelf',
            title: t('picking.shelf'),
            width: 110,
            render: (_, line) => line.shelves.map((item) => item.code).join(', ') || '—',
          },
          {
            key: 'item',
            title: t('ledger.item'),
            render: (_, line) => `${line.itemCode} ${line.itemName}`,
          },
          {
            key: 'order',
            title: t('picking.order'),
            render: (_, line) => `${line.orderNumber} · ${line.accountTitle}`,
          },
          {
            key: 'toPick',
            title: t('picking.toPick'),
            align: 'right',
            width: 110,
            render: (_, line) =>
              `${formatQuantity(toPick(line).toString(), unitDecimals(line.unitName))} ${line.unitName}`,
          },
          {
            key: 'picked',
            title: t('picking.picked'),
            align: 'right',
            width: 110,
            render: (_, line) => (
              <Tag
                data-testid={`picked-${line.itemCode}`}
                color={new Big(line.picked).gte(toPick(line)) ? 'green' : undefined}
              >
                {formatQuantity(line.picked, unitDecimals(line.unitName))}
              </Tag>
            ),
          },
          ...(rules.scanEachUnit
            ? []
            : [
                {
                  key: 'enter',
                  title: t('picking.enter'),
                  width: 260,
                  render: (_: unknown, line: PickingLine) => (
                    <PickCell pickingId={id} line={line} shelfRequired={rules.scanShelf} onSaved={refresh} />
                  ),
                },
              ]),
        ]}
      />
    </Card>
  );
}
