import type { DeviceRecord } from '@kibo/contracts';
import { apiGet, apiSend } from '../../platform/api/client.ts';

export const deviceKeys = { list: ['posDevices'] as const, users: ['posDeviceUsers'] as const };

export const fetchDevices = () => apiGet<DeviceRecord[]>('/pos-devices');
export const fetchDeviceUsers = () =>
  apiGet<{ id: number; name: string; email: string }[]>('/pos-devices/users');

export const registerDevice = (body: { name: string; key: string; offlineUserIds: number[] }) =>
  apiSend<DeviceRecord>('post', '/pos-devices', body);
export const updateDevice = (id: number, body: { name: string; offlineUserIds: number[] }) =>
  apiSend<DeviceRecord>('put', `/pos-devices/${id}`, body);
export const revokeDevice = (id: number) => apiSend<DeviceRecord>('post', `/pos-devices/${id}/revoke`);
