// Reminder settings are the student's alone: they choose, read, change and remove their own row (on
// /account); nobody else reads them, not their counsellor even with consent, not admins (the reminder
// job runs as the service role). Visitors nothing.
import { describe, expect, it } from 'vitest';
import { useApplicationsWorld } from '../support/applications.ts';

describe('reminder_preferences: row-level security', () => {
  const world = useApplicationsWorld();

  const settingsOf = async (userId: string) =>
    (await world().service.from('reminder_preferences').select('*').eq('user_id', userId).maybeSingle()).data;

  it('a student chooses their reminders (their own row by default, off and in India time unless chosen)', async () => {
    const { alice } = world();
    expect((await alice.client.from('reminder_preferences').insert({ weekly_digest: true })).error).toBeNull();
    expect(await settingsOf(alice.id)).toMatchObject({
      email_reminders: false,
      weekly_digest: true,
      time_zone: 'Asia/Kolkata',
      whatsapp_reminders: false,
    });
    const { data } = await alice.client.from('reminder_preferences').select('user_id');
    expect(data).toEqual([{ user_id: alice.id }]);
  });

  it('a student changes their zone and channels; an unknown zone or WhatsApp without a number is refused', async () => {
    const { alice } = world();
    const ok = await alice.client
      .from('reminder_preferences')
      .update({ email_reminders: true, time_zone: 'Asia/Kathmandu' })
      .eq('user_id', alice.id);
    expect(ok.error).toBeNull();
    const zone = await alice.client
      .from('reminder_preferences')
      .update({ time_zone: 'Mars/Olympus' })
      .eq('user_id', alice.id);
    expect(zone.error?.code).toBe('22023');
    const whatsapp = await alice.client
      .from('reminder_preferences')
      .update({ whatsapp_reminders: true })
      .eq('user_id', alice.id);
    expect(whatsapp.error?.code).toBe('23514');
    expect(await settingsOf(alice.id)).toMatchObject({ email_reminders: true, time_zone: 'Asia/Kathmandu' });
  });

  it('a student neither reads, chooses nor changes someone else’s reminders', async () => {
    const { alice, shared, service } = world();
    await service.from('reminder_preferences').insert({ user_id: shared.id, email_reminders: true });
    expect((await alice.client.from('reminder_preferences').select('user_id').eq('user_id', shared.id)).data).toEqual(
      [],
    );
    const insert = await alice.client.from('reminder_preferences').insert({ user_id: shared.id });
    expect(insert.error?.code).toBe('42501');
    await alice.client.from('reminder_preferences').update({ email_reminders: false }).eq('user_id', shared.id);
    await alice.client.from('reminder_preferences').delete().eq('user_id', shared.id);
    const moved = await alice.client
      .from('reminder_preferences')
      .update({ user_id: shared.id })
      .eq('user_id', alice.id);
    expect(moved.error).not.toBeNull();
    expect((await settingsOf(shared.id))?.email_reminders).toBe(true);
  });

  it('the counsellor (even assigned, with consent) and admins neither read nor change them', async () => {
    const { counsellor, admin, shared } = world();
    for (const staff of [counsellor, admin]) {
      expect((await staff.from('reminder_preferences').select('user_id').eq('user_id', shared.id)).data).toEqual([]);
      await staff.from('reminder_preferences').update({ email_reminders: false }).eq('user_id', shared.id);
      await staff.from('reminder_preferences').delete().eq('user_id', shared.id);
      expect((await staff.from('reminder_preferences').insert({ user_id: shared.id })).error?.code).toBe('42501');
    }
    expect((await settingsOf(shared.id))?.email_reminders).toBe(true);
  });

  it('a visitor can neither read nor write reminder settings', async () => {
    const { anon, shared } = world();
    expect((await anon.from('reminder_preferences').select('user_id')).error?.code).toBe('42501');
    expect((await anon.from('reminder_preferences').insert({ user_id: shared.id })).error?.code).toBe('42501');
    await anon.from('reminder_preferences').delete().eq('user_id', shared.id);
    expect(await settingsOf(shared.id)).not.toBeNull();
  });

  it('a student removes their settings', async () => {
    const { alice } = world();
    expect((await alice.client.from('reminder_preferences').delete().eq('user_id', alice.id)).error).toBeNull();
    expect(await settingsOf(alice.id)).toBeNull();
  });

  it('the service role manages any row (the reminder job reads them)', async () => {
    const { service, shared } = world();
    const { data, error } = await service.from('reminder_preferences').select('user_id').eq('user_id', shared.id);
    expect(error).toBeNull();
    expect(data).toHaveLength(1);
  });
});
