import { Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { settingsStore } from '../../../platform/settings.ts';
import { useStore } from '../../../platform/store.ts';
import { unsentCount } from '../send.ts';
import { outboxChanges } from './db.ts';

/** How many receipts of this device the server has not taken yet, following every change in any tab. */
export function useUnsentCount(): number | null {
  const changes = useStore(outboxChanges);
  const companyId = useStore(settingsStore).settings?.app.company_id;
  const [count, setCount] = useState<number | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a change of the outbox (any tab) is the trigger
  useEffect(() => {
    let current = true;
    if (companyId) void unsentCount().then((value) => current && setCount(value));
    return () => {
      current = false;
    };
  }, [changes, companyId]);
  return count;
}

/** The till's "N gönderilmedi" counter; a click opens the device's receipts (`/fis/offline/fis`). */
export function UnsentCounter() {
  const { t } = useTranslation();
  const count = useUnsentCount();
  if (count === null) return null;
  return (
    <Link to="/fis/offline/fis" data-testid="unsent-count" data-count={count}>
      <Tag color={count > 0 ? 'warning' : 'default'}>
        {count > 0 ? t('offline.outbox.unsent', { count }) : t('offline.outbox.allSent')}
      </Tag>
    </Link>
  );
}
