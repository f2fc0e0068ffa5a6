// send-booking-mail: sends what the booking mail queue owes (migration create_booking_mail_queue). The
// scheduler runs it every minute and a booking, move or cancellation kicks it right after commit, both
// with the service key. Each due mail is claimed before it is sent (two runs at once never share one),
// sent through the mail interface under the key `booking-mail/<id>` (a retry after a crash is not sent
// twice), then marked sent, or released for a later attempt when sending failed.
import type { createClient } from '@supabase/supabase-js';
import type ical from 'ical-generator';
import type { Resend } from 'resend';
import { invitationIcs } from './booking-calendar.ts';
import { type ClaimedMail, inboxType, invitationMethod, productName, renderBookingMail } from './booking-mail.ts';
import { json, jsonError } from './http.ts';
import { MIN_SECRET_LENGTH } from './link-signature.ts';
import { type MailAttachment, type Mailer, resendMailer } from './mail.ts';
import { manageLink } from './manage-link.ts';
import { isServiceCaller } from './service-caller.ts';
import { serviceClient } from './stripe.ts';
import type { FunctionEnv, FunctionHandler } from './types.ts';

export interface BookingMailDeps {
  createClient: typeof createClient;
  Resend: typeof Resend;
  ical: typeof ical;
}

/** Mails claimed per round, and rounds per run: the rest waits for the next minute. */
const BATCH = 20;
const ROUNDS = 5;

async function compose(deps: BookingMailDeps, mailer: Mailer, env: FunctionEnv, mail: ClaimedMail) {
  const siteUrl = (env.SITE_URL ?? '').replace(/\/+$/, '');
  const student = mail.audience === 'student';
  const link = student
    ? await manageLink(siteUrl, env.BOOKING_LINK_SECRET ?? '', mail.booking.id, mail.manage_version)
    : null;
  const product = productName(env);
  const rendered = renderBookingMail(mail, { productName: product, siteUrl, manageLink: link });
  const method = invitationMethod(mail);
  const attendee = student
    ? { name: mail.booking.name, email: mail.booking.email }
    : { name: mail.counsellor.name, email: mail.counsellor.email ?? '' };
  const attachments: MailAttachment[] = method
    ? [
        {
          filename: method === 'CANCEL' ? 'consultation-cancelled.ics' : 'consultation.ics',
          content: invitationIcs(
            deps,
            {
              method,
              bookingId: mail.booking.id,
              sequence: mail.manage_version,
              startsAt: new Date(mail.starts_at),
              summary: student
                ? `Consultation with ${mail.counsellor.name} (${product})`
                : `Consultation: ${mail.booking.name}`,
              description: `Video call: ${mail.counsellor.video_link}`,
              videoLink: mail.counsellor.video_link,
              organizer: { name: mailer.from.name || product, email: mailer.from.email },
              attendee,
            },
            product,
          ),
          contentType: `text/calendar; charset=utf-8; method=${method}`,
        },
      ]
    : [];
  return { to: attendee.email, rendered, attachments };
}

export function sendBookingMailHandler(deps: BookingMailDeps): FunctionHandler {
  return async (request, env) => {
    if (request.method !== 'POST') return jsonError(405, 'Use POST.');
    if (!isServiceCaller(request, env.SUPABASE_SERVICE_ROLE_KEY))
      return jsonError(401, 'Only the scheduler may send booking mail.');
    const db = serviceClient(deps, env);
    if (!db) return jsonError(500, 'The Supabase environment is missing.');
    const mailer = resendMailer(deps, env);
    const missing = ['RESEND_API_KEY', 'MAIL_FROM', 'BOOKING_LINK_SECRET', 'SITE_URL'].filter((name) => !env[name]);
    const secret = env.BOOKING_LINK_SECRET;
    if (secret && secret.length < MIN_SECRET_LENGTH)
      missing.push(`BOOKING_LINK_SECRET (${MIN_SECRET_LENGTH}+ characters)`);
    if (!mailer || missing.length) {
      console.error(`send-booking-mail: set the secrets ${missing.join(', ')}`);
      return jsonError(500, 'Booking mail is not configured.');
    }
    const sent: number[] = [];
    const failed: { id: number; error: string }[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const { data, error } = await db.rpc('claim_booking_mails', { max_mails: BATCH });
      if (error) {
        console.error('send-booking-mail: claiming failed', error);
        return jsonError(500, 'The mail queue could not be read.');
      }
      const mails = (data ?? []) as unknown as ClaimedMail[];
      for (const mail of mails) {
        try {
          const { to, rendered, attachments } = await compose(deps, mailer, env, mail);
          const { id } = await mailer.send({
            to,
            subject: rendered.subject,
            html: rendered.html,
            text: rendered.text,
            attachments,
            idempotencyKey: `booking-mail/${mail.id}`,
            tags: { type: inboxType(mail) },
          });
          await db.rpc('finish_booking_mail', { mail: mail.id, message_id: id });
          sent.push(mail.id);
        } catch (cause) {
          const message = cause instanceof Error ? cause.message : String(cause);
          console.error(`send-booking-mail: mail ${mail.id} failed: ${message}`);
          await db.rpc('release_booking_mail', { mail: mail.id, failure: message });
          failed.push({ id: mail.id, error: message });
        }
      }
      if (mails.length < BATCH) break;
    }
    return json({ sent, failed }, failed.length && !sent.length ? 502 : 200);
  };
}
