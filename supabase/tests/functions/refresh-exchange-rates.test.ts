// The daily exchange-rate job end to end on both engines: the scheduled command (pg_cron's on hosted, the
// stack's scheduler here) posts to refresh-exchange-rates with the service key from Vault; the function
// reads the ECB's daily file and Nepal Rastra Bank's API and records what is newer. Nothing reaches the
// network: a local server answers with recorded responses (tests/fixtures):
// - ecb-eurofxref-daily.xml: the ECB's daily file of 6 October 2026 as captured in a public test
//   fixture, with the currencies after INR left out as that capture did;
// - nrb-forex-rates.json: Nepal Rastra Bank's answer for 2 February 2020 as captured by a public
//   client's test data, in the API's envelope, with a later holiday whose rates are null (the quirk
//   the API's consumers record).
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ECB_SOURCE_PAGE, NRB_SOURCE_PAGE } from '../../functions/_shared/refresh-exchange-rates.ts';
import { startScheduler } from '../../local/src/scheduler.ts';
import { startTestStack, type TestStack } from '../support/stack.ts';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/${name}`, import.meta.url), 'utf8');
const answers = { ecb: 200, nrb: 200 };
let upstream: Server;
let stack: TestStack;

beforeAll(async () => {
  upstream = createServer((request, response) => {
    const ecb = request.url?.startsWith('/eurofxref-daily.xml');
    const status = ecb ? answers.ecb : answers.nrb;
    response.writeHead(status, { 'Content-Type': ecb ? 'text/xml' : 'application/json' });
    response.end(status === 200 ? fixture(ecb ? 'ecb-eurofxref-daily.xml' : 'nrb-forex-rates.json') : 'unavailable');
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  stack = await startTestStack({
    functionEnv: { ECB_RATES_URL: `${base}/eurofxref-daily.xml`, NRB_RATES_URL: `${base}/api/forex/v1/rates` },
  });
});
afterAll(async () => {
  await stack?.close();
  await new Promise((resolve) => upstream?.close(resolve));
});
beforeEach(async () => {
  answers.ecb = 200;
  answers.nrb = 200;
  await stack.engine.owner.query('delete from public.exchange_rates');
});

const call = (key: string) =>
  fetch(`${stack.url}/functions/v1/refresh-exchange-rates`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${key}`, apikey: key, 'Content-Type': 'application/json' },
    body: '{}',
  });

async function rates() {
  const { data, error } = await stack
    .anon()
    .from('exchange_rates')
    .select('currency, units_per_eur, rate_date, source_url')
    .order('currency');
  if (error) throw new Error(error.message);
  return data;
}

describe('refresh-exchange-rates', () => {
  it('records the ECB rates the site needs and the Nepal Rastra Bank middle rate, each with its date and page', async () => {
    const response = await call(stack.config.serviceRoleKey);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.failed).toEqual([]);
    const recorded = await rates();
    expect(recorded.map((rate) => rate.currency)).toEqual([
      'CHF',
      'CZK',
      'DKK',
      'HUF',
      'INR',
      'NOK',
      'NPR',
      'PLN',
      'SEK',
      'USD',
    ]);
    expect(recorded.find((rate) => rate.currency === 'INR')).toEqual({
      currency: 'INR',
      units_per_eur: 108.6615,
      rate_date: '2026-10-06',
      source_url: ECB_SOURCE_PAGE,
    });
    // (125.57 + 126.23) / 2 on the last day with rates; the later holiday's nulls are skipped.
    expect(recorded.find((rate) => rate.currency === 'NPR')).toEqual({
      currency: 'NPR',
      units_per_eur: 125.9,
      rate_date: '2020-02-02',
      source_url: NRB_SOURCE_PAGE,
    });
    // Currencies the site does not use (JPY, GBP …) are not recorded.
    expect(recorded.some((rate) => rate.currency === 'JPY' || rate.currency === 'GBP')).toBe(false);
  });

  it('does its work once: a second run changes nothing, and a newer rate staff set by hand stays', async () => {
    await call(stack.config.serviceRoleKey);
    await stack.engine.owner.query(
      `update public.exchange_rates set units_per_eur = 110.5, rate_date = current_date, source_url = 'https://www.rbi.org.in/'
       where currency = 'INR'`,
    );
    const again = await call(stack.config.serviceRoleKey);
    expect((await again.json()).recorded).toEqual([]);
    expect((await rates()).find((rate) => rate.currency === 'INR')?.units_per_eur).toBe(110.5);
  });

  it('keeps what it can read when one source is down, says which failed, and keeps the last rates of the other', async () => {
    await call(stack.config.serviceRoleKey);
    answers.nrb = 503;
    const response = await call(stack.config.serviceRoleKey);
    expect(response.status).toBe(200);
    expect((await response.json()).failed).toEqual([
      { source: 'Nepal Rastra Bank', error: expect.stringContaining('answered 503') },
    ]);
    expect((await rates()).find((rate) => rate.currency === 'NPR')?.units_per_eur).toBe(125.9);
    answers.ecb = 503;
    expect((await call(stack.config.serviceRoleKey)).status).toBe(502);
  });

  it('answers 401 to anyone but the scheduler: visitors, students, a forged key', async () => {
    expect((await call(stack.config.anonKey)).status).toBe(401);
    const student = await stack.newUser();
    const { data } = await student.client.auth.getSession();
    expect((await call(data.session?.access_token ?? '')).status).toBe(401);
    expect((await call(`${stack.config.serviceRoleKey}x`)).status).toBe(401);
    expect(await rates()).toEqual([]);
  });

  it('is a daily job: the scheduler runs it at 15:30 UTC on a working day, through the function, once', async () => {
    const { rows: jobs } = await stack.engine.owner.query<{ schedule: string }>(
      `select schedule from cron.job where jobname = 'refresh-exchange-rates'`,
    );
    expect(jobs).toEqual([{ schedule: '30 15 * * 1-5' }]);
    const scheduler = startScheduler(stack.engine, {
      since: new Date('2026-11-26T15:29:00Z'),
      intervalMs: 3_600_000,
      log: () => undefined,
    });
    try {
      await scheduler.tick(new Date('2026-11-26T15:30:05Z'));
      await scheduler.tick(new Date('2026-11-26T15:31:00Z'));
    } finally {
      await scheduler.stop();
    }
    const { rows: runs } = await stack.engine.owner.query<{ status: string }>(
      `select d.status from cron.job_run_details d join cron.job j using (jobid) where j.jobname = 'refresh-exchange-rates'`,
    );
    expect(runs).toEqual([{ status: 'succeeded' }]);
    // The job queued the call; the stack's pg_net stand-in delivers it after commit.
    await expect.poll(async () => (await rates()).length, { timeout: 10_000 }).toBe(10);
  });
});
