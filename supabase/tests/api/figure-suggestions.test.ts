// "Suggest a correction" as the database enforces it, on both engines: a visitor sends a value, an
// official page and a note, limited like a contact message; nobody but staff sees it, nothing on the site
// changes until an admin accepts it with a checked figure (one transaction, in the audit trail) or
// rejects it with a reason.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, startTestStack, type TestStack } from '../support/stack.ts';

let stack: TestStack;
let programId: number;
let cityId: number;
beforeAll(async () => {
  stack = await startTestStack();
  const service = stack.service();
  programId = (await service.from('programs').select('id').limit(1).single()).data?.id ?? 0;
  cityId = (await service.from('cities').select('id').limit(1).single()).data?.id ?? 0;
});
afterAll(() => stack?.close());
beforeEach(async () => {
  await stack.engine.owner.query('delete from public.figure_suggestions');
  await stack.engine.owner.query(`delete from private.public_submissions where bucket = 'figure_suggestions'`);
});

const suggestion = (overrides: Record<string, unknown> = {}) => ({
  table_name: 'programs',
  row_id: programId,
  figure: 'tuition_non_eu',
  suggested_value: '€3,000 a semester from winter 2027/28',
  source_url: 'https://www.tum.de/en/studies/fees/tuition',
  ...overrides,
});
const known = {
  state: 'known',
  low_cents: 600_000,
  high_cents: 600_000,
  currency: 'EUR',
  source_url: 'https://www.tum.de/en/studies/fees/tuition',
  checked_on: '2026-11-26',
  applies_to: '2027/28',
};

async function queue() {
  const { data, error } = await stack.service().from('figure_suggestions').select('*').order('id');
  if (error) throw new Error(error.message);
  return data;
}
async function send(overrides: Record<string, unknown> = {}, from = '127.0.0.31') {
  const row = await stack.withPass('figure_suggestions', suggestion(overrides));
  return await stack.anonFrom(from).from('figure_suggestions').insert(row);
}
async function figureOf(column: 'tuition_non_eu' | 'deadline') {
  const { data } = await stack
    .service()
    .from('programs')
    .select('tuition_non_eu, deadline')
    .eq('id', programId)
    .single();
  return data?.[column];
}

describe('a suggestion as a visitor sends it', () => {
  it('is stored pending, without the visitor reading it back or choosing its status', async () => {
    const sent = await send();
    expect(sent.error).toBeNull();
    expect(sent.status).toBe(201);
    expect((await queue()).map((row) => [row.status, row.figure, row.suggested_value])).toEqual([
      ['pending', 'tuition_non_eu', '€3,000 a semester from winter 2027/28'],
    ]);
    const forged = await stack
      .anonFrom('127.0.0.32')
      .from('figure_suggestions')
      .insert({ ...suggestion(), status: 'accepted' } as never);
    expect(forged.error).not.toBeNull();
    // Visitors hold no read grant at all: the queue is staff's.
    const { data, error } = await stack.anon().from('figure_suggestions').select('*');
    expect(data ?? []).toEqual([]);
    expect(error?.code).toBe('42501');
  });

  it('names a real figure of a real row: a column that is not a figure, or a row that does not exist, is refused', async () => {
    const notAFigure = await send({ figure: 'name' });
    expect(notAFigure.error?.message).toBe('name is not a figure of programs');
    const contacts = await send({ table_name: 'contacts', figure: 'email' });
    expect(contacts.error?.code).toBe('23514');
    const missing = await send({ row_id: 999_999_999 });
    expect(missing.error?.message).toBe('No such programs row: 999999999');
    const city = await send({ table_name: 'cities', row_id: cityId, figure: 'food' });
    expect(city.error).toBeNull();
  });

  it('needs an official page (http or https with a host) and a value made of visible characters', async () => {
    expect((await send({ source_url: 'javascript:alert(1)' })).error?.code).toBe('23514');
    expect((await send({ source_url: '/contact' })).error?.code).toBe('23514');
    expect((await send({ suggested_value: '\u200b\u200b' })).error?.message).toContain(
      'figure_suggestions_suggested_value_length',
    );
    expect((await send({ note: 'x'.repeat(1001) })).error?.message).toContain('figure_suggestions_note_length');
    expect(await queue()).toEqual([]);
  });

  it('is limited like a contact message: 20 per address in ten minutes; a filled honeypot stores nothing', async () => {
    for (let i = 0; i < 20; i++) expect((await send({}, '127.0.0.33')).status).toBe(201);
    expect((await send({}, '127.0.0.33')).status).toBe(429);
    expect((await send({}, '127.0.0.34')).status).toBe(201);
    const bot = await send({ website: 'https://spam.example' }, '127.0.0.35');
    expect(bot.error).toBeNull();
    expect((await queue()).length).toBe(21);
  });
});

