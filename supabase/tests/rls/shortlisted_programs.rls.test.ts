// A student's shortlist is theirs alone: each role × operation is tried through supabase-js. The generic
// matrix (support/rls.ts) does not fit a table whose rows belong to users and whose key is the pair.
import type { Database } from '@app/shared/database.types';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, startTestStack, type TestStack } from '../support/stack.ts';

type Client = SupabaseClient<Database>;

describe('shortlisted_programs: row-level security', () => {
  let stack: TestStack;
  let service: Client;
  let anon: Client;
  let admin: Client;
  let alice: { client: Client; id: string };
  let bob: { client: Client; id: string };
  let programs: number[];

  const rowsOf = async (userId: string) =>
    (
      await service.from('shortlisted_programs').select('program_id').eq('user_id', userId).order('program_id')
    ).data?.map((row) => row.program_id);

  beforeAll(async () => {
    stack = await startTestStack();
    service = stack.service();
    anon = stack.anon();
    admin = await stack.signedIn(DEMO_ADMIN);
    alice = await stack.newUser({ full_name: 'Alice' });
    bob = await stack.newUser({ full_name: 'Bob' });
    const { data } = await service.from('programs').select('id').order('id').limit(4);
    programs = (data ?? []).map((row) => row.id);
    expect(programs).toHaveLength(4);
    const { error } = await service.from('shortlisted_programs').insert([
      { user_id: bob.id, program_id: programs[0] as number },
      { user_id: bob.id, program_id: programs[1] as number },
    ]);
    expect(error).toBeNull();
  });
  afterAll(() => stack?.close());

  it('a student adds programmes to their own shortlist (user_id defaults to them)', async () => {
    const { error } = await alice.client.from('shortlisted_programs').insert({ program_id: programs[2] as number });
    expect(error).toBeNull();
    expect(await rowsOf(alice.id)).toEqual([programs[2]]);
  });

  it('a student reads only their own shortlist', async () => {
    const { data, error } = await alice.client.from('shortlisted_programs').select('user_id, program_id');
    expect(error).toBeNull();
    expect(data).toEqual([{ user_id: alice.id, program_id: programs[2] }]);
  });

  it('a student cannot add to, change or empty someone else’s shortlist', async () => {
    const insert = await alice.client
      .from('shortlisted_programs')
      .insert({ user_id: bob.id, program_id: programs[3] as number });
    expect(insert.error?.code).toBe('42501');
    await alice.client.from('shortlisted_programs').delete().eq('user_id', bob.id);
    const update = await alice.client.from('shortlisted_programs').update({ user_id: alice.id }).eq('user_id', bob.id);
    expect(update.error).not.toBeNull();
    expect(await rowsOf(bob.id)).toEqual([programs[0], programs[1]]);
  });

  it('a student cannot move their own row to someone else (no update at all)', async () => {
    const { error } = await alice.client
      .from('shortlisted_programs')
      .update({ user_id: bob.id })
      .eq('user_id', alice.id);
    expect(error?.code).toBe('42501');
    expect(await rowsOf(alice.id)).toEqual([programs[2]]);
  });

  it('a student removes a programme from their own shortlist', async () => {
    await alice.client.from('shortlisted_programs').insert({ program_id: programs[3] as number });
    const { error } = await alice.client
      .from('shortlisted_programs')
      .delete()
      .eq('program_id', programs[3] as number);
    expect(error).toBeNull();
    expect(await rowsOf(alice.id)).toEqual([programs[2]]);
  });

  it('a visitor can neither read nor write shortlists', async () => {
    const read = await anon.from('shortlisted_programs').select('program_id');
    expect(read.error?.code).toBe('42501');
    const insert = await anon
      .from('shortlisted_programs')
      .insert({ user_id: bob.id, program_id: programs[3] as number });
    expect(insert.error?.code).toBe('42501');
    await anon.from('shortlisted_programs').delete().eq('user_id', bob.id);
    expect(await rowsOf(bob.id)).toEqual([programs[0], programs[1]]);
  });

  it('an admin sees counts per programme, never whose shortlist it is', async () => {
    const { data: rows } = await admin.from('shortlisted_programs').select('user_id').eq('user_id', bob.id);
    expect(rows).toEqual([]);
    await admin.from('shortlisted_programs').delete().eq('user_id', bob.id);
    expect(await rowsOf(bob.id)).toEqual([programs[0], programs[1]]);
    const { data: counts, error } = await admin.rpc('program_shortlist_counts');
    expect(error).toBeNull();
    const byProgram = new Map((counts ?? []).map((row) => [row.program_id, row.shortlisted]));
    expect(byProgram.get(programs[0] as number)).toBe(1);
    expect(byProgram.get(programs[2] as number)).toBe(1);
  });

  it('students and visitors cannot read the counts', async () => {
    for (const client of [alice.client, anon]) {
      const { data, error } = await client.rpc('program_shortlist_counts');
      expect(data).toBeNull();
      expect(error?.code).toBe('42501');
    }
  });

  it('the service role manages any row', async () => {
    const { error } = await service
      .from('shortlisted_programs')
      .delete()
      .eq('user_id', bob.id)
      .eq('program_id', programs[1] as number);
    expect(error).toBeNull();
    expect(await rowsOf(bob.id)).toEqual([programs[0]]);
  });

  it('a programme deleted by staff leaves every shortlist', async () => {
    const { data: university } = await service.from('universities_data').select('id').limit(1).single();
    const { data: program } = await service
      .from('programs')
      .insert({ university_id: university?.id as number, name: 'Shortlist Cascade (M.Sc.)', level: "Master's" })
      .select('id')
      .single();
    await alice.client.from('shortlisted_programs').insert({ program_id: program?.id as number });
    expect(await rowsOf(alice.id)).toContain(program?.id);
    await service
      .from('programs')
      .delete()
      .eq('id', program?.id as number);
    expect(await rowsOf(alice.id)).not.toContain(program?.id);
  });
});
