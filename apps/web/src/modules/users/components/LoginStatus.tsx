import { UnlockOutlined } from '@ant-design/icons';
import type { UserLockout } from '@kibo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Popconfirm, Space, Tag, Tooltip } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../platform/ledger/format.ts';
import { clearLockout, userKeys } from '../api.ts';

const time = (at: string) => dayjs(at).format('HH:mm');
const moment = (at: string) => formatDateTime(at);

/**
 * A user's login throttling on the users list: red when some source (an address, or a known
 * device) is refused for a while, orange while the account's slow-down wait runs (the server
 * sends `slowedUntil` only then); the details in a tooltip.
 */
export function LoginStatus({ lockout }: { lockout: UserLockout | undefined }) {
  const { t } = useTranslation();
  if (!lockout) return null;
  const { lockedSources, failures, addresses, lastFailureAt, slowedUntil } = lockout;
  const locked = lockedSources.map((source) =>
    t(source.knownDevice ? 'users.lockout.deviceLine' : 'users.lockout.addressLine', {
      address: source.address,
      count: source.failures,
      until: time(source.until),
    }),
  );
  const until = lockedSources.reduce((latest, source) => (source.until > latest ? source.until : latest), '');
  const count = lockedSources.reduce((sum, source) => sum + source.failures, 0);
  return (
    <Space size={4} wrap data-testid={`login-status-${lockout.userId}`}>
      {locked.length > 0 && (
        <Tooltip title={locked.map((line) => <div key={line}>{line}</div>)}>
          <Tag color="red">{t('users.lockout.locked', { count, until: time(until) })}</Tag>
        </Tooltip>
      )}
      {slowedUntil && (
        <Tooltip
          title={t('users.lockout.slowedDetail', {
            count: failures,
            addresses,
            last: moment(lastFailureAt),
            until: time(slowedUntil),
          })}
        >
          <Tag color="orange">{t('users.lockout.slowed', { count: failures, addresses })}</Tag>
        </Tooltip>
      )}
    </Space>
  );
}

/** Lifts the user's throttling (every failure on the account is forgotten; audited on the server). */
export function ClearLockoutButton({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const clear = useMutation({
    mutationFn: () => clearLockout(userId),
    onSuccess: async ({ message: done }) => {
      message.success(done);
      await queryClient.invalidateQueries({ queryKey: userKeys.lockouts });
    },
  });
  return (
    <Popconfirm title={t('users.lockout.clearConfirm')} onConfirm={() => clear.mutate()}>
      <Button
        size="small"
        icon={<UnlockOutlined />}
        loading={clear.isPending}
        title={t('users.lockout.clear')}
        aria-label={t('users.lockout.clear')}
      />
    </Popconfirm>
  );
}
