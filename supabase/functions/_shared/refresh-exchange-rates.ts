// refresh-exchange-rates: records the official rates the site converts euros with, once a working day
// (pg_cron calls it on hosted Supabase, the local stack's scheduler locally: migration
// schedule_exchange_rates). The ECB's daily reference rates give INR and the European currencies fees
// and costs are published in; Nepal Rastra Bank's forex API gives NPR. Bangladesh Bank, the Central Bank
// of Sri Lanka and the State Bank of Pakistan publish no machine-readable feed: staff set BDT, LKR and PKR
// in the console. A rate is recorded only when it is newer than the stored one
// (record_exchange_rates), so a second run on the same day changes nothing and a newer rate staff
// typed by hand stays. Only the service role may call it.
import type { createClient } from '@supabase/supabase-js';
import type { XMLParser } from 'fast-xml-parser';
import { json, jsonError } from './http.ts';
import { isServiceCaller } from './service-caller.ts';
import { serviceClient } from './stripe.ts';
import type { FunctionHandler } from './types.ts';

const ECB_DAILY_URL = 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml';
export const ECB_SOURCE_PAGE =
  'https://www.ecb.europa.eu/stats/policy_and_exchange_rates/euro_reference_exchange_rates/html/index.en.html';
const NRB_API_URL = 'https://www.nrb.org.np/api/forex/v1/rates';
export const NRB_SOURCE_PAGE = 'https://www.nrb.org.np/forex/';
/** The ECB currencies the site needs: the families' INR and the currencies figures are published in
 * (US dollars for India's overseas scholarships). */
const ECB_CURRENCIES = ['INR', 'SEK', 'DKK', 'NOK', 'CZK', 'PLN', 'HUF', 'CHF', 'USD'] as const;

export type Rate = { currency: string; units_per_eur: number; rate_date: string; source_url: string };
type Deps = {
  createClient: typeof createClient;
  XMLParser: typeof XMLParser;
  /** The network (tests give recorded answers). */
  fetch?: typeof fetch;
};

const TIMEOUT_MS = 10_000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The ECB's daily file: one Cube per currency (units per euro) inside the Cube of the day. */
function ecbRates(xml: string, Parser: typeof XMLParser): Rate[] {
  const parser = new Parser({ ignoreAttributes: false, attributeNamePrefix: '', isArray: (name) => name === 'Cube' });
  const envelope = parser.parse(xml)?.['gesmes:Envelope'];
  const day = envelope?.Cube?.[0]?.Cube?.[0] as { time?: string; Cube?: { currency?: string; rate?: string }[] };
  if (!day?.time || !ISO_DATE.test(day.time)) throw new Error('the ECB file has no day of rates');
  const wanted = new Set<string>(ECB_CURRENCIES);
  return (day.Cube ?? []).flatMap(({ currency, rate }) => {
    const units = Number(rate);
    return currency && wanted.has(currency) && units > 0
      ? [{ currency, units_per_eur: units, rate_date: day.time as string, source_url: ECB_SOURCE_PAGE }]
      : [];
  });
}

type NrbDay = {
  date?: string;
  rates?: { currency?: { iso3?: string; unit?: number }; buy?: string | null; sell?: string | null }[];
};

/**
 * Nepal Rastra Bank's rates: rupees per `unit` of a currency, bought and sold. The official middle of
 * the two for one euro, on the latest day that has one (holidays answer nulls).
 */
function nrbEuroRate(body: unknown): Rate | null {
  const days = ((body as { data?: { payload?: NrbDay[] } })?.data?.payload ?? [])
    .filter((day) => typeof day.date === 'string' && ISO_DATE.test(day.date))
    .sort((a, b) => (b.date as string).localeCompare(a.date as string));
  for (const day of days) {
    const euro = day.rates?.find((rate) => rate.currency?.iso3 === 'EUR');
    const [buy, sell, unit] = [Number(euro?.buy), Number(euro?.sell), Number(euro?.currency?.unit ?? 1)];
    if (buy > 0 && sell > 0 && unit > 0) {
      const units = Math.round(((buy + sell) / 2 / unit) * 1_000_000) / 1_000_000;
      return { currency: 'NPR', units_per_eur: units, rate_date: day.date as string, source_url: NRB_SOURCE_PAGE };
    }
  }
  return null;
}

async function fetchText(fetcher: typeof fetch, url: string): Promise<string> {
  const response = await fetcher(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return await response.text();
}

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

export function refreshExchangeRatesHandler(deps: Deps): FunctionHandler {
  return async (request, env) => {
    if (request.method !== 'POST') return jsonError(405, 'Use POST.');
    if (!isServiceCaller(request, env.SUPABASE_SERVICE_ROLE_KEY))
      return jsonError(401, 'Only the scheduler may refresh exchange rates.');
    const db = serviceClient(deps, env);
    if (!db) return jsonError(500, 'The Supabase environment is missing.');
    const fetcher = deps.fetch ?? fetch;
    const ecbUrl = env.ECB_RATES_URL || ECB_DAILY_URL;
    const nrbUrl = `${env.NRB_RATES_URL || NRB_API_URL}?page=1&per_page=10&from=${daysAgo(7)}&to=${daysAgo(0)}`;

    const failed: { source: string; error: string }[] = [];
    const rates: Rate[] = [];
    const source = async (name: string, read: () => Promise<Rate[]>) => {
      try {
        rates.push(...(await read()));
      } catch (error) {
        failed.push({ source: name, error: error instanceof Error ? error.message : String(error) });
      }
    };
    await Promise.all([
      source('ECB', async () => ecbRates(await fetchText(fetcher, ecbUrl), deps.XMLParser)),
      source('Nepal Rastra Bank', async () => {
        const rate = nrbEuroRate(JSON.parse(await fetchText(fetcher, nrbUrl)));
        if (!rate) throw new Error('no euro rate in the last seven days');
        return [rate];
      }),
    ]);
    // A rate dated after today's date where the database stands (Kathmandu is ahead of UTC) waits a day.
    const today = daysAgo(0);
    const ready = rates.filter((rate) => rate.rate_date <= today);
    const { data, error } = await db.rpc('record_exchange_rates', { rates: ready });
    if (error) {
      console.error('refresh-exchange-rates: recording failed', error);
      return jsonError(500, 'The rates could not be recorded.');
    }
    for (const failure of failed) console.error(`refresh-exchange-rates: ${failure.source}: ${failure.error}`);
    return json(
      { recorded: data ?? [], read: ready.map((rate) => rate.currency), failed },
      failed.length && !ready.length ? 502 : 200,
    );
  };
}
