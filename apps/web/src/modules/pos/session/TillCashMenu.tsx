import { ArrowLeftOutlined, WalletOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Drawer, Popconfirm, Space } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openDrawer } from '../printing/index.ts';
import { TillRefusal } from '../send.ts';
import { recordNoSale } from './api.ts';
import { CashMoveForm } from './CashMoveForm.tsx';
import { SessionClose, type SessionCloseProps } from './SessionClose.tsx';
import { SessionReport } from './SessionReport.tsx';

type View = 'in' | 'out' | 'report' | 'close';

/**
 * The till's "Kasa" menu for its open session: money in and out with a reason, the drawer opened
 * without a sale (recorded first, so a press is in the Z even if the printer fails), the X report so
 * far, and the close.
 */
export function TillCashMenu({ session, receiptOpen = false, onClosed }: SessionCloseProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [view, setView] = useState<View | null>(null);
  const noSale = useMutation({
    mutationFn: async () => {
      await recordNoSale(session.id);
      return { text: t('posSession.noSaleRecorded'), kicked: await openDrawer() };
    },
    onSuccess: ({ text, kicked }) => {
      if (kicked) message.success(text);
      else message.warning(t('posSession.drawerNoPrinter'));
      void queryClient.invalidateQueries({ queryKey: ['till'] });
    },
    // The server's refusals are shown on their way; one the device makes itself (the line down where
    // this till may not work offline) is shown here, and the drawer stays shut.
    onError: (error) => {
      if (error instanceof TillRefusal) message.error(t(error.message), 8);
    },
  });
  // Once the close is saved, however the drawer is left (Bitti, Geri, its ×), the till hears of it.
  const closed = useRef(false);
  const dismiss = () => {
    setOpen(false);
    setView(null);
    if (closed.current) onClosed();
  };
  const item = (target: View, label: string) => (
    <Button block size="large" onClick={() => setView(target)} danger={target === 'close'}>
      {label}
    </Button>
  );
  return (
    <>
      <Button icon={<WalletOutlined />} onClick={() => setOpen(true)} data-testid="till-cash-menu">
        {t('posSession.menu')}
      </Button>
      <Drawer
        open={open}
        onClose={dismiss}
        width={560}
        title={t('posSession.menuTitle', { register: session.register })}
      >
        <div data-testid="till-cash-drawer">
          {view === null ? (
            <Space orientation="vertical" size={12} style={{ width: '100%' }}>
              {item('in', t('posSession.cashIn'))}
              {item('out', t('posSession.cashOut'))}
              <Popconfirm
                title={t('posSession.noSaleConfirm')}
                okText={t('posSession.openDrawer')}
                onConfirm={() => noSale.mutate()}
              >
                <Button block size="large" loading={noSale.isPending}>
                  {t('posSession.openDrawer')}
                </Button>
              </Popconfirm>
              {item('report', t('posSession.xReport'))}
              {item('close', t('posSession.closeTill'))}
            </Space>
          ) : (
            <Space orientation="vertical" size={12} style={{ width: '100%' }}>
              <Button
                type="link"
                icon={<ArrowLeftOutlined />}
                onClick={() => (closed.current ? dismiss() : setView(null))}
                style={{ padding: 0 }}
              >
                {t('posSession.back')}
              </Button>
              {(view === 'in' || view === 'out') && (
                <CashMoveForm sessionId={session.id} direction={view} onDone={() => setView(null)} />
              )}
              {view === 'report' && <SessionReport sessionId={session.id} />}
              {view === 'close' && (
                <SessionClose
                  session={session}
                  receiptOpen={receiptOpen}
                  onCloseSaved={() => {
                    closed.current = true;
                  }}
                  onClosed={dismiss}
                />
              )}
            </Space>
          )}
        </div>
      </Drawer>
    </>
  );
}
