// The date the legal texts last changed. Change it together with the text, never to "today":
// a date that moves on every build tells readers the terms changed when they did not.
export const LEGAL_LAST_UPDATED = '2026-11-22';

export function formatLegalDate(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** Not decided by the business yet (docs/product.md section 9: governing law is unfilled). */
export const GOVERNING_LAW_PLACEHOLDER = '[governing jurisdiction to be confirmed]';
