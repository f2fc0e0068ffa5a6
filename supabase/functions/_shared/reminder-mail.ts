// What the reminder mails and WhatsApp messages say (send-reminders), branded like the booking mails
// (booking-mail.ts): one heading, the item and its date, one button to /applications, and under the
// footer the preferences on /account and the one-click unsubscribe link that the List-Unsubscribe
// header also carries.
import { brandedHtml, brandedText, type Content } from './booking-mail.ts';

export type ReminderKind = 'deadline' | 'step' | 'digest';

export interface ReminderItem {
  kind: 'deadline' | 'step';
  id: number;
  application_id: number;
  title: string;
  official_url: string | null;
  due_on: string;
  programme: string;
  university: string;
}

/** A reminder as public.claim_reminders hands it out. */
export interface ClaimedReminder {
  id: number;
  channel: 'email' | 'whatsapp';
  kind: ReminderKind;
  item_id: number;
  offset_days: number;
  due_on: string;
  days_left: number;
  attempts: number;
  user: { id: string; email: string | null; whatsapp_number: string | null; time_zone: string };
  item: ReminderItem | null;
  items: ReminderItem[] | null;
}

export interface ReminderContext {
  productName: string;
  siteUrl: string;
  unsubscribeLink: string;
}

/** "today", "tomorrow", "in 5 days" (shared/src/reminder-schedule.ts says the same). */
export function daysLeftText(daysLeft: number): string {
  if (daysLeft <= 0) return 'today';
  return daysLeft === 1 ? 'tomorrow' : `in ${daysLeft} days`;
}

/** 30 March 2027 */
export function formatDate(date: string): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );
}

const itemLine = (item: ReminderItem) =>
  item.kind === 'deadline'
    ? `Apply to ${item.programme} (${item.university})`
    : `${item.title}: ${item.programme} (${item.university})`;

export function inboxType(reminder: Pick<ClaimedReminder, 'kind'>): string {
  return reminder.kind === 'digest' ? 'reminder_digest' : `reminder_${reminder.kind}`;
}

function content(reminder: ClaimedReminder, context: ReminderContext): Content {
  const site = context.siteUrl;
  const button = { label: 'Open my applications', url: `${site}/applications` };
  const footerLinks = [
    { label: 'Reminder settings', url: `${site}/account#reminders` },
    { label: 'Unsubscribe from reminder e-mails', url: context.unsubscribeLink },
  ];
  const note = 'You get these reminders because you chose them on your account page.';
  if (reminder.kind === 'digest') {
    const items = reminder.items ?? [];
    return {
      subject: `Your week: ${items.length} open ${items.length === 1 ? 'item' : 'items'} in your applications`,
      heading: 'Your applications this week',
      paragraphs: ['Here is what is open in your applications, by date.'],
      details: items.map((item): [string, string] => [formatDate(item.due_on), itemLine(item)]),
      button,
      secondary: [],
      note,
      footerLinks,
    };
  }
  const item = reminder.item as ReminderItem;
  const when = daysLeftText(reminder.days_left);
  const deadline = reminder.kind === 'deadline';
  return {
    subject: deadline
      ? `Deadline ${when}: ${item.programme}, ${item.university}`
      : `Due ${when}: ${item.title} (${item.programme})`,
    heading: deadline ? `Your application deadline is ${when}` : `A step of your application is due ${when}`,
    paragraphs: [
      deadline
        ? `Your application to ${item.programme} at ${item.university} is due on ${formatDate(item.due_on)}.`
        : `“${item.title}” for ${item.programme} at ${item.university} is due on ${formatDate(item.due_on)}.`,
    ],
    details: [
      ['Due', formatDate(item.due_on)],
      ['Programme', item.programme],
      ['University', item.university],
    ],
    button,
    secondary: item.official_url ? [{ label: 'Official page', url: item.official_url }] : [],
    note,
    footerLinks,
  };
}

export function renderReminderMail(reminder: ClaimedReminder, context: ReminderContext) {
  const parts = content(reminder, context);
  return { subject: parts.subject, html: brandedHtml(parts, context), text: brandedText(parts, context) };
}

/** The WhatsApp template's body parameters: {{1}} what, {{2}} when (the date), {{3}} how far. */
export function whatsappParameters(reminder: ClaimedReminder): string[] {
  const item = reminder.item as ReminderItem;
  // Only our catalogue's words: a step's title is the student's own text, and the number is not verified.
  const what =
    item.kind === 'deadline'
      ? `Apply to ${item.programme} (${item.university})`
      : `A checklist step for ${item.programme} (${item.university})`;
  return [what, formatDate(item.due_on), daysLeftText(reminder.days_left)];
}
