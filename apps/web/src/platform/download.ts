import { http } from './api/client.ts';

/** Hands a file the server made (an Excel list, a PDF of labels) to the browser as a download. */
export function saveBlob(blob: Blob, name: string): void {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = name;
  link.click();
  URL.revokeObjectURL(link.href);
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
