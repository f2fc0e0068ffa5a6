// What each booking mail says, branded like the auth mails (supabase/templates/*.html): the product's
// header, one heading, the slot in the reader's time zones, the counsellor's video link, one main
// button (marked data-action-link: the local inbox shows its link as the mail's action_link), and the
// footer. The student's mails carry the manage link; the counsellor's copy carries the student's details
// and never the student's link.
import { shortSlot, slotLines } from './booking-times.ts';

export type BookingMailKind = 'confirmed' | 'moved' | 'cancelled' | 'reminder_24h' | 'reminder_1h';

/** A mail as public.claim_booking_mails hands it out. */
export interface ClaimedMail {
  id: number;
  kind: BookingMailKind;
  audience: 'student' | 'counsellor';
  starts_at: string;
  manage_version: number;
  booking: {
    id: number;
    status: string;
    name: string;
    email: string;
    whatsapp: string | null;
    home_country: string;
    language: string;
    study_level: string | null;
    field_of_study: string | null;
    intended_intake: string | null;
    budget_band: string | null;
    english_test: string | null;
  };
  counsellor: { id: string; name: string; email: string | null; video_link: string; time_zone: string };
}

/** The product name the functions use when PUBLIC_PRODUCT_NAME is unset (@app/shared's BRAND_DEFAULTS, kept equal by a test). */
export const DEFAULT_PRODUCT_NAME = 'EuroStudy Compass';
export const productName = (env: Record<string, string | undefined>) =>
  env.PUBLIC_PRODUCT_NAME?.trim() || DEFAULT_PRODUCT_NAME;

/** The mail's type in the local inbox (and its Resend tag). */
export function inboxType(mail: Pick<ClaimedMail, 'kind' | 'audience'>): string {
  return mail.audience === 'counsellor' ? 'booking_counsellor' : `booking_${mail.kind}`;
}

