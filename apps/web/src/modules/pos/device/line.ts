import { ApiError, apiGet } from '../../../platform/api/client.ts';
import { createStore } from '../../../platform/store.ts';

// Whether the till can reach the server. The browser's `online` flag says only that a network is
// there; a call that got no answer (or a gateway's 502–504) says the server is out of reach.

/** No answer at all, a timeout, or a gateway with the server behind it down. */
export const isLineDown = (error: unknown): boolean =>
  error instanceof ApiError && (error.status === undefined || [502, 503, 504].includes(error.status));

/** The line as the till last saw it: the browser's flag, corrected by each call's fate. */
export const lineStore = createStore<boolean>(typeof navigator === 'undefined' ? true : navigator.onLine);

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => lineStore.set(true));
  window.addEventListener('offline', () => lineStore.set(false));
}

/** Runs a call to the server, noting whether the line answered. */
export async function overTheLine<T>(call: () => Promise<T>): Promise<T> {
  try {
    const answer = await call();
    lineStore.set(true);
    return answer;
  } catch (error) {
    if (isLineDown(error)) lineStore.set(false);
    else if (error instanceof ApiError) lineStore.set(true);
    throw error;
  }
}

/** Asks the server for its smallest answer, to learn whether the line is back. */
export const probeLine = () =>
  overTheLine(() => apiGet('/brand', undefined, { isPublic: true, silent: true, timeout: 5000 })).catch(
    () => undefined,
  );
