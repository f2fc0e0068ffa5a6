// send-reminders: sends the application reminders and weekly digests owed now (migration
// create_reminder_sends). pg_cron runs it every quarter hour with the service key. Each reminder is
// filed in the send log under its unique key before it is sent (public.claim_reminders: two runs at
// once never both take one), sent by e-mail through the mail interface (key `reminder/<id>`: a retry
// after a crash is not sent twice) with RFC 8058's one-click unsubscribe headers, or by WhatsApp
// template when that channel is configured, then marked sent, or released for a later run.
import type { createClient } from '@supabase/supabase-js';
import type { Resend } from 'resend';
import { productName } from './booking-mail.ts';
import { json, jsonError } from './http.ts';
import { MIN_SECRET_LENGTH } from './link-signature.ts';
import { type Mailer, resendMailer } from './mail.ts';
import { type ClaimedReminder, inboxType, renderReminderMail, whatsappParameters } from './reminder-mail.ts';
import { isServiceCaller } from './service-caller.ts';
import { serviceClient } from './stripe.ts';
import type { FunctionEnv, FunctionHandler } from './types.ts';
import { unsubscribeLink } from './unsubscribe-link.ts';
import { type WhatsAppSender, whatsappSender } from './whatsapp.ts';

export interface ReminderDeps {
  createClient: typeof createClient;
  Resend: typeof Resend;
  fetch?: typeof fetch;
}

const BATCH = 50;
const ROUNDS = 10;

async function sendOne(
  reminder: ClaimedReminder,
  env: FunctionEnv,
  mailer: Mailer,
  whatsapp: WhatsAppSender | null,
): Promise<string> {
  if (reminder.channel === 'whatsapp') {
    if (!whatsapp || !reminder.user.whatsapp_number) throw new Error('WhatsApp is not configured.');
    return (await whatsapp.send({ to: reminder.user.whatsapp_number, parameters: whatsappParameters(reminder) })).id;
  }
  if (!reminder.user.email) throw new Error('The account has no address.');
  const siteUrl = (env.SITE_URL ?? '').replace(/\/+$/, '');
  const unsubscribe = await unsubscribeLink(env.SUPABASE_URL ?? '', env.REMINDER_LINK_SECRET ?? '', reminder.user.id);
  const rendered = renderReminderMail(reminder, {
    productName: productName(env),
    siteUrl,
    unsubscribeLink: unsubscribe,
  });
  const { id } = await mailer.send({
    to: reminder.user.email,
    subject: rendered.subject,
    html: rendered.html,
    text: rendered.text,
    idempotencyKey: `reminder/${reminder.id}`,
    tags: { type: inboxType(reminder) },
    // RFC 8058: a mail client's one-click unsubscribe POSTs `List-Unsubscribe=One-Click` to the link.
    headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  });
  return id;
}

export function sendRemindersHandler(deps: ReminderDeps): FunctionHandler {
  return async (request, env) => {
    if (request.method !== 'POST') return jsonError(405, 'Use POST.');
    if (!isServiceCaller(request, env.SUPABASE_SERVICE_ROLE_KEY))
      return jsonError(401, 'Only the scheduler may send reminders.');
    const db = serviceClient(deps, env);
    if (!db) return jsonError(500, 'The Supabase environment is missing.');
    const mailer = resendMailer(deps, env);
    const missing = ['RESEND_API_KEY', 'MAIL_FROM', 'REMINDER_LINK_SECRET', 'SITE_URL'].filter((name) => !env[name]);
    const secret = env.REMINDER_LINK_SECRET;
    if (secret && secret.length < MIN_SECRET_LENGTH)
      missing.push(`REMINDER_LINK_SECRET (${MIN_SECRET_LENGTH}+ characters)`);
    if (!mailer || missing.length) {
      console.error(`send-reminders: set the secrets ${missing.join(', ')}`);
      return jsonError(500, 'Reminders are not configured.');
    }
    const whatsapp = whatsappSender(env, deps.fetch ?? fetch);
    const channels = whatsapp ? ['email', 'whatsapp'] : ['email'];
    const sent: number[] = [];
    const failed: { id: number; error: string }[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const { data, error } = await db.rpc('claim_reminders', { channels, max_sends: BATCH });
      if (error) {
        console.error('send-reminders: claiming failed', error);
        return jsonError(500, 'The reminders could not be read.');
      }
      const reminders = (data ?? []) as unknown as ClaimedReminder[];
      for (const reminder of reminders) {
        try {
          const id = await sendOne(reminder, env, mailer, whatsapp);
          await db.rpc('finish_reminder_send', { send: reminder.id, message_id: id });
          sent.push(reminder.id);
        } catch (cause) {
          const message = cause instanceof Error ? cause.message : String(cause);
          console.error(`send-reminders: ${reminder.channel} reminder ${reminder.id} failed: ${message}`);
          await db.rpc('release_reminder_send', { send: reminder.id, failure: message });
          failed.push({ id: reminder.id, error: message });
        }
      }
      if (reminders.length < BATCH) break;
    }
    return json({ sent, failed }, failed.length && !sent.length ? 502 : 200);
  };
}
