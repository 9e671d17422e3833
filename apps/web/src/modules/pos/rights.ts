import { settingsStore } from '../../platform/settings.ts';
import { useStore } from '../../platform/store.ts';

/**
 * What the signed-in user may do alone at a till (the spec's POS permission), from their settings
 * (kept for a day, so also offline): an administrator holds both rights, as on the server.
 */
export function useTillRights(): { changePrice: boolean; delete: boolean } {
  const user = useStore(settingsStore).settings?.authorizedUser;
  const admin = user?.role === 'admin' || user?.role === 'superadmin';
  return {
    changePrice: admin || Boolean(user?.pos_can_change_price),
    delete: admin || Boolean(user?.pos_can_delete),
  };
}
