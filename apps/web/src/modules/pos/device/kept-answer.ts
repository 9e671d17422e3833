import { isLineDown } from './line.ts';

// What the till must know to open with the line down that is not in the device's copy (its open till
// session): the server's last answer, kept in this browser and given back while the line is down.

const storageKey = (name: string, companyId: number) => `kibo_pos_kept_${name}_${companyId}`;

/** The server's answer to `ask`, kept; with the line down, the answer kept last time (if any). */
export async function keptForOffline<T>(name: string, companyId: number, ask: () => Promise<T>): Promise<T> {
  try {
    const answer = await ask();
    localStorage.setItem(storageKey(name, companyId), JSON.stringify(answer));
    return answer;
  } catch (error) {
    const kept = isLineDown(error) ? localStorage.getItem(storageKey(name, companyId)) : null;
    if (kept) return JSON.parse(kept) as T;
    throw error;
  }
}
