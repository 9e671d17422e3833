import { Alert } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../platform/api/client.ts';
import { formatMoney } from '../../../platform/ledger/format.ts';
import { settingsStore } from '../../../platform/settings.ts';
import { useStore } from '../../../platform/store.ts';
import { type BasketSource, pricedBasket } from './basket.ts';

/**
 * Above a basket's new document: what the till charged for it and that saving takes it off the till;
 * a customer still to pick (an invoice or order needs one); prices kept VAT-included where the
 * company's VAT-excluded prices could not come to the basket's total.
 */
export function BasketNotice({ basket, accountId }: { basket: BasketSource; accountId: number | null }) {
  const { t } = useTranslation();
  const withoutVat = !(useStore(settingsStore).settings?.app.preferences?.prices_include_vat ?? false);
  const priced = useMemo(() => pricedBasket(basket, !withoutVat), [basket, withoutVat]);
  const notes = [
    !accountId && t('documents.basket.pickAccount'),
    withoutVat && priced.pricesIncludeVat && t('documents.basket.keptVatIncluded'),
  ].filter(Boolean);
  return (
    <Alert
      type={accountId ? 'info' : 'warning'}
      showIcon
      data-testid="basket-notice"
      title={t('documents.basket.from', { total: formatMoney(priced.total, 'TRY') })}
      description={notes.length > 0 ? notes.join(' ') : undefined}
      style={{ marginBottom: 12 }}
    />
  );
}

/** A basket that is no longer there (completed at the till, deleted, converted) says so, not an empty editor. */
export function BasketGone({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const gone = error instanceof ApiError && error.status === 404;
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="basket-gone"
      title={gone ? t('documents.basket.gone') : error instanceof Error ? error.message : String(error)}
    />
  );
}
