import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_STUDENT, startTestStack, type TestStack } from '../support/stack.ts';

// docs/product.md section 7 writes: public forms insert without reading back; admin writes with and without
// representation; writes that RLS hides affect nothing and are not errors.

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(() => stack.close());

describe('public forms', () => {
  it('a contact message inserts with 201 and no body', async () => {
    const { data, error, status } = await stack
      .anon()
      .from('contacts')
      .insert(
        await stack.withPass('contacts', {
          name: 'Meera',
          email: 'meera@example.com',
          subject: 'Italy scholarships',
          message: 'How does the DSU regional scholarship work?',
        }),
      );
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toBeNull();
  });

  it('reading the contact back is refused: visitors never see leads', async () => {
    const { error, status } = await stack
      .anon()
      .from('contacts')
      .insert({ name: 'A', email: 'a@example.com', subject: 'S', message: 'M' })
      .select();
    expect(status).toBe(401);
    expect(error?.code).toBe('42501');
  });

  it('a story inserts with the default author and shows first in the list', async () => {
    const { error } = await stack
      .anon()
      .from('community_blog_posts')
      .insert(await stack.withPass('community_blog_posts', { title: 'Arrived in Lyon', content: 'Day one.' }));
    expect(error).toBeNull();
    const { data } = await stack
      .anon()
      .from('community_blog_posts')
      .select('*')
      .order('created_at', { ascending: false })
      .limit(1);
    expect(data?.[0]).toMatchObject({ title: 'Arrived in Lyon', author: 'Anonymous Explorer' });
  });
});

describe('admin writes', () => {
  it('insert with select returns the stored row; keys missing from a row take their defaults', async () => {
    const admin = await stack.signedIn(DEMO_ADMIN);
    const { data, error, status } = await admin
      .from('videos')
      .insert({ title: 'Life in Vienna', youtube_video_id: 'abcdefghijk' })
      .select()
      .single();
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toMatchObject({ title: 'Life in Vienna', youtube_video_id: 'abcdefghijk', description: null });
    expect(typeof data?.id).toBe('number');
  });

  it('bulk insert with select sends columns= and returns every row', async () => {
    const admin = await stack.signedIn(DEMO_ADMIN);
    const { data, error } = await admin
      .from('careers')
      .insert([
        { title: 'Visa advisor', description: 'Help with visas', location: 'Remote' },
        { title: 'Writer', description: 'Write guides' },
      ])
      .select('title, location, applyLink');
    expect(error).toBeNull();
    expect(data).toEqual([
      { title: 'Visa advisor', location: 'Remote', applyLink: '#' },
      { title: 'Writer', location: null, applyLink: '#' },
    ]);
  });

  it('update by id: 204 without select, the rows with select', async () => {
    const admin = await stack.signedIn(DEMO_ADMIN);
    const { data: plan } = await admin.from('pricing_plans').select('id').limit(1).single();
    const plain = await admin
      .from('pricing_plans')
      .update({ description: 'Updated' })
      .eq('id', plan?.id as number);
    expect(plain.status).toBe(204);
    const withRows = await admin
      .from('pricing_plans')
      .update({ description: 'Updated again' })
      .eq('id', plan?.id as number)
      .select('description');
    expect(withRows.status).toBe(200);
    expect(withRows.data).toEqual([{ description: 'Updated again' }]);
  });

  it('upsert merges duplicates on the primary key', async () => {
    const service = stack.service();
    const first = await service
      .from('settings')
      .upsert({ key: 'homepage', value: { banner: 'a' } })
      .select();
    expect(first.error).toBeNull();
    const second = await service
      .from('settings')
      .upsert({ key: 'homepage', value: { banner: 'b' } })
      .select('key, value');
    expect(second.data).toEqual([{ key: 'homepage', value: { banner: 'b' } }]);
  });

  it('delete by id: 204, and the row is gone', async () => {
    const admin = await stack.signedIn(DEMO_ADMIN);
    const { data: created } = await admin.from('news').insert({ title: 'Temporary' }).select('id').single();
    const { status, error } = await admin
      .from('news')
      .delete()
      .eq('id', created?.id as number);
    expect(error).toBeNull();
    expect(status).toBe(204);
    const { data } = await admin
      .from('news')
      .select('id')
      .eq('id', created?.id as number);
    expect(data).toEqual([]);
  });
});

describe('writes that row-level security hides', () => {
  it('a student updating or deleting content changes nothing and gets no error', async () => {
    const student = await stack.signedIn(DEMO_STUDENT);
    const { data: before } = await stack.anon().from('universities_data').select('*').limit(1).single();
    const update = await student
      .from('universities_data')
      .update({ city: 'Nowhere' })
      .eq('id', before?.id as number)
      .select();
    expect(update.error).toBeNull();
    expect(update.data).toEqual([]);
    const remove = await student
      .from('universities_data')
      .delete()
      .eq('id', before?.id as number);
    expect(remove.error).toBeNull();
    expect(remove.status).toBe(204);
    const { data: after } = await stack
      .anon()
      .from('universities_data')
      .select('*')
      .eq('id', before?.id as number)
      .single();
    expect(after).toEqual(before);
  });
});

describe('rpc', () => {
  it('is_admin answers for the caller only', async () => {
    const admin = await stack.signedIn(DEMO_ADMIN);
    const student = await stack.signedIn(DEMO_STUDENT);
    expect((await admin.rpc('is_admin')).data).toBe(true);
    expect((await student.rpc('is_admin')).data).toBe(false);
    const anon = await stack.anon().rpc('is_admin');
    expect(anon.status).toBe(401);
  });

  it('writing role: admin into your own user_metadata gains nothing', async () => {
    const { client } = await stack.newUser();
    const { error } = await client.auth.updateUser({ data: { role: 'admin', is_admin: true } });
    expect(error).toBeNull();
    await client.auth.refreshSession();
    expect((await client.rpc('is_admin')).data).toBe(false);
    const insert = await client.from('universities_data').insert({ university_name: 'Sneaky University' });
    expect(insert.status).toBe(403);
    expect(insert.error?.code).toBe('42501');
  });
});
