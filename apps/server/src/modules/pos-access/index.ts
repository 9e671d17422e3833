export { consumeApproval, PIN_LIMITS } from './approvals.service.ts';
export {
  authorisedDevice,
  DEVICE_REVOKED,
  DEVICE_UNKNOWN,
  deviceOf,
  offlineDevice,
} from './devices.service.ts';
export * from './pos-access.tables.ts';
export { type TillRights, tillRightsOf } from './rights.ts';
export { registerPosAccessRoutes } from './routes.ts';
