import { useEffect, useState } from 'react';
import { settingsStore } from '../../../platform/settings.ts';
import { useStore } from '../../../platform/store.ts';
import { startOutboxSync } from '../outbox/sync.ts';
import { contactChanges, contactServer, currentGate } from './contact.ts';
import type { TillGate } from './gating.ts';
import { lineStore, probeLine } from './line.ts';

export interface TillDevice extends TillGate {
  /** Whether the server answered the till's last call (the browser's network flag corrected by it). */
  lineUp: boolean;
  /** The till cannot take a receipt now: the device is revoked, or the line is down and it may not sell offline. */
  stopped: boolean;
}

/**
 * What this browser may do as a till, live: it contacts the server when the till opens (and the
 * outbox at each sync round), and follows the line and the clock (offline selling ends on time).
 */
export function useTillDevice(): TillDevice {
  const settings = useStore(settingsStore).settings;
  const companyId = settings?.app.company_id ?? 0;
  const userId = settings?.authorizedUser.id ?? 0;
  useStore(contactChanges);
  const lineUp = useStore(lineStore);
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  useEffect(() => {
    if (!companyId) return;
    startOutboxSync();
    void contactServer(companyId, userId);
  }, [companyId, userId]);
  // While the line is down, ask now and then whether it is back (a dead server sends no `online`).
  useEffect(() => {
    if (lineUp) return;
    const timer = window.setInterval(probeLine, 15_000);
    return () => window.clearInterval(timer);
  }, [lineUp]);
  const gate = currentGate(companyId, userId, now);
  return { ...gate, lineUp, stopped: gate.revoked || (!lineUp && !gate.canSellOffline) };
}
