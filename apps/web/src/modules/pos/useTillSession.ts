import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { apiGet } from '../../platform/api/client.ts';
import { settingsStore } from '../../platform/settings.ts';
import { useStore } from '../../platform/store.ts';
import { keptForOffline } from './device/kept-answer.ts';

export interface TillSession {
  id: number;
  cashAccountId: number;
  register: string;
  currency: string;
  openingFloat: string;
  openedAt: string;
}

/** The register this device sells at, remembered per browser: a shop with two tills has two sessions open. */
const REGISTER_KEY = 'kibo_till_register';

const rememberedRegister = () => Number(localStorage.getItem(REGISTER_KEY)) || null;

/**
 * The till session this device sells in: the open session of the register it remembers, or the only
 * open one; none means the cashier opens one (with its float) before the first sale.
 */
export function useTillSession() {
  const [register, setRegister] = useState(rememberedRegister);
  const companyId = useStore(settingsStore).settings?.app.company_id ?? 0;
  // With the line down the till opens on the session it last saw open (the server takes its
  // receipts later, into a rescue session if it was closed meanwhile).
  const sessions = useQuery({
    queryKey: ['pos', 'sessions'],
    networkMode: 'always',
    queryFn: () =>
      keptForOffline('sessions', companyId, () =>
        apiGet<{ list: TillSession[] }>('/cash-sessions', { status: 'open', pageSize: 200 }),
      ),
  });
  const open = sessions.data?.list ?? [];
  const session =
    open.find((each) => each.cashAccountId === register) ??
    (register === null && open.length === 1 ? open[0] : undefined);
  const choose = (cashAccountId: number) => {
    localStorage.setItem(REGISTER_KEY, String(cashAccountId));
    setRegister(cashAccountId);
  };
  return { session, loading: sessions.isLoading, refresh: () => sessions.refetch(), choose };
}
