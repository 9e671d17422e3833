import { PrinterOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Dropdown, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { apiSend, http } from '../../../platform/api/client.ts';
import { openPdf } from '../../../platform/download.ts';
import { CONVERSIONS, conversionsFrom, type SavedDocument } from './document.ts';

/**
 * Prints a saved document as a PDF in a new tab: the group's default design, or a built-in one.
 * The server marks it printed; the cached document and lists follow without a reload.
 */
export function usePrintDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ document, design }: { document: SavedDocument; design?: string }) =>
      openPdf(
        () =>
          http
            .get<Blob>(`/documents/${document.id}/pdf`, {
              params: design ? { design } : {},
              responseType: 'blob',
            })
            .then((answer) => answer.data),
        `${document.number}.pdf`,
      ),
    onSuccess: (_, { document }) => {
      queryClient.setQueryData(['documents', 'detail', document.id], (cached?: SavedDocument) =>
        cached ? { ...cached, printed: true } : cached,
      );
      void queryClient.invalidateQueries({ queryKey: ['documents', 'list'] });
    },
  });
}

/** The editor's buttons: conversions and cancel for a saved document, print, save. */
export function Toolbar({
  saved,
  editing,
  readOnly,
  saving,
  onSave,
  onPrint,
}: {
  saved: SavedDocument | undefined;
  editing: boolean;
  readOnly: boolean;
  saving: boolean;
  onSave: () => void;
  onPrint: (design?: string) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const cancel = useMutation({
    mutationFn: () => apiSend<null>('post', `/documents/${saved!.id}/cancel`),
    onSuccess: async ({ message: text }) => {
      message.success(text);
      await queryClient.invalidateQueries({ queryKey: ['documents'] });
    },
  });
  const open = editing && saved?.status === 'saved';
  return (
    <Space wrap>
      {open &&
        conversionsFrom(saved.docType).map((name) => (
          <Button key={name} onClick={() => navigate(`/fis/${name}/${saved.id}`)}>
            {t(`routes.documents.${CONVERSIONS[name].title}`)}
          </Button>
        ))}
      {open && (
        <Button danger loading={cancel.isPending} onClick={() => cancel.mutate()}>
          {t('documents.cancel')}
        </Button>
      )}
      {editing && (
        <Dropdown.Button
          data-testid="print-document"
          icon={<PrinterOutlined />}
          onClick={() => onPrint()}
          menu={{
            items: (['classic', 'modern'] as const).map((layout) => ({
              key: layout,
              label: t(`documents.printLayout.${layout}`),
            })),
            onClick: ({ key }) => onPrint(key),
          }}
        >
          {t('documents.print')}
        </Dropdown.Button>
      )}
      <Button type="primary" disabled={readOnly} loading={saving} onClick={onSave}>
        {t('common.saveShortcut')}
      </Button>
    </Space>
  );
}
