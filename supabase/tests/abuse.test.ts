import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from './support/stack.ts';

// Anonymous writes are the product's only unauthenticated input; the database limits them itself.
// These are the limits alone, with the human check in front of them switched off (its off switch, for
// an outage of the provider): they must hold then too. The check itself: functions/verify-human.test.ts.

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
  await stack.engine.owner.query('update private.human_check set required = false');
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

/** The owner connection: what hosted staff do in the SQL editor (limits, slots, purge). */
const sql = (text: string, params: unknown[] = []) => stack.engine.owner.query(text, params);

const story = (title: string) => ({ title, content: 'Content' });

describe('rate limit per client address', () => {
  it('accepts 20 contact messages from one address in 10 minutes and refuses the 21st with 429', async () => {
    const client = stack.anonFrom('127.0.0.2');
    const email = 'ratelimit@example.com';
    for (let i = 0; i < 20; i++) {
      const { error } = await client.from('contacts').insert(contact({ email }));
      expect(error).toBeNull();
    }
    const { error, status } = await client.from('contacts').insert(contact({ email }));
    expect(status).toBe(429);
    expect(error?.message).toMatch(/too many submissions/i);
    expect(await contactCount({ column: 'email', value: email })).toBe(20);

    const other = await stack.anonFrom('127.0.0.3').from('contacts').insert(contact({ email }));
    expect(other.error).toBeNull();
  });

  it('gains a client nothing to rotate x-forwarded-for or to send cf-connecting-ip itself', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const spoofed = `198.51.${Math.floor(i / 200)}.${i % 200}`;
      const { status } = await stack
        .anonFrom('127.0.0.4', { 'x-forwarded-for': spoofed, 'cf-connecting-ip': spoofed, 'x-real-ip': spoofed })
        .from('community_blog_posts')
        .insert(story(`Rotating ${i}`));
      statuses.push(status);
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(20);
    expect(statuses.at(-1)).toBe(429);
  });

  it('keys IPv6 by its /64, IPv4-mapped addresses as IPv4, and anything else as one shared key', async () => {
    const key = async (value: string | null) =>
      (await sql('select private.client_address_key($1) as key', [value])).rows[0]?.key;
    expect(await key('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(await key('2001:db8:1:2:ffff:ffff:ffff:fffe')).toBe('2001:db8:1:2::/64');
    expect(await key('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(await key('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(await key(' 203.0.113.9 ')).toBe('203.0.113.9');
    // A proxy appends: only the last entry is its own.
    expect(await key('1.1.1.1, 203.0.113.9')).toBe('203.0.113.9');
    for (const garbage of [
      null,
      '',
      'unknown',
      'not an ip',
      '10.0.0.0/8',
      'fe80::1%eth0',
      `1.2.3.4${'9'.repeat(10_000)}`,
    ]) {
      expect(await key(garbage)).toBe('unknown');
    }
  });

  const lastSlot = async () =>
    (await sql('select client_address from private.public_submissions order by id desc limit 1')).rows[0]
      ?.client_address;
  const trust = (header: string) => sql('update private.client_address_source set header = $1', [header]);

  it('trusting x-forwarded-for instead counts the entry the proxy appended, not the client’s', async () => {
    await trust('x-forwarded-for');
    try {
      const { error } = await stack
        .anonFrom('127.0.0.5', { 'x-forwarded-for': '203.0.113.1' })
        .from('contacts')
        .insert(contact({ email: 'appended@example.com' }));
      expect(error).toBeNull();
      expect(await lastSlot()).toBe('127.0.0.5');
    } finally {
      await trust('cf-connecting-ip');
    }
  });

  it('a trusted header that holds no address does not break inserts; they share one key', async () => {
    // supabase-js sends x-client-info ("supabase-js-node/2.x"): a stand-in for a misconfigured proxy.
    await trust('x-client-info');
    try {
      const { error } = await stack
        .anonFrom('127.0.0.6')
        .from('contacts')
        .insert(contact({ email: 'misconfigured@example.com' }));
      expect(error).toBeNull();
      expect(await lastSlot()).toBe('unknown');
    } finally {
      await trust('cf-connecting-ip');
    }
  });
});

describe('global ceiling', () => {
  it('holds under 16 parallel clients with distinct real addresses', async () => {
    await sql(
      `update private.submission_limits set max_per_window = 5, max_total_per_window = 30 where bucket = 'community_blog_posts'`,
    );
    await sql(`delete from private.public_submissions where bucket = 'community_blog_posts'`);
    const prefix = `Botnet ${Math.random().toString(36).slice(2, 8)}`;
    try {
      const clients = Array.from({ length: 16 }, (_, i) => stack.anonFrom(`127.0.0.${i + 2}`));
      const results = await Promise.all(
        clients.flatMap((client, i) =>
          Array.from({ length: 5 }, (_, j) => client.from('community_blog_posts').insert(story(`${prefix} ${i}.${j}`))),
        ),
      );
      expect(results.filter((r) => r.status === 201)).toHaveLength(30);
      expect(results.filter((r) => r.status === 429)).toHaveLength(50);
      const { count } = await stack
        .service()
        .from('community_blog_posts')
        .select('*', { count: 'exact', head: true })
        .like('title', `${prefix}%`);
      expect(count).toBe(30);
    } finally {
      await sql(
        `update private.submission_limits set max_per_window = 20, max_total_per_window = 300 where bucket = 'community_blog_posts'`,
      );
    }
  });
});

describe('per network', () => {
  it('counts an IPv4 address in its /24 and an IPv6 /64 in its /48; other keys in no network', async () => {
    const network = async (key: string) =>
      (await sql('select private.client_network_key($1) as network', [key])).rows[0]?.network;
    expect(await network('203.0.113.9')).toBe('203.0.113.0/24');
    expect(await network('2001:db8:1:2::/64')).toBe('2001:db8:1::/48');
    expect(await network('unknown')).toBeNull();
    expect(await network('user:7f1c1a52-64a4-4bd7-9a3a-0d3f0c4f6a11')).toBeNull();
  });

  it('one network takes at most its share of the ceiling, however many addresses it uses', async () => {
    await sql(
      `update private.submission_limits set max_per_window = 2, max_per_network = 5 where bucket = 'community_blog_posts'`,
    );
    await sql(`delete from private.public_submissions where bucket = 'community_blog_posts'`);
    try {
      const statuses: number[] = [];
      for (const address of ['127.0.5.1', '127.0.5.2', '127.0.5.3']) {
        for (let i = 0; i < 2; i++) {
          statuses.push(
            (
              await stack
                .anonFrom(address)
                .from('community_blog_posts')
                .insert(story(`Net ${i}`))
            ).status,
          );
        }
      }
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
      const refused = await stack.anonFrom('127.0.5.4').from('community_blog_posts').insert(story('Net again'));
      expect(refused.error?.message).toMatch(/from your network/);
      // Another network is not held back by this one.
      expect((await stack.anonFrom('127.0.6.1').from('community_blog_posts').insert(story('Elsewhere'))).status).toBe(
        201,
      );
    } finally {
      await sql(
        `update private.submission_limits set max_per_window = 20, max_per_network = 60 where bucket = 'community_blog_posts'`,
      );
    }
  });
});

describe('purge', () => {
  const oldSlots = `insert into private.public_submissions (bucket, client_address, submitted_at)
    select bucket, '192.0.2.' || n, now() - interval '2 days'
    from (values ('contacts'), ('community_blog_posts'), ('checkout_sessions')) b (bucket), generate_series(1, 5) n`;
  const oldCount = async () =>
    Number(
      (await sql(`select count(*) as n from private.public_submissions where submitted_at < now() - interval '1 day'`))
        .rows[0]?.n,
    );

  it('an anonymous insert purges its table’s expired slots, whoever took them', async () => {
    await sql(oldSlots);
    const { error } = await stack
      .anonFrom('127.0.0.20')
      .from('contacts')
      .insert(contact({ email: 'purge@example.com' }));
    expect(error).toBeNull();
    const { rows } = await sql(
      `select count(*) as n from private.public_submissions where bucket = 'contacts' and submitted_at < now() - interval '1 day'`,
    );
    expect(Number(rows[0]?.n)).toBe(0);
  });

  it('the scheduled purge (pg_cron on hosted) removes every expired slot', async () => {
    await sql(oldSlots);
    expect(await oldCount()).toBeGreaterThan(0);
    await sql('select private.purge_public_submissions()');
    expect(await oldCount()).toBe(0);
  });
});

describe('invisible text', () => {
  // Zero-width space and joiner, LRM/RLM, bidi overrides and isolates, BOM, word joiner, Hangul filler.
  const INVISIBLE =
    '\u200b\u200c\u200d\u200e\u200f\u202a\u202e\u2066\u2069\ufeff\u2060\u3164 \u00a0\t\ufff9\u{e0100}\u{1bca0}\u{13430}';
  const contactColumns = ['name', 'subject', 'message'] as const;
  const storyColumns = ['title', 'content', 'author'] as const;

  for (const column of contactColumns) {
    it(`a contact ${column} of invisible characters only is refused`, async () => {
      const { status, error } = await stack
        .anonFrom('127.0.0.21')
        .from('contacts')
        .insert(contact({ [column]: INVISIBLE }));
      expect(status).toBe(400);
      expect(error?.message).toContain(`contacts_${column}_length`);
    });
  }

  for (const column of storyColumns) {
    it(`a story ${column} of invisible characters only is refused`, async () => {
      const { status, error } = await stack
        .anonFrom('127.0.0.21')
        .from('community_blog_posts')
        .insert({ ...story('Visible title'), [column]: INVISIBLE });
      expect(status).toBe(400);
      expect(error?.message).toContain(`community_blog_posts_${column}_length`);
    });
  }

  it('an e-mail address with hidden characters is refused', async () => {
    const { error } = await stack
      .anonFrom('127.0.0.21')
      .from('contacts')
      .insert(contact({ email: '\u200b@\u200b.\u200b' }));
    expect(error?.message).toContain('contacts_email_format');
  });

  it('visible text with joiners and marks inside (emoji, Arabic, Hindi) is still accepted', async () => {
    const { error } = await stack
      .anonFrom('127.0.0.22')
      .from('community_blog_posts')
      .insert({ title: '👩‍🎓 Priya’s year in Milan', content: 'नमस्ते \u200d مرحبا', author: '\u200fمريم' });
    expect(error).toBeNull();
  });
});

describe('honeypot', () => {
  it('a filled honeypot answers success and stores nothing', async () => {
    const email = 'bot@example.com';
    const { error, status } = await stack
      .anonFrom('127.0.0.30')
      .from('contacts')
      .insert({ ...contact({ email }), website: 'https://spam.example' });
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(await contactCount({ column: 'email', value: email })).toBe(0);
  });

  it('a story with a filled honeypot is not published', async () => {
    const title = 'Cheap essays here';
    const { error } = await stack
      .anonFrom('127.0.0.30')
      .from('community_blog_posts')
      .insert({ title, content: 'Buy now', website: 'spam' });
    expect(error).toBeNull();
    const { data } = await stack.anon().from('community_blog_posts').select('id').eq('title', title);
    expect(data).toEqual([]);
  });
});
