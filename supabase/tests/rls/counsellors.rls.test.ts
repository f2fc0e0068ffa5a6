// Counsellors: the role is a row here (active). Staff read the team; a counsellor edits their own profile
// but cannot switch their role on or off; only admins add, (de)activate and remove counsellors.
// Students and visitors never read the table (the booking page gets names from open_slots).
// Explicit tests: the key is an account, so the generic matrix's sample rows do not fit.
import type { Database } from '@app/shared/database.types';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_COUNSELLORS, startTestStack, type TestStack } from '../support/stack.ts';

type Client = SupabaseClient<Database>;
const [ANITA, SAGAR] = DEMO_COUNSELLORS;

describe('counsellors: row-level security', () => {
  let stack: TestStack;
  let service: Client;
  let anon: Client;
  let admin: Client;
  let student: { client: Client; id: string };
  let anita: Client;
  let anitaId: string;
  let sagarId: string;

  const row = async (userId: string) =>
    (await service.from('counsellors').select('*').eq('user_id', userId).single()).data;

  beforeAll(async () => {
    stack = await startTestStack();
    service = stack.service();
    anon = stack.anon();
    admin = await stack.signedIn(DEMO_ADMIN);
    student = await stack.newUser({ full_name: 'Student' });
    anita = await stack.signedIn(ANITA);
    const { data } = await service.from('counsellors').select('user_id, display_name');
    anitaId = data?.find((c) => c.display_name === ANITA.fullName)?.user_id ?? '';
    sagarId = data?.find((c) => c.display_name === SAGAR.fullName)?.user_id ?? '';
  });
  afterAll(() => stack?.close());

  it('a visitor can neither read nor write counsellors', async () => {
    expect((await anon.from('counsellors').select('user_id')).error?.code).toBe('42501');
    const insert = await anon
      .from('counsellors')
      .insert({ user_id: student.id, display_name: 'Me', video_link: 'https://meet.example.com/me' });
    expect(insert.error?.code).toBe('42501');
    const before = await row(anitaId);
    await anon.from('counsellors').update({ display_name: 'Hacked' }).eq('user_id', anitaId);
    await anon.from('counsellors').delete().eq('user_id', anitaId);
    expect(await row(anitaId)).toEqual(before);
  });

  it('a student reads no counsellor and cannot make themselves one', async () => {
    expect((await student.client.from('counsellors').select('user_id')).data).toEqual([]);
    const insert = await student.client
      .from('counsellors')
      .insert({ user_id: student.id, display_name: 'Me', video_link: 'https://meet.example.com/me' });
    expect(insert.error?.code).toBe('42501');
    const before = await row(anitaId);
    await student.client.from('counsellors').update({ display_name: 'Hacked' }).eq('user_id', anitaId);
    await student.client.from('counsellors').delete().eq('user_id', anitaId);
    expect(await row(anitaId)).toEqual(before);
    expect((await student.client.rpc('staff_role')).data).toBeNull();
  });

  it('a counsellor reads the team and is told their role', async () => {
    const { data } = await anita.from('counsellors').select('display_name').order('display_name');
    expect(data?.map((c) => c.display_name)).toEqual([ANITA.fullName, SAGAR.fullName]);
    expect((await anita.rpc('staff_role')).data).toBe('counsellor');
    expect((await admin.rpc('staff_role')).data).toBe('admin');
  });

  it('a counsellor edits their own profile, and the change is in the audit trail', async () => {
    const { error } = await anita
      .from('counsellors')
      .update({ video_link: 'https://meet.example.com/anita-room', languages: ['English', 'Hindi', 'Punjabi'] })
      .eq('user_id', anitaId);
    expect(error).toBeNull();
    expect((await row(anitaId))?.video_link).toBe('https://meet.example.com/anita-room');
    const { data: trail } = await service
      .from('audit_log')
      .select('actor_email, changes')
      .eq('table_name', 'counsellors')
      .eq('row_id', anitaId);
    expect(trail?.[0]?.actor_email).toBe(ANITA.email);
  });

  it('a counsellor cannot switch their own role off or on', async () => {
    const { error } = await anita.from('counsellors').update({ active: false }).eq('user_id', anitaId);
    expect(error?.code).toBe('42501');
    expect((await row(anitaId))?.active).toBe(true);
  });

  it('a counsellor cannot edit, add or remove another counsellor', async () => {
    const before = await row(sagarId);
    await anita.from('counsellors').update({ display_name: 'Not Sagar' }).eq('user_id', sagarId);
    await anita.from('counsellors').delete().eq('user_id', sagarId);
    expect(await row(sagarId)).toEqual(before);
    const insert = await anita
      .from('counsellors')
      .insert({ user_id: student.id, display_name: 'Friend', video_link: 'https://meet.example.com/friend' });
    expect(insert.error?.code).toBe('42501');
  });

  it('an unknown time zone or a plain-http link is refused', async () => {
    const zone = await anita.from('counsellors').update({ time_zone: 'Mars/Olympus' }).eq('user_id', anitaId);
    expect(zone.error?.code).toBe('22023');
    const link = await anita
      .from('counsellors')
      .update({ video_link: 'http://meet.example.com/x' })
      .eq('user_id', anitaId);
    expect(link.error?.code).toBe('23514');
  });

  it('an admin makes a counsellor (with the office hours), deactivates and removes them', async () => {
    const recruit = await stack.newUser({ full_name: 'Recruit' });
    const { error } = await admin.from('counsellors').insert({
      user_id: recruit.id,
      display_name: 'Recruit',
      languages: ['Bengali'],
      video_link: 'https://meet.example.com/recruit',
    });
    expect(error).toBeNull();
    const { data: hours } = await service
      .from('counsellor_hours')
      .select('weekday, opens, closes')
      .eq('counsellor_id', recruit.id)
      .order('weekday');
    expect(hours).toEqual([
      ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, opens: '09:00:00', closes: '18:00:00' })),
      { weekday: 6, opens: '10:00:00', closes: '14:00:00' },
    ]);
    expect((await recruit.client.rpc('staff_role')).data).toBe('counsellor');

    // Deactivated: no longer staff, so the team and the cases disappear for them.
    expect((await admin.from('counsellors').update({ active: false }).eq('user_id', recruit.id)).error).toBeNull();
    expect((await recruit.client.rpc('staff_role')).data).toBeNull();
    expect((await recruit.client.from('counsellors').select('user_id')).data).toEqual([]);
    // Nor can they switch themselves back on.
    await recruit.client.from('counsellors').update({ active: true }).eq('user_id', recruit.id);
    expect((await row(recruit.id))?.active).toBe(false);

    expect((await admin.from('counsellors').delete().eq('user_id', recruit.id)).error).toBeNull();
    expect(await row(recruit.id)).toBeNull();
  });

  it('the service role manages any counsellor', async () => {
    const { error } = await service.from('counsellors').update({ active: false }).eq('user_id', sagarId);
    expect(error).toBeNull();
    expect((await row(sagarId))?.active).toBe(false);
    await service.from('counsellors').update({ active: true }).eq('user_id', sagarId);
  });
});