describe('deciding on a suggestion', () => {
  it('accepting writes the checked figure and marks the suggestion accepted, audited under the admin', async () => {
    await send();
    const [pending] = await queue();
    const admin = await stack.signedIn(DEMO_ADMIN);
    const { error } = await admin.rpc('accept_figure_suggestion', { suggestion_id: pending?.id ?? 0, figure: known });
    expect(error).toBeNull();
    expect(await figureOf('tuition_non_eu')).toEqual(known);
    const [decided] = await queue();
    expect(decided?.status).toBe('accepted');
    expect(decided?.reviewed_at).not.toBeNull();
    const { data: log } = await stack
      .service()
      .from('audit_log')
      .select('table_name, actor_email')
      .in('table_name', ['programs', 'figure_suggestions'])
      .order('id', { ascending: false })
      .limit(2);
    expect(log?.map((entry) => entry.table_name).sort()).toEqual(['figure_suggestions', 'programs']);
    expect(log?.every((entry) => entry.actor_email === DEMO_ADMIN.email)).toBe(true);
    // Once decided, it cannot be decided again.
    const again = await admin.rpc('accept_figure_suggestion', { suggestion_id: pending?.id ?? 0, figure: known });
    expect(again.error?.message).toBe('This suggestion was already accepted');
  });

  it('accepts only a checked figure, valid for its column; a bad one changes nothing', async () => {
    await send({ figure: 'deadline' });
    const [pending] = await queue();
    const before = await figureOf('deadline');
    const admin = await stack.signedIn(DEMO_ADMIN);
    const unchecked = await admin.rpc('accept_figure_suggestion', {
      suggestion_id: pending?.id ?? 0,
      figure: { state: 'unchecked' },
    });
    expect(unchecked.error?.code).toBe('22023');
    const noYear = await admin.rpc('accept_figure_suggestion', {
      suggestion_id: pending?.id ?? 0,
      figure: { state: 'known', date: '2027-05-31', source_url: known.source_url, checked_on: '2026-11-26' },
    });
    expect(noYear.error?.message).toBe('deadline: needs the academic year or intake it applies to (e.g. 2026/27)');
    expect(await figureOf('deadline')).toEqual(before);
    expect((await queue())[0]?.status).toBe('pending');
  });

  it('rejecting needs a reason', async () => {
    await send();
    const [pending] = await queue();
    const admin = await stack.signedIn(DEMO_ADMIN);
    const blank = await admin.rpc('reject_figure_suggestion', { suggestion_id: pending?.id ?? 0, reason: '  ' });
    expect(blank.error?.message).toBe('Say why the suggestion is rejected');
    const { error } = await admin.rpc('reject_figure_suggestion', {
      suggestion_id: pending?.id ?? 0,
      reason: 'The page is an agency, not the university',
    });
    expect(error).toBeNull();
    expect((await queue()).map((row) => [row.status, row.reject_reason])).toEqual([
      ['rejected', 'The page is an agency, not the university'],
    ]);
  });

  it('is for admins only: a student or a visitor can neither accept nor reject, and nothing changes', async () => {
    await send();
    const [pending] = await queue();
    const before = await figureOf('tuition_non_eu');
    const student = (await stack.newUser()).client;
    for (const client of [student, stack.anon()]) {
      const accept = await client.rpc('accept_figure_suggestion', { suggestion_id: pending?.id ?? 0, figure: known });
      expect(accept.error).not.toBeNull();
      const reject = await client.rpc('reject_figure_suggestion', { suggestion_id: pending?.id ?? 0, reason: 'no' });
      expect(reject.error).not.toBeNull();
    }
    expect(await figureOf('tuition_non_eu')).toEqual(before);
    expect((await queue())[0]?.status).toBe('pending');
  });
});
