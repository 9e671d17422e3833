import { formatAmount } from '@kibo/domain';
import { Button, Empty, Input, List, Modal, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebounced } from '../../platform/list-state.ts';
import { shownNumberLocale } from '../../platform/number/locale.ts';
import type { TillAccount, TillCatalogue } from './catalogue.ts';

/**
 * Attaching the customer (F4): a loyalty card scanned here or into the till's box, or a search by
 * name, code, tax number, card or phone (`isikli` finds "Işıklı"); each with what they owe and their points.
 */
export function CustomerDialog({
  open,
  catalogue,
  current,
  onPick,
  onClose,
}: {
  open: boolean;
  catalogue: TillCatalogue;
  current: TillAccount | null;
  onPick(account: TillAccount | null): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const locale = shownNumberLocale();
  const [text, setText] = useState('');
  const [hits, setHits] = useState<TillAccount[]>([]);
  const search = useDebounced(text.trim(), 200);

  useEffect(() => {
    let current = true;
    if (!open || search.length < 2) setHits([]);
    else
      void catalogue.searchAccounts(search, 20).then((found) => {
        if (current) setHits(found);
      });
    return () => {
      current = false;
    };
  }, [open, search, catalogue]);

  const pick = (account: TillAccount | null) => {
    setText('');
    onPick(account);
  };

  return (
    <Modal
      open={open}
      title={t('pos.customer.title')}
      onCancel={onClose}
      footer={
        current ? (
          <Button danger onClick={() => pick(null)}>
            {t('pos.customer.remove')}
          </Button>
        ) : null
      }
      destroyOnHidden
      data-testid="till-customer-dialog"
    >
      <Input
        autoFocus
        size="large"
        aria-label={t('pos.customer.search')}
        placeholder={t('pos.customer.search')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onPressEnter={async () => {
          const card = await catalogue.accountByCard(text.trim());
          if (card) pick(card);
          else if (hits.length === 1) pick(hits[0]!);
        }}
      />
      <List
        style={{ marginTop: 12, maxHeight: 360, overflow: 'auto' }}
        dataSource={hits}
        locale={{ emptyText: <Empty description={t('pos.customer.none')} /> }}
        renderItem={(account) => (
          <List.Item
            className="kibo-till-pick"
            onClick={() => pick(account)}
            actions={[
              account.balance != null && (
                <Typography.Text key="balance">
                  {formatAmount(account.balance, locale, 'TRY')}
                </Typography.Text>
              ),
              account.points != null && (
                <Typography.Text key="points">
                  {t('pos.customer.points', { points: account.points })}
                </Typography.Text>
              ),
            ]}
          >
            <List.Item.Meta
              title={account.title}
              description={[account.code, account.loyaltyCard].filter(Boolean).join(' · ')}
            />
          </List.Item>
        )}
      />
    </Modal>
  );
}
