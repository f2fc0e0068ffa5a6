// The booking mails end to end on the stack: a booking writes what is owed into the queue (triggers),
// the kick after commit runs send-booking-mail, which sends through the mail interface (the real Resend
// SDK) to the stack's offline Resend fake, which stores each message in the local inbox. The reminder
// job is run twice at once (as two overlapping scheduler runs would) and must send each reminder once.
import { BRAND_DEFAULTS } from '@app/shared/brand';
import { DEMO_COUNSELLORS } from '@app/shared/local-backend';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PRODUCT_NAME } from '../../functions/_shared/booking-mail.ts';
import { manageLink } from '../../functions/_shared/manage-link.ts';
import { LOCAL_BOOKING_LINK_SECRET } from '../../local/src/mail-fake/constants.ts';
import { startScheduler } from '../../local/src/scheduler.ts';
import {
  bookAsVisitor,
  bookDirectly,
  type InboxMail,
  mailsOf,
  manage,
  openSlots,
  queuedMails,
  reachReminders,
  runMailJob,
  slotAhead,
  tokenFor,
  waitForMail,
} from '../support/bookings.ts';
import { startTestStack, type TestStack } from '../support/stack.ts';

let stack: TestStack;
let counsellor: { id: string; email: string };

beforeAll(async () => {
  stack = await startTestStack();
  const email = DEMO_COUNSELLORS[0]?.email ?? '';
  const { rows } = await stack.engine.owner.query<{ id: string }>('select id from auth.users where email = $1', [
    email,
  ]);
  counsellor = { id: rows[0]?.id ?? '', email };
});
afterAll(() => stack?.close());

/** The invitation attached to a mail, parsed as a calendar reads it. */
function invitation(mail: InboxMail) {
  const attachment = mail.attachments.find((file) => file.filename.endsWith('.ics'));
  if (!attachment) throw new Error(`no .ics attached to ${mail.subject}`);
  const text = Buffer.from(attachment.content, 'base64').toString('utf8');
  const calendar = new ICAL.Component(ICAL.parse(text));
  const event = calendar.getFirstSubcomponent('vevent');
  if (!event) throw new Error('no VEVENT');
  const start = event.getFirstPropertyValue('dtstart') as ICAL.Time;
  const end = event.getFirstPropertyValue('dtend') as ICAL.Time;
  return {
    text,
    contentType: attachment.content_type,
    method: calendar.getFirstPropertyValue('method'),
    uid: event.getFirstPropertyValue('uid'),
    sequence: event.getFirstPropertyValue('sequence'),
    start: start.toJSDate().toISOString(),
    end: end.toJSDate().toISOString(),
    startZone: start.zone?.tzid,
    status: event.getFirstPropertyValue('status'),
    location: event.getFirstPropertyValue('location'),
    url: event.getFirstPropertyValue('url'),
    organizer: String(event.getFirstPropertyValue('organizer')).toLowerCase(),
    attendees: event.getAllProperties('attendee').map((property) => String(property.getFirstValue()).toLowerCase()),
  };
}

const videoLinkOf = async (counsellorId: string) => {
  const { data } = await stack.service().from('counsellors').select('video_link').eq('user_id', counsellorId).single();
  return data?.video_link ?? '';
};

