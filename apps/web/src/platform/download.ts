import { http } from './api/client.ts';

/** Hands a file the server made (an Excel list, a PDF of labels) to the browser as a download. */
export function saveBlob(blob: Blob, name: string): void {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = name;
  link.click();
  URL.revokeObjectURL(link.href);
}

/**
 * Opens a PDF the server makes (a document, a statement) in a new tab to read and print. The tab
 * is opened at the click, before the file arrives, so pop-up blockers let it through; where one
 * still blocks it, the file is downloaded instead.
 */
export async function openPdf(fetchPdf: () => Promise<Blob>, name: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const blob = await fetchPdf();
    if (!tab) {
      saveBlob(blob, name);
      return;
    }
    const url = URL.createObjectURL(blob);
    tab.location.href = url;
    // The tab has loaded it by then; the object is released for the page's memory.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}

/** Downloads what the server streams at `url` (an Excel export), under the name it gives the file. */
export async function downloadFile(url: string, params: Record<string, unknown>, fallbackName: string) {
  const response = await http.get<Blob>(url, { params, responseType: 'blob' });
  const disposition = String(response.headers['content-disposition'] ?? '');
  saveBlob(
    response.data,
    decodeURIComponent(/filename\*=UTF-8''([^;]+)/.exec(disposition)?.[1] ?? fallbackName),
  );
}