export interface RenderContext {
  productName: string;
  siteUrl: string;
  /** The student's manage link for this mail's version (student mails only). */
  manageLink: string | null;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
  /** The main button's link. */
  actionLink: string;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const BUDGET_BANDS: Record<string, string> = {
  under_10_lakh: 'under ₹10 lakh',
  '10_20_lakh': '₹10–20 lakh',
  '20_30_lakh': '₹20–30 lakh',
  over_30_lakh: 'over ₹30 lakh',
};
const ENGLISH_TESTS: Record<string, string> = {
  not_yet: 'not taken yet',
  booked: 'booked',
  have_score: 'has a score',
  not_needed: 'not needed',
};

/** A branded mail's parts (shared with the reminder mails, reminder-mail.ts). */
export interface Content {
  subject: string;
  heading: string;
  paragraphs: string[];
  details: [string, string][];
  button: { label: string; url: string } | null;
  secondary: { label: string; url: string }[];
  note: string | null;
  /** Small links under the footer (the reminders' preferences and unsubscribe links). */
  footerLinks?: { label: string; url: string }[];
}

function studentContent(mail: ClaimedMail, context: RenderContext): Content {
  const startsAt = new Date(mail.starts_at);
  const when = shortSlot(startsAt, mail.booking.home_country);
  const slot = slotLines(startsAt, { homeCountry: mail.booking.home_country });
  const details: [string, string][] = [
    ...slot.map((line, index): [string, string] => [index === 0 ? 'When' : '', line]),
    ['Counsellor', mail.counsellor.name],
    ['Language', mail.booking.language],
    ['Video call', mail.counsellor.video_link],
  ];
  const manage = context.manageLink ? { label: 'Move or cancel', url: context.manageLink } : null;
  const join = { label: 'Join the video call', url: mail.counsellor.video_link };
  const linkNote =
    'Use the button to move or cancel. Each change sends you a new e-mail with a new link; links in older e-mails stop working.';
  const hello = `Hello ${mail.booking.name},`;
  switch (mail.kind) {
    case 'confirmed':
      return {
        subject: `Your free consultation is booked: ${when}`,
        heading: 'Your consultation is booked',
        paragraphs: [
          hello,
          `${mail.counsellor.name} will meet you by video call. The invitation attached adds it to your calendar.`,
        ],
        details,
        button: manage,
        secondary: [join],
        note: linkNote,
      };
    case 'moved':
      return {
        subject: `Your consultation has moved to ${when}`,
        heading: 'Your consultation has a new time',
        paragraphs: [hello, 'Your consultation has moved. The invitation attached updates your calendar.'],
        details,
        button: manage,
        secondary: [join],
        note: linkNote,
      };
    case 'reminder_24h':
    case 'reminder_1h':
      return {
        subject:
          mail.kind === 'reminder_1h'
            ? `Your consultation starts in one hour (${when})`
            : `Reminder: your consultation is tomorrow, ${when}`,
        heading: mail.kind === 'reminder_1h' ? 'See you in an hour' : 'See you tomorrow',
        paragraphs: [hello, `This is a reminder of your consultation with ${mail.counsellor.name}.`],
        details,
        button: manage,
        secondary: [join],
        note: 'If you cannot make it, please cancel or move it with the button, so another student can take the time.',
      };
    case 'cancelled': {
      const again = { label: 'Book another time', url: `${context.siteUrl}/book` };
      // The cancelled booking's own link still erases the details it holds until its time is over.
      const erase = context.manageLink ? [{ label: 'Erase my details', url: context.manageLink }] : [];
      return {
        subject: `Your consultation on ${when} is cancelled`,
        heading: 'Your consultation is cancelled',
        paragraphs: [
          hello,
          'Your consultation has been cancelled. The invitation attached removes it from your calendar.',
        ],
        details: details.filter(([label]) => label !== 'Video call'),
        button: again,
        secondary: erase,
        note: null,
      };
    }
  }
}

function counsellorContent(mail: ClaimedMail): Content {
  const startsAt = new Date(mail.starts_at);
  const slot = slotLines(startsAt, { ownZone: mail.counsellor.time_zone });
  const b = mail.booking;
  const details: [string, string][] = [
    ...slot.map((line, index): [string, string] => [index === 0 ? 'When' : '', line]),
    ['Student', b.name],
    ['E-mail', b.email],
    ...(b.whatsapp ? [['WhatsApp', b.whatsapp] as [string, string]] : []),
    ['Home country', b.home_country],
    ['Language', b.language],
    ...(b.study_level ? [['Level', b.study_level] as [string, string]] : []),
    ...(b.field_of_study ? [['Field', b.field_of_study] as [string, string]] : []),
    ...(b.intended_intake ? [['Intake', b.intended_intake] as [string, string]] : []),
    ...(b.budget_band ? [['Budget', BUDGET_BANDS[b.budget_band] ?? b.budget_band] as [string, string]] : []),
    ...(b.english_test ? [['English test', ENGLISH_TESTS[b.english_test] ?? b.english_test] as [string, string]] : []),
  ];
  const when = slot[0]?.replace(/^\w+, /, '') ?? '';
  const join = { label: 'Open your video room', url: mail.counsellor.video_link };
  const hello = `Hello ${mail.counsellor.name},`;
  if (mail.kind === 'cancelled') {
    return {
      subject: `Consultation cancelled: ${b.name}, ${when}`,
      heading: 'A consultation was cancelled',
      paragraphs: [hello, `${b.name}'s consultation with you is off; the time is free again.`],
      details,
      button: null,
      secondary: [],
      note: null,
    };
  }
  const moved = mail.kind === 'moved';
  return {
    subject: `${moved ? 'Consultation moved' : 'New consultation'}: ${b.name}, ${when}`,
    heading: moved ? 'A consultation moved' : 'A new consultation with you',
    paragraphs: [
      hello,
      moved ? `${b.name} moved their consultation with you.` : `${b.name} booked a consultation with you.`,
    ],
    details,
    button: join,
    secondary: [],
    note: 'The student’s case is in the console.',
  };
}

const BUTTON_STYLE =
  'display:inline-block;padding:12px 20px;background:#1d4ed8;color:#ffffff;border-radius:8px;text-decoration:none;font-weight:bold';

export function brandedHtml(content: Content, context: Pick<RenderContext, 'productName' | 'siteUrl'>): string {
  const rows = content.details
    .map(
      ([label, value]) =>
        `<tr><td style="padding:4px 12px 4px 0;color:#475569;vertical-align:top;white-space:nowrap">${escapeHtml(label)}</td>` +
        `<td style="padding:4px 0;word-break:break-word">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const button = content.button
    ? `<p style="margin:0 0 20px"><a data-action-link href="${escapeHtml(content.button.url)}" style="${BUTTON_STYLE}">${escapeHtml(content.button.label)}</a></p>`
    : '';
  const secondary = content.secondary
    .map(
      (link) =>
        `<p style="margin:0 0 16px"><a href="${escapeHtml(link.url)}" style="color:#1d4ed8;font-weight:bold">${escapeHtml(link.label)}</a></p>`,
    )
    .join('');
  const fallback = content.button
    ? `<p style="margin:0;font-size:13px;color:#64748b;word-break:break-all">If the button does not work, open this link: ${escapeHtml(content.button.url)}</p>`
    : '';
  const product = escapeHtml(context.productName);
  const site = escapeHtml(context.siteUrl);
  const footerLinks = (content.footerLinks ?? [])
    .map((link) => `<br><a href="${escapeHtml(link.url)}" style="color:#64748b">${escapeHtml(link.label)}</a>`)
    .join('');
  return `<!doctype html>
<html lang="en">
  <body style="margin:0;padding:24px;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
    <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:12px">
      <tr>
        <td style="padding:28px 28px 8px;font-size:18px;font-weight:bold;color:#1e3a8a">${product}</td>
      </tr>
      <tr>
        <td style="padding:8px 28px 28px;font-size:16px;line-height:1.5">
          <h1 style="font-size:22px;margin:0 0 12px">${escapeHtml(content.heading)}</h1>
          ${content.paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('\n          ')}
          <table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 20px;font-size:15px">${rows}</table>
          ${button}
          ${secondary}
          ${content.note ? `<p style="margin:0 0 12px;font-size:14px;color:#475569">${escapeHtml(content.note)}</p>` : ''}
          ${fallback}
        </td>
      </tr>
      <tr>
        <td style="padding:16px 28px;font-size:12px;color:#64748b;border-top:1px solid #e2e8f0">
          ${product} helps students reach Europe's public universities, free of charge. <a href="${site}" style="color:#1d4ed8">${site}</a>${footerLinks}
        </td>
      </tr>
    </table>
  </body>
</html>
`;
}

export function brandedText(content: Content, context: Pick<RenderContext, 'productName' | 'siteUrl'>): string {
  const lines = [
    content.heading,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...content.details.map(([label, value]) => (label ? `${label}: ${value}` : `  ${value}`)),
    '',
    ...(content.button ? [`${content.button.label}: ${content.button.url}`] : []),
    ...content.secondary.map((link) => `${link.label}: ${link.url}`),
    ...(content.note ? ['', content.note] : []),
    '',
    `${context.productName} · ${context.siteUrl}`,
    ...(content.footerLinks ?? []).map((link) => `${link.label}: ${link.url}`),
  ];
  return `${lines.join('\n')}\n`;
}

export function renderBookingMail(mail: ClaimedMail, context: RenderContext): RenderedMail {
  const content = mail.audience === 'counsellor' ? counsellorContent(mail) : studentContent(mail, context);
  return {
    subject: content.subject,
    html: brandedHtml(content, context),
    text: brandedText(content, context),
    actionLink: content.button?.url ?? '',
  };
}

/** Student mails about a booked or moved slot carry an invitation; a cancellation carries its CANCEL. */
export function invitationMethod(mail: Pick<ClaimedMail, 'kind'>): 'REQUEST' | 'CANCEL' | null {
  if (mail.kind === 'confirmed' || mail.kind === 'moved') return 'REQUEST';
  return mail.kind === 'cancelled' ? 'CANCEL' : null;
}
