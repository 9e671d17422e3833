import { App } from 'antd';
import { type RefObject, useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Whether the app runs installed (its own window, no browser toolbar). */
const installed = () => window.matchMedia('(display-mode: standalone)').matches;

/**
 * The spec's question on a refresh of the POS: F5 or Ctrl/⌘+R ask "Sayfadan ayrılmak istiyor
 * musunuz?" (Evet/Hayır) in the user's language before reloading. The installed app has no reload
 * button, so those keys are its only refresh; in a browser tab its own reload button gets the
 * browser's warning while a receipt is open.
 */
export function useLeaveGuard(
  root: RefObject<HTMLElement | null>,
  receiptOpen: boolean,
  /** The cashier stays: back to the till (its keys act while the question fades out). */
  onStay: () => void,
): void {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const reload =
        event.key === 'F5' || ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'r');
      // Only while the till is the screen in front (a kept-alive till in a background tab is hidden).
      if (!reload || !root.current?.checkVisibility()) return;
      event.preventDefault();
      modal.confirm({
        title: t('pos.leavePage'),
        okText: t('pos.yes'),
        cancelText: t('pos.no'),
        onOk: () => window.location.reload(),
        onCancel: onStay,
      });
    };
    const onUnload = (event: BeforeUnloadEvent) => {
      if (!root.current || (!receiptOpen && !installed())) return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    window.addEventListener('beforeunload', onUnload);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('beforeunload', onUnload);
    };
  }, [root, receiptOpen, onStay, modal, t]);
}
