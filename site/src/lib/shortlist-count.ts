// How many programmes this browser's shortlist holds, for the header's "My shortlist (n)" on every page:
// the stored list's length only, without the shortlist module, which pages that never save need not load.
export const SHORTLIST_KEY = 'eurostudy.shortlist.v1';
/** Sent on this page when the shortlist changes (another tab's change arrives as a storage event). */
export const SHORTLIST_EVENT = 'shortlist-change';

export function storedCount(raw: string | null): number {
  try {
    const value: unknown = JSON.parse(raw ?? 'null');
    // The first version stored the ids alone.
    const ids = Array.isArray(value) ? value : (value as { ids?: unknown } | null)?.ids;
    return Array.isArray(ids) ? ids.length : 0;
  } catch {
    return 0;
  }
}

/** Writes " (n)" into every `[data-shortlist-count]`, nothing for an empty list, and keeps it current. */
export function showShortlistCount(): void {
  const show = () => {
    let raw: string | null = null;
    try {
      raw = localStorage.getItem(SHORTLIST_KEY);
    } catch {
      // Storage blocked: no count.
    }
    const count = storedCount(raw);
    for (const slot of document.querySelectorAll('[data-shortlist-count]'))
      slot.textContent = count ? ` (${count})` : '';
  };
  window.addEventListener(SHORTLIST_EVENT, show);
  window.addEventListener('storage', (event) => {
    if (event.key === SHORTLIST_KEY) show();
  });
  show();
}
