// What /book and /booking say (issue 32): only their islands and the browser tests load these.
import { notice } from './notice.ts';

export const bookingTexts = {
  taken: 'That time was just taken — please pick another.',
  noSlots: 'No open times in the next three weeks for this language. Try another language, or write to us.',
  slotsFailed: 'The open times could not be loaded. Check your connection and reload the page.',
  sendFailed: 'Your booking could not be sent. Your details are kept: check your connection and send again.',
  fixFields: 'Please fix the fields marked below.',
  consent: 'Share my shortlist and plan with my counsellor',
  /** The success line: the slot on the visitor's clock and the counsellor's name. */
  booked: (when: string, counsellor: string) =>
    `Booked: ${when} with ${counsellor}. We e-mailed a confirmation with a calendar invitation and a link to move or cancel.`,
  // The manage page (/booking).
  noToken: 'This page needs the link from your booking e-mail. Open the newest e-mail we sent you and use its link.',
  cancelled: 'Your consultation is cancelled. We e-mailed you a confirmation.',
  erased: 'Your booking and the details you gave us are erased.',
  moved: (when: string, counsellor: string) =>
    `Moved: ${when} with ${counsellor}. We e-mailed a new confirmation with a new link; the old link no longer works.`,
} as const;

export const bookingNotices = {
  booked: notice('Consultation booked'),
  failed: notice('Booking not sent'),
  taken: notice('That time was just taken'),
} as const;
