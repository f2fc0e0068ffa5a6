// The audit trail: staff changes on content tables are recorded by a trigger, with who, what and the
// old and new values; nobody writes the log through the API; only admins (and the service role) read it.
// Not the generic matrix (rls.ts): its fixtures are service-role inserts, which the log refuses.
import type { Database } from '@app/shared/database.types';
import { AUDITED_TABLES } from '@app/shared/tables';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MONEY } from '../support/figures.ts';
import { unique } from '../support/rls.ts';
import { DEMO_ADMIN, startTestStack, type TestStack } from '../support/stack.ts';

type Client = SupabaseClient<Database>;

describe('audit_log: staff changes are recorded, and only staff read them', () => {
  let stack: TestStack;
  let anon: Client;
  let user: Client;
  let admin: Client;
  let service: Client;

  beforeAll(async () => {
    stack = await startTestStack();
    anon = stack.anon();
    user = (await stack.newUser()).client;
    admin = await stack.signedIn(DEMO_ADMIN);
    service = stack.service();
  });
  afterAll(async () => {
    await stack?.close();
  });

  const entriesFor = async (table: string, rowId: string | number) => {
    const { data, error } = await service
      .from('audit_log')
      .select('action, actor_email, actor_id, changes')
      .eq('table_name', table)
      .eq('row_id', String(rowId))
      .order('id');
    if (error) throw error;
    return data;
  };

  /** A news item made by staff, and its id. */
  const staffNews = async () => {
    const { data, error } = await admin
      .from('news')
      .insert({ title: `Visa fees rise ${unique()}`, summary: 'From January.' })
      .select('id, title')
      .single();
    if (error) throw error;
    return data;
  };

  it('has the trigger on exactly the tables the Activity screen offers', async () => {
    const { rows } = await stack.engine.owner.query<{ table: string }>(
      `select c.relname as table from pg_trigger t join pg_class c on c.oid = t.tgrelid
       where t.tgname = 'record_staff_change' and not t.tgisinternal`,
    );
    expect(rows.map((r) => r.table).sort()).toEqual([...AUDITED_TABLES].sort());
  });

  it('records a staff insert, update and delete with who, and only the columns that changed', async () => {
    const news = await staffNews();
    expect((await admin.from('news').update({ summary: 'From February.' }).eq('id', news.id)).error).toBeNull();
    expect((await admin.from('news').delete().eq('id', news.id)).error).toBeNull();
    const entries = await entriesFor('news', news.id);
    expect(entries.map((e) => e.action)).toEqual(['insert', 'update', 'delete']);
    expect(new Set(entries.map((e) => e.actor_email))).toEqual(new Set([DEMO_ADMIN.email]));
    expect(entries[0]?.actor_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(entries[0]?.changes).toMatchObject({ title: { new: news.title }, summary: { new: 'From January.' } });
    expect(entries[1]?.changes).toEqual({ summary: { old: 'From January.', new: 'From February.' } });
    expect(entries[2]?.changes).toMatchObject({ title: { old: news.title }, summary: { old: 'From February.' } });
  });

  it('records a change to a programme’s tuition and to a setting (keyed by its name)', async () => {
    const { data: program } = await service.from('programs').select('id, tuition_non_eu').limit(1).single();
    if (!program) throw new Error('the seed has programmes');
    expect((await admin.from('programs').update({ tuition_non_eu: MONEY }).eq('id', program.id)).error).toBeNull();
    const [entry] = await entriesFor('programs', program.id);
    expect(entry?.changes).toEqual({ tuition_non_eu: { old: program.tuition_non_eu, new: MONEY } });

    await admin
      .from('settings')
      .update({ value: { reviewBeforePublishing: true } })
      .eq('key', 'stories');
    const [setting] = await entriesFor('settings', 'stories');
    expect(setting?.changes).toEqual({
      value: { old: { reviewBeforePublishing: false }, new: { reviewBeforePublishing: true } },
    });
  });

  it('does not record visitors, students or the service role', async () => {
    const title = `Not staff ${unique()}`;
    await anon
      .from('community_blog_posts')
      .insert(await stack.withPass('community_blog_posts', { title, content: 'Hello.' }));
    await user
      .from('community_blog_posts')
      .insert(await stack.withPass('community_blog_posts', { title: `${title} 2`, content: 'Hello.' }));
    const { data: news } = await service
      .from('news')
      .insert({ title, summary: 'By the service role.' })
      .select('id')
      .single();
    const { data: stories } = await service.from('community_blog_posts').select('id').like('title', `${title}%`);
    expect(stories).toHaveLength(2);
    for (const story of stories ?? []) expect(await entriesFor('community_blog_posts', story.id)).toEqual([]);
    expect(await entriesFor('news', news?.id ?? 0)).toEqual([]);
  });

  it('keeps no personal data of a lead staff delete', async () => {
    const lead = {
      name: 'Asha Rao',
      email: `asha.${unique()}@example.com`,
      subject: 'Fees in Vienna',
      message: 'Call me.',
    };
    const { data } = await service.from('contacts').insert(lead).select('id').single();
    expect(
      (
        await admin
          .from('contacts')
          .delete()
          .eq('id', data?.id ?? 0)
      ).error,
    ).toBeNull();
    const entries = await entriesFor('contacts', data?.id ?? 0);
    expect(entries.map((e) => e.action)).toEqual(['delete']);
    const text = JSON.stringify(entries);
    for (const value of Object.values(lead)) expect(text).not.toContain(value);
  });

  it('keeps that an interview or a testimonial changed, never the person: name, role, words, notes, photo', async () => {
    const person = `Priya Sharma ${unique()}`;
    const interview = {
      interviewee_name: person,
      interviewee_role: 'MSc student at TU Delft',
      notes: 'Phone +91 98765 43210; prefers evenings.',
      video_link: 'https://www.youtube.com/watch?v=abcdefghijk',
    };
    const { data: made } = await admin.from('interviews').insert(interview).select('id').single();
    await admin
      .from('interviews')
      .update({ status: 'Completed', notes: 'Moved to Pune.' })
      .eq('id', made?.id ?? 0);
    await admin
      .from('interviews')
      .delete()
      .eq('id', made?.id ?? 0);
    const interviewLog = await entriesFor('interviews', made?.id ?? 0);
    expect(interviewLog.map((e) => e.action)).toEqual(['insert', 'update', 'delete']);
    const testimonial = { author_name: person, content: 'I was scared of the visa interview in Kathmandu.' };
    const { data: quote } = await admin.from('testimonials').insert(testimonial).select('id').single();
    await admin
      .from('testimonials')
      .update({ rating: 4 })
      .eq('id', quote?.id ?? 0);
    await admin
      .from('testimonials')
      .delete()
      .eq('id', quote?.id ?? 0);
    const testimonialLog = await entriesFor('testimonials', quote?.id ?? 0);
    expect(testimonialLog.map((e) => e.action)).toEqual(['insert', 'update', 'delete']);
    const text = JSON.stringify([...interviewLog, ...testimonialLog]);
    for (const value of [person, ...Object.values(interview).slice(1), 'Moved to Pune.', testimonial.content]) {
      expect(text).not.toContain(value);
    }
    // What is not personal stays: the status and the rating.
    expect(text).toContain('Completed');
    expect(JSON.stringify(testimonialLog[1])).toContain('rating');
  });

  it('keeps a story’s status changes but never its words, and keys fields of study by code', async () => {
    const title = `A visitor's story ${unique()}`;
    const { data: story } = await service
      .from('community_blog_posts')
      .insert({ title, content: 'My name is Asha and I live in Pune.' })
      .select('id')
      .single();
    expect(
      (
        await admin
          .from('community_blog_posts')
          .update({ status: 'hidden' })
          .eq('id', story?.id ?? 0)
      ).error,
    ).toBeNull();
    expect(
      (
        await admin
          .from('community_blog_posts')
          .delete()
          .eq('id', story?.id ?? 0)
      ).error,
    ).toBeNull();
    const entries = await entriesFor('community_blog_posts', story?.id ?? 0);
    expect(entries.map((e) => e.action)).toEqual(['update', 'delete']);
    expect(entries[0]?.changes).toEqual({ status: { old: 'published', new: 'hidden' } });
    expect(JSON.stringify(entries)).not.toContain('Asha');
    expect(JSON.stringify(entries)).not.toContain(title);

    // Staff cannot write fields of study today (a new edition is a migration); the key is checked so
    // that a future grant does not meet a trigger that fails every write.
    const { rows } = await stack.engine.owner.query<{ tgargs: string }>(
      `select encode(tgargs, 'escape') as tgargs from pg_trigger t join pg_class c on c.oid = t.tgrelid
       where t.tgname = 'record_staff_change' and c.relname = 'fields_of_study'`,
    );
    expect(rows[0]?.tgargs.split('\\000')[0]).toBe('code');
  });

  it('admins read the log; students and visitors do not', async () => {
    await staffNews();
    const { data: forAdmin } = await admin.from('audit_log').select('id').limit(1);
    expect(forAdmin).toHaveLength(1);
    const { data: forUser, error: userError } = await user.from('audit_log').select('id');
    expect(userError).toBeNull();
    expect(forUser).toEqual([]);
    const { error: anonError } = await anon.from('audit_log').select('id');
    expect(anonError?.code).toBe('42501');
  });

  it('nobody writes or rewrites the log through the API; the service role may only delete', async () => {
    const news = await staffNews();
    const [entry] = await entriesFor('news', news.id);
    const forged = { table_name: 'news', row_id: '1', action: 'update', changes: {} };
    for (const client of [anon, user, admin, service]) {
      expect((await client.from('audit_log').insert(forged)).error?.code).toBe('42501');
    }
    for (const client of [anon, user, admin]) {
      await client.from('audit_log').update({ actor_email: 'someone@else' }).eq('row_id', String(news.id));
      await client.from('audit_log').delete().eq('row_id', String(news.id));
    }
    expect(
      (await service.from('audit_log').update({ actor_email: 'x' }).eq('row_id', String(news.id))).error?.code,
    ).toBe('42501');
    expect((await entriesFor('news', news.id))[0]).toEqual(entry);
    expect(
      (await service.from('audit_log').delete().eq('table_name', 'news').eq('row_id', String(news.id))).error,
    ).toBeNull();
    expect(await entriesFor('news', news.id)).toEqual([]);
  });
});
