// A student's consent to share their shortlist and plans with counsellors: theirs alone to read, give
// and change (on /account). Staff see its effect in the case file, not the row; visitors nothing.
import type { Database } from '@app/shared/database.types';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_COUNSELLORS, startTestStack, type TestStack } from '../support/stack.ts';

type Client = SupabaseClient<Database>;

describe('sharing_consents: row-level security', () => {
  let stack: TestStack;
  let service: Client;
  let anon: Client;
  let admin: Client;
  let counsellor: Client;
  let alice: { client: Client; id: string };
  let bob: { client: Client; id: string };

  const consentOf = async (userId: string) =>
    (await service.from('sharing_consents').select('share_with_counsellors').eq('user_id', userId).maybeSingle()).data
      ?.share_with_counsellors;

  beforeAll(async () => {
    stack = await startTestStack();
    service = stack.service();
    anon = stack.anon();
    admin = await stack.signedIn(DEMO_ADMIN);
    counsellor = await stack.signedIn(DEMO_COUNSELLORS[0]);
    alice = await stack.newUser({ full_name: 'Alice' });
    bob = await stack.newUser({ full_name: 'Bob' });
    expect(
      (await service.from('sharing_consents').insert({ user_id: bob.id, share_with_counsellors: true })).error,
    ).toBeNull();
  });
  afterAll(() => stack?.close());

  it('a student gives consent (their own row by default), reads it and withdraws it', async () => {
    expect((await alice.client.from('sharing_consents').insert({ share_with_counsellors: true })).error).toBeNull();
    expect(await consentOf(alice.id)).toBe(true);
    const { data } = await alice.client.from('sharing_consents').select('user_id, share_with_counsellors');
    expect(data).toEqual([{ user_id: alice.id, share_with_counsellors: true }]);
    const off = await alice.client
      .from('sharing_consents')
      .update({ share_with_counsellors: false })
      .eq('user_id', alice.id);
    expect(off.error).toBeNull();
    expect(await consentOf(alice.id)).toBe(false);
  });

  it('a student cannot delete the row (they switch it off instead)', async () => {
    const { error } = await alice.client.from('sharing_consents').delete().eq('user_id', alice.id);
    expect(error?.code).toBe('42501');
    expect(await consentOf(alice.id)).toBe(false);
  });

  it('a student neither reads, gives nor changes another student’s consent', async () => {
    const read = await alice.client.from('sharing_consents').select('user_id').eq('user_id', bob.id);
    expect(read.data).toEqual([]);
    const insert = await alice.client
      .from('sharing_consents')
      .insert({ user_id: bob.id, share_with_counsellors: false });
    expect(insert.error?.code).toBe('42501');
    await alice.client.from('sharing_consents').update({ share_with_counsellors: false }).eq('user_id', bob.id);
    expect(await consentOf(bob.id)).toBe(true);
  });

  it('a visitor can neither read nor write consents', async () => {
    expect((await anon.from('sharing_consents').select('user_id')).error?.code).toBe('42501');
    const insert = await anon.from('sharing_consents').insert({ user_id: bob.id, share_with_counsellors: false });
    expect(insert.error?.code).toBe('42501');
    await anon.from('sharing_consents').update({ share_with_counsellors: false }).eq('user_id', bob.id);
    expect(await consentOf(bob.id)).toBe(true);
  });

  it('counsellors and admins neither read nor change a student’s choice (the case file shows its effect)', async () => {
    for (const staff of [counsellor, admin]) {
      expect((await staff.from('sharing_consents').select('user_id').eq('user_id', bob.id)).data).toEqual([]);
      await staff.from('sharing_consents').update({ share_with_counsellors: false }).eq('user_id', bob.id);
      await staff.from('sharing_consents').delete().eq('user_id', bob.id);
      const insert = await staff.from('sharing_consents').insert({ user_id: alice.id, share_with_counsellors: true });
      expect(insert.error?.code).toBe('42501');
    }
    expect(await consentOf(bob.id)).toBe(true);
    expect(await consentOf(alice.id)).toBe(false);
  });

  it('the service role manages any row', async () => {
    expect((await service.from('sharing_consents').delete().eq('user_id', bob.id)).error).toBeNull();
    expect(await consentOf(bob.id)).toBeUndefined();
  });
});
