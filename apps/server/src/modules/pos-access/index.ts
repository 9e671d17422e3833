export { consumeApproval, PIN_LIMITS } from './approvals.service.ts';
export { authorisedDevice, DEVICE_REVOKED, DEVICE_UNKNOWN } from './devices.service.ts';
export * from './pos-access.tables.ts';
export { registerPosAccessRoutes } from './routes.ts';
