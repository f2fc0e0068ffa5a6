import { HOSTILE_LINKS, MAILTO_PREFILLING_EMAILS } from '@app/shared/hostile-input';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NONE } from '../support/figures.ts';
import { DEMO_ADMIN, startTestStack, type TestStack } from '../support/stack.ts';

// Every column that ends up in an href or src refuses script-bearing schemes, whatever an admin (or a
// stolen admin session) sends straight to the API; the contact form's e-mail is an address, not a URL.

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(() => stack.close());

const SAFE_WEB_LINKS = ['https://www.example.com/path?q=1#top', 'HTTP://example.org', '/pricing', '/'];
const MAILTO = 'mailto:careers@example.org?subject=Student%20Counsellor';

type LinkColumn = {
  table: string;
  column: string;
  key: string;
  mailto?: boolean;
  placeholder?: boolean;
  /** Columns that already allowed only absolute http(s) URLs keep doing so. */
  absoluteOnly?: boolean;
};

const COLUMNS: LinkColumn[] = [
  { table: 'universities_data', column: 'official_website_url', key: 'id' },
  { table: 'programs', column: 'application_link', key: 'id' },
  { table: 'programs', column: 'program_url', key: 'id', absoluteOnly: true },
  { table: 'resource_items', column: 'premiumLink', key: 'id' },
  { table: 'resource_items', column: 'resourceLink', key: 'id', placeholder: true },
  { table: 'premium_resource_links', column: 'url', key: 'resource_id' },
  { table: 'news', column: 'articleurl', key: 'id', placeholder: true },
  { table: 'careers', column: 'applyLink', key: 'id', mailto: true, placeholder: true },
  { table: 'testimonials', column: 'image_url', key: 'id' },
  { table: 'interviews', column: 'video_link', key: 'id', absoluteOnly: true },
];

// The generated client types each table; these tests address tables and columns by name.
const adminClient = async () => (await stack.signedIn(DEMO_ADMIN)) as unknown as SupabaseClient;

describe('link columns', () => {
  for (const { table, column, key, mailto, placeholder, absoluteOnly } of COLUMNS) {
    it(`${table}.${column} refuses every script-bearing or off-site-smuggling value`, async () => {
      const admin = await adminClient();
      // A non-premium item, since a premium item's own link must stay '#'.
      const query = admin.from(table).select(key).limit(1);
      const { data } = await (table === 'resource_items' ? query.eq('isPremium', false) : query);
      const id = (data as Record<string, unknown>[] | null)?.[0]?.[key];
      expect(id, `a ${table} row to change`).toBeDefined();

      for (const value of [...HOSTILE_LINKS, ...(mailto ? [] : [MAILTO])]) {
        const { error } = await admin
          .from(table)
          .update({ [column]: value })
          .eq(key, id);
        expect(error?.code, `${table}.${column} = ${JSON.stringify(value)}`).toBe('23514');
      }
      const safe = absoluteOnly ? SAFE_WEB_LINKS.filter((v) => /^https?:/i.test(v)) : SAFE_WEB_LINKS;
      for (const value of [...safe, ...(mailto ? [MAILTO] : []), ...(placeholder ? ['#'] : [])]) {
        const { error } = await admin
          .from(table)
          .update({ [column]: value })
          .eq(key, id);
        expect(error, `${table}.${column} = ${JSON.stringify(value)}`).toBeNull();
      }
    });
  }

  it("a figure's official page (its source_url, a link on the site) is an absolute http(s) URL", async () => {
    const admin = await adminClient();
    const id = (await admin.from('programs').select('id').limit(1)).data?.[0]?.id;
    const withSource = (value: string) =>
      admin
        .from('programs')
        .update({ tuition_non_eu: { ...NONE, source_url: value } })
        .eq('id', id);
    for (const value of [...HOSTILE_LINKS, MAILTO, '/pricing', '#']) {
      expect((await withSource(value)).error?.code, JSON.stringify(value)).toBe('23514');
    }
    for (const value of SAFE_WEB_LINKS.filter((v) => /^https?:/i.test(v))) {
      expect((await withSource(value)).error, JSON.stringify(value)).toBeNull();
    }
  });

  it('careers.applyLink refuses a mailto: that carries another scheme or no address', async () => {
    const admin = await adminClient();
    const id = (await admin.from('careers').select('id').limit(1)).data?.[0]?.id;
    for (const value of ['mailto:', 'mailto:?subject=x', ' mailto:jobs@example.org', 'MAILTO:jobs@example.org\n']) {
      const { error } = await admin.from('careers').update({ applyLink: value }).eq('id', id);
      expect(error?.code, JSON.stringify(value)).toBe('23514');
    }
  });
});

describe('contacts.email', () => {
  let client = 0;
  const submit = async (email: string) =>
    stack
      .anon({ 'x-forwarded-for': `203.0.113.${++client}` })
      .from('contacts')
      .insert(await stack.withPass('contacts', { name: 'Visitor', email, subject: 'Hello', message: 'A question.' }));

  it('refuses addresses that would become a prefilled mailto: or another URL', async () => {
    for (const email of MAILTO_PREFILLING_EMAILS) {
      const { error } = await submit(email);
      expect(error?.code, email).toBe('23514');
    }
  });

  it('accepts ordinary addresses', async () => {
    for (const email of [
      'priya.sharma@example.com',
      "o'brien+eu@mail.example.co.uk",
      'x_y-z@xn--mnchen-3ya.de',
      'ü@ü.de',
    ]) {
      const { error } = await submit(email);
      expect(error, email).toBeNull();
    }
  });
});
