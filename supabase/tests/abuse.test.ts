import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from './support/stack.ts';

// Anonymous writes are the product's only unauthenticated input; the database limits them itself.

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(() => stack.close());

const contact = (overrides: Record<string, string> = {}) => ({
  name: 'Rahul',
  email: 'rahul@example.com',
  subject: 'MSc in Denmark',
  message: 'Do Danish universities accept Indian three-year degrees?',
  ...overrides,
});

async function contactCount(filter: { column: string; value: string }): Promise<number> {
  const { count, error } = await stack
    .service()
    .from('contacts')
    .select('*', { count: 'exact', head: true })
    .eq(filter.column as 'email', filter.value);
  if (error) throw new Error(error.message);
  return count ?? 0;
}

describe('length limits', () => {
  it('an over-long message is refused with 400 and the constraint named', async () => {
    const { error, status } = await stack
      .anon()
      .from('contacts')
      .insert(contact({ message: 'x'.repeat(5001) }));
    expect(status).toBe(400);
    expect(error?.code).toBe('23514');
    expect(error?.message).toContain('contacts_message_length');
  });

  it('an over-long story title is refused', async () => {
    const { error, status } = await stack
      .anon()
      .from('community_blog_posts')
      .insert({ title: 't'.repeat(201), content: 'Fine content' });
    expect(status).toBe(400);
    expect(error?.message).toContain('community_blog_posts_title_length');
  });

  it('a malformed e-mail is refused by the database too', async () => {
    const { error } = await stack
      .anon()
      .from('contacts')
      .insert(contact({ email: 'not an email' }));
    expect(error?.message).toContain('contacts_email_format');
  });
});

describe('rate limit per client address', () => {
  it('accepts 20 contact messages from one address in 10 minutes and refuses the 21st with 429', async () => {
    const client = stack.anon({ 'x-forwarded-for': '203.0.113.7' });
    const email = 'ratelimit@example.com';
    for (let i = 0; i < 20; i++) {
      const { error } = await client.from('contacts').insert(contact({ email }));
      expect(error).toBeNull();
    }
    const { error, status } = await client.from('contacts').insert(contact({ email }));
    expect(status).toBe(429);
    expect(error?.message).toMatch(/too many submissions/i);
    expect(await contactCount({ column: 'email', value: email })).toBe(20);

    const other = await stack.anon({ 'x-forwarded-for': '198.51.100.9' }).from('contacts').insert(contact({ email }));
    expect(other.error).toBeNull();
  });

  it('counts the first x-forwarded-for entry, the client, not the proxies after it', async () => {
    for (let i = 0; i < 20; i++) {
      const proxy = `10.0.0.${i}`;
      const { error } = await stack
        .anon({ 'x-forwarded-for': `203.0.113.50, ${proxy}` })
        .from('community_blog_posts')
        .insert({ title: `Story ${i}`, content: 'Content' });
      expect(error).toBeNull();
    }
    const { status } = await stack
      .anon({ 'x-forwarded-for': '203.0.113.50, 10.0.0.99' })
      .from('community_blog_posts')
      .insert({ title: 'One too many', content: 'Content' });
    expect(status).toBe(429);
  });
});

describe('honeypot', () => {
  it('a filled honeypot answers success and stores nothing', async () => {
    const email = 'bot@example.com';
    const { error, status } = await stack
      .anon({ 'x-forwarded-for': '192.0.2.200' })
      .from('contacts')
      .insert({ ...contact({ email }), website: 'https://spam.example' });
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(await contactCount({ column: 'email', value: email })).toBe(0);
  });

  it('a story with a filled honeypot is not published', async () => {
    const title = 'Cheap essays here';
    const { error } = await stack
      .anon({ 'x-forwarded-for': '192.0.2.201' })
      .from('community_blog_posts')
      .insert({ title, content: 'Buy now', website: 'spam' });
    expect(error).toBeNull();
    const { data } = await stack.anon().from('community_blog_posts').select('id').eq('title', title);
    expect(data).toEqual([]);
  });
});

describe('concurrency', () => {
  it('200 concurrent anonymous contact messages from different addresses store exactly 200 rows', async () => {
    const email = 'concurrent@example.com';
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        stack
          .anon({ 'x-forwarded-for': `100.64.${Math.floor(i / 250)}.${i % 250}` })
          .from('contacts')
          .insert(contact({ email, subject: `Question ${i}` })),
      ),
    );
    expect(results.filter((r) => r.error !== null)).toEqual([]);
    expect(await contactCount({ column: 'email', value: email })).toBe(200);
  });
});
