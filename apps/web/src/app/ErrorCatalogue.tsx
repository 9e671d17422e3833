import { ErrorCode } from '@kibo/contracts';
import { App } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { type ApiError, setErrorPresenter } from '../platform/api/client.ts';
import { clearSettingsCache, loadSettings } from '../platform/settings.ts';
import { tokenStore } from '../platform/storage.ts';
import { createStore } from '../platform/store.ts';

/** What went wrong in this session, for the top bar's error log. */
export const errorLog = createStore<
  Array<{ at: Date; status: number | undefined; message: string; code: string }>
>([]);

/** The spec's error catalogue (section 8), shown with Ant Design's dialogs and toasts. */
export function ErrorCatalogue() {
  const { modal, notification } = App.useApp();
  const { t } = useTranslation();

  useEffect(() => {
    let loginDialogOpen = false;
    setErrorPresenter((error: ApiError, config) => {
      errorLog.set((log) =>
        [
          { at: new Date(), status: error.status, message: error.kiboMessage, code: error.errorCode },
          ...log,
        ].slice(0, 100),
      );
      switch (error.status) {
        case 401: {
          if (config.isPublic || error.errorCode === ErrorCode.wrongCredentials || loginDialogOpen) return;
          loginDialogOpen = true;
          modal.confirm({
            title: t('errors.badRequest'),
            content: error.kiboMessage,
            okText: t('errors.loginAgain'),
            cancelText: t('common.cancel'),
            onOk: () => {
              tokenStore.clear();
              clearSettingsCache();
              window.location.reload();
            },
            onCancel: () => {
              loginDialogOpen = false;
            },
          });
          return;
        }
        case 422: {
          const fields = Object.values(error.errors)
            .map((messages) => messages[0])
            .filter(Boolean);
          modal.warning({
            title: t('errors.missingInfo'),
            content: (
              <div data-testid="error-422">
                <p>{error.kiboMessage}</p>
                {fields.length > 0 && (
                  <ul>
                    {fields.map((message) => (
                      <li key={message}>{message}</li>
                    ))}
                  </ul>
                )}
              </div>
            ),
          });
          return;
        }
        case 500:
          modal.error({
            title: t('errors.serverError'),
            content: `${error.statusText} ${error.kiboMessage}`.trim(),
          });
          return;
        case 403:
          // The session lost its right to go on (password expired, agreement pending): settings decide where to.
          if (
            error.errorCode === ErrorCode.passwordExpired ||
            error.errorCode === ErrorCode.licenceAgreementPending
          ) {
            void loadSettings({ force: true });
            return;
          }
          notification.error({ title: t('errors.forbidden'), description: error.kiboMessage });
          return;
        default:
          // 400 and the rest: the first transaction message, long enough to read (it waits while the
          // pointer rests on it) but not left over a drawer's save button, which sits in the same corner.
          notification.error({
            title: error.messages[0] || error.kiboMessage || t('errors.generic'),
            duration: 12,
            showProgress: true,
            pauseOnHover: true,
          });
      }
    });
  }, [modal, notification, t]);
  return null;
}
