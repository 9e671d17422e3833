import type { Receipt } from './till.ts';

// The receipt being rung up, kept in this browser after every change: a reload (F5 answered Evet,
// a crash, a power cut) brings it back to the till as it was, with its UUID, so nothing rung up is
// lost and a receipt already sent is answered, not made twice.

export function keptDraft(key: string): Receipt | null {
  try {
    const kept = JSON.parse(localStorage.getItem(key) ?? 'null') as Receipt | null;
    return kept && Array.isArray(kept.lines) && kept.lines.length > 0 ? kept : null;
  } catch {
    return null;
  }
}

export function keepDraft(key: string, receipt: Receipt): void {
  if (receipt.lines.length === 0) localStorage.removeItem(key);
  else localStorage.setItem(key, JSON.stringify(receipt));
}
