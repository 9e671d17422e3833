import type { DeviceRecord } from '@kibo/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { applyFieldErrors } from '../../platform/forms.ts';
import { deviceKeys, fetchDeviceUsers, registerDevice, updateDevice } from './api.ts';
import { newDeviceKey, storeDevice } from './device-key.ts';

interface Values {
  name: string;
  offlineUserIds: number[];
}

/** Registers this browser (no `device`) or edits a device's name and offline users. */
export function DeviceDialog({ device, onClose }: { device?: DeviceRecord; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const users = useQuery({ queryKey: deviceKeys.users, queryFn: fetchDeviceUsers });
  const save = useMutation({
    mutationFn: async (values: Values) => {
      if (device) return updateDevice(device.id, values);
      const key = newDeviceKey();
      const saved = await registerDevice({ ...values, key });
      // Kept only once the server has it: a failed registration leaves no orphan key behind.
      storeDevice({ id: saved.data.id, key });
      return saved;
    },
    onSuccess: ({ message: text }) => {
      message.success(text);
      void queryClient.invalidateQueries({ queryKey: deviceKeys.list });
      onClose();
    },
    onError: (error) => applyFieldErrors(form, error),
  });

  return (
    <Modal
      open
      title={t(device ? 'devices.edit' : 'devices.registerThis')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        name={`device_${device?.id ?? 'new'}`}
        layout="vertical"
        initialValues={{
          name: device?.name ?? t('devices.defaultName'),
          offlineUserIds: device?.offlineUsers.map((user) => user.id) ?? [],
        }}
        onFinish={(values) => save.mutate(values)}
      >
        <Form.Item
          name="name"
          label={t('devices.name')}
          rules={[{ required: true, message: t('common.required') }]}
        >
          <Input maxLength={80} autoFocus />
        </Form.Item>
        <Form.Item
          name="offlineUserIds"
          label={t('devices.offlineUsers')}
          extra={t('devices.offlineUsersHint')}
        >
          <Select
            mode="multiple"
            loading={users.isLoading}
            optionFilterProp="label"
            options={(users.data ?? []).map((user) => ({
              value: user.id,
              label: `${user.name} (${user.email})`,
            }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
