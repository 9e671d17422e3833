import { MenuId } from '../menus/catalogue.ts';
import { f } from '../resources/fields.ts';
import { defineSettings } from '../resources/settings.ts';
import { DEFAULT_OFFLINE_HOURS, MAX_OFFLINE_HOURS } from './index.ts';

/**
 * How long an authorised device may keep selling without reaching the server (`/sistem/tclnt`):
 * each contact grants this many hours from then; past them the till stops until it reaches us again.
 */
export const posDeviceSettings = defineSettings({
  name: 'posDeviceSettings',
  menus: [MenuId.authorisedDevices],
  fields: {
    posMaxOfflineHours: f.integer({
      required: true,
      min: 1,
      max: MAX_OFFLINE_HOURS,
      default: DEFAULT_OFFLINE_HOURS,
    }),
  },
  form: { sections: [{ key: 'offline', fields: ['posMaxOfflineHours'] }] },
});