describe('booking mails', () => {
  it('name the product as the rest of the site does', () => {
    expect(DEFAULT_PRODUCT_NAME).toBe(BRAND_DEFAULTS.productName);
  });

  it('confirm a visitor’s booking within seconds, with the manage link, the times and a calendar invitation', async () => {
    const [slot] = await openSlots(stack);
    if (!slot) throw new Error('no open slot');
    const booking = await bookAsVisitor(stack, slot);
    // No job run here: the kick after the booking's commit delivers it.
    const mail = await waitForMail(stack, booking.email, 'booking_confirmed');

    const link = await manageLink(stack.config.siteUrl, LOCAL_BOOKING_LINK_SECRET, booking.id, 1);
    expect(mail.action_link).toBe(link);
    expect(mail.action_link).toMatch(new RegExp(`/booking#token=${booking.id}\\.1\\.[A-Za-z0-9_-]{43}$`));
    expect(mail.html).toContain('data-action-link');
    expect(mail.subject).toMatch(/^Your free consultation is booked: .* India time$/);
    // The student's home zone and the office's, and the counsellor's video room.
    expect(mail.text).toMatch(/India time \(IST\)/);
    expect(mail.text).toMatch(/Germany time \(CES?T\)/);
    const videoLink = await videoLinkOf(slot.counsellor_id);
    expect(mail.text).toContain(videoLink);
    expect(mail.html).toContain(BRAND_DEFAULTS.productName);

    const ics = invitation(mail);
    expect(ics.contentType).toContain('text/calendar');
    expect(ics.method).toBe('REQUEST');
    expect(ics.start).toBe(new Date(slot.starts_at).toISOString());
    expect(ics.end).toBe(new Date(new Date(slot.starts_at).getTime() + 30 * 60_000).toISOString());
    expect(ics.startZone).toBe('UTC');
    expect(ics.text).toMatch(/^DTSTART:\d{8}T\d{6}Z$/m);
    expect(ics.uid).toBe(`booking-${booking.id}@eurostudycompass.org`);
    expect(ics.sequence).toBe(1);
    expect(ics.location).toBe(videoLink);
    expect(ics.url).toBe(videoLink);
    expect(ics.attendees).toEqual([`mailto:${booking.email}`]);
    expect(ics.organizer).toBe('mailto:consultations@eurostudycompass.org');
  });

  it('send the counsellor a copy with the student’s details and without the student’s link', async () => {
    const booking = await bookDirectly(stack, { counsellor_id: counsellor.id, starts_at: slotAhead(60, 0) });
    const copies = async () =>
      (await mailsOf(stack, counsellor.email, 'booking_counsellor')).filter((mail) =>
        mail.text.includes(booking.email),
      );
    await expect.poll(async () => (await copies()).length, { timeout: 15_000 }).toBe(1);
    const [copy] = await copies();
    expect(copy?.subject).toMatch(/^New consultation: Priya Sharma, /);
    expect(copy?.text).toContain('Home country: India');
    expect(copy?.text).not.toContain('#token=');
    expect(invitation(copy as InboxMail).attendees).toEqual([`mailto:${counsellor.email}`]);
  });

  it('owe a day’s and an hour’s reminder for a booking made earlier than that, and only those still ahead', async () => {
    const far = await bookDirectly(stack, { counsellor_id: counsellor.id, starts_at: slotAhead(60, 1) });
    const soon = await bookDirectly(stack, { counsellor_id: counsellor.id, starts_at: slotAhead(3, 0) });
    const kinds = async (id: number) => (await queuedMails(stack, id)).map((mail) => `${mail.kind}/${mail.audience}`);
    expect(await kinds(far.id)).toEqual(
      expect.arrayContaining([
        'confirmed/student',
        'confirmed/counsellor',
        'reminder_24h/student',
        'reminder_1h/student',
      ]),
    );
    // Booked three hours ahead: a day's reminder would come before the booking existed.
    expect(await kinds(soon.id)).not.toContain('reminder_24h/student');
    expect(await kinds(soon.id)).toContain('reminder_1h/student');
  });

  it('send each reminder once when the job runs twice at once, and again later', async () => {
    const booking = await bookDirectly(stack, { counsellor_id: counsellor.id, starts_at: slotAhead(60, 2) });
    await waitForMail(stack, booking.email, 'booking_confirmed');
    await reachReminders(stack, booking.id);
    const runs = await Promise.all([runMailJob(stack), runMailJob(stack)]);
    expect(runs.map((run) => run.status)).toEqual([200, 200]);
    await runMailJob(stack);

    const reminders = (await mailsOf(stack, booking.email)).filter((mail) => mail.type.startsWith('booking_reminder'));
    expect(reminders.map((mail) => mail.type).sort()).toEqual(['booking_reminder_1h', 'booking_reminder_24h']);
    const [reminder] = reminders.filter((mail) => mail.type === 'booking_reminder_24h');
    expect(reminder?.subject).toMatch(/^Reminder: your consultation is tomorrow/);
    expect(reminder?.action_link).toBe(
      await manageLink(stack.config.siteUrl, LOCAL_BOOKING_LINK_SECRET, booking.id, 1),
    );
    expect((await queuedMails(stack, booking.id)).every((mail) => mail.sent)).toBe(true);
  });

  it('never hand one mail to two senders claiming at once', async () => {
    const booking = await bookDirectly(stack, { counsellor_id: counsellor.id, starts_at: slotAhead(60, 3) });
    await waitForMail(stack, booking.email, 'booking_confirmed');
    await reachReminders(stack, booking.id);
    const claim = async () => {
      const { data, error } = await stack.service().rpc('claim_booking_mails', { max_mails: 100 });
      if (error) throw new Error(error.message);
      return (data as { id: number }[]).map((mail) => mail.id);
    };
    const [first, second] = await Promise.all([claim(), claim()]);
    expect(first.filter((id) => second.includes(id))).toEqual([]);
    // Claimed and not finished: nobody else takes them (until they are released or ten minutes pass).
    const again = await claim();
    expect(again.filter((id) => first.includes(id) || second.includes(id))).toEqual([]);
  });

  it('send no reminder for a cancelled booking, and the cancellation to both with a CANCEL invitation', async () => {
    const booking = await bookDirectly(stack, { counsellor_id: counsellor.id, starts_at: slotAhead(60, 4) });
    await waitForMail(stack, booking.email, 'booking_confirmed');
    const cancelled = await manage(stack, { token: await tokenFor(booking.id, 1), action: 'cancel' });
    expect(cancelled.status).toBe(200);
    await reachReminders(stack, booking.id);
    await runMailJob(stack);

    const notice = await waitForMail(stack, booking.email, 'booking_cancelled');
    expect(notice.subject).toMatch(/^Your consultation on .* is cancelled$/);
    // Its button books another time (/book); the manage page would only ask for a link.
    expect(new URL(notice.action_link).pathname).toBe('/book');
    const ics = invitation(notice);
    expect(ics.method).toBe('CANCEL');
    expect(ics.status).toBe('CANCELLED');
    expect(ics.uid).toBe(`booking-${booking.id}@eurostudycompass.org`);
    expect(ics.sequence).toBe(2);
    expect(
      (await mailsOf(stack, booking.email)).map((mail) => mail.type).filter((t) => t.includes('reminder')),
    ).toEqual([]);
    expect((await queuedMails(stack, booking.id)).map((mail) => mail.kind)).not.toContain('reminder_24h');
    await expect
      .poll(async () =>
        (await mailsOf(stack, counsellor.email, 'booking_counsellor')).some(
          (mail) => mail.text.includes(booking.email) && mail.subject.startsWith('Consultation cancelled'),
        ),
      )
      .toBe(true);
  });

  it('drop a reminder whose booking was cancelled behind the queue’s back, at claim time', async () => {
    const booking = await bookDirectly(stack, { counsellor_id: counsellor.id, starts_at: slotAhead(60, 5) });
    await waitForMail(stack, booking.email, 'booking_confirmed');
    // Status changed without the trigger (as a restore or a manual fix might): the claim still refuses.
    await stack.engine.owner.exec(
      `begin; set local session_replication_role = replica;
       update public.bookings set status = 'cancelled' where id = ${booking.id}; commit;`,
    );
    await reachReminders(stack, booking.id);
    await runMailJob(stack);
    expect((await mailsOf(stack, booking.email)).filter((mail) => mail.type.includes('reminder'))).toEqual([]);
  });

  it('are sent by the scheduler’s job every minute, through the function', async () => {
    const { rows: jobs } = await stack.engine.owner.query<{ schedule: string }>(
      `select schedule from cron.job where jobname = 'send-booking-mail'`,
    );
    expect(jobs).toEqual([{ schedule: '* * * * *' }]);
    const booking = await bookDirectly(stack, { counsellor_id: counsellor.id, starts_at: slotAhead(60, 6) });
    await waitForMail(stack, booking.email, 'booking_confirmed');
    await reachReminders(stack, booking.id);
    const scheduler = startScheduler(stack.engine, {
      since: new Date('2026-11-26T15:29:30Z'),
      intervalMs: 3_600_000,
      log: () => undefined,
    });
    try {
      await scheduler.tick(new Date('2026-11-26T15:30:05Z'));
    } finally {
      await scheduler.stop();
    }
    // The job queued the call; the stack's pg_net stand-in delivers it after commit.
    await expect
      .poll(async () => (await mailsOf(stack, booking.email)).filter((mail) => mail.type.includes('reminder')).length, {
        timeout: 10_000,
      })
      .toBe(2);
  });

  it('answer only the scheduler (the service key)', async () => {
    const response = await fetch(`${stack.url}/functions/v1/send-booking-mail`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${stack.config.anonKey}`, apikey: stack.config.anonKey },
      body: '{}',
    });
    expect(response.status).toBe(401);
  });
});
