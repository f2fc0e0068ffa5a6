// Converts a static page's amounts (components/Money.astro) to the visitor's currency and keeps every
// switch on the page, and any island's, in step. No framework: these pages ship no React for this.
import { convertedText, eurText, rateAgeWarning, ratesAgeWarning } from './currency';
import { CURRENCY_EVENT, isVisitorCurrency, readCurrency, storeCurrency } from './currency-choice';
import type { Rate } from './money';

type RateWithNote = Rate & { note: string };

function readRates(): Map<string, RateWithNote> {
  const element = document.querySelector<HTMLElement>('[data-rates]');
  try {
    const list = JSON.parse(element?.dataset.rates ?? '[]') as RateWithNote[];
    return new Map(list.map((rate) => [rate.currency, rate]));
  } catch {
    return new Map();
  }
}

function show(currency: string, rates: Map<string, RateWithNote>): void {
  const rate = rates.get(currency);
  if (!rate) return;
  for (const element of document.querySelectorAll<HTMLElement>('[data-money]')) {
    // Hydrated islands render their own amounts (react/useCurrency.ts).
    if (element.closest('astro-island')) continue;
    const low = Number(element.dataset.money);
    const high = Number(element.dataset.moneyHigh ?? low);
    const converted = element.querySelector('[data-money-converted]');
    const eur = element.querySelector('[data-money-eur]');
    if (converted) converted.textContent = convertedText(low, high, rate);
    if (eur) eur.textContent = `(${eurText(low, high)})`;
  }
  for (const select of document.querySelectorAll<HTMLSelectElement>('[data-currency-switch] select')) {
    select.value = currency;
  }
  // An equivalent of an amount already shown in that currency (a plan's rupee price) says nothing new.
  for (const element of document.querySelectorAll<HTMLElement>('[data-hide-for-currency]')) {
    element.hidden = element.dataset.hideForCurrency === currency;
  }
  // The page may be older than the rate's age matters: the warning is worked out in the browser, today.
  const warning = rateAgeWarning(rate, new Date().toLocaleDateString('en-CA'));
  for (const note of document.querySelectorAll('[data-rate-note]')) {
    const text = note.querySelector('[data-rate-text]');
    const link = note.querySelector<HTMLAnchorElement>('[data-rate-source]');
    const old = note.querySelector<HTMLElement>('[data-rate-warning]');
    if (text) text.textContent = rate.note;
    if (old) {
      old.textContent = warning ?? '';
      old.hidden = warning === null;
    }
    if (link) {
      link.hidden = !rate.sourceUrl;
      if (rate.sourceUrl) link.href = rate.sourceUrl;
    }
  }
}

export function initCurrencySwitch(): void {
  warnAboutSourceRates();
  const rates = readRates();
  if (rates.size === 0) return;
  const chosen = readCurrency();
  if (rates.has(chosen)) show(chosen, rates);
  for (const select of document.querySelectorAll<HTMLSelectElement>('[data-currency-switch] select')) {
    select.addEventListener('change', () => {
      if (isVisitorCurrency(select.value)) storeCurrency(select.value);
    });
  }
  window.addEventListener(CURRENCY_EVENT, (event) => show(String((event as CustomEvent).detail), rates));
}

/** The rates of the currencies figures are published in: their age matters whatever the family chose. */
function warnAboutSourceRates(): void {
  const today = new Date().toLocaleDateString('en-CA');
  for (const note of document.querySelectorAll<HTMLElement>('[data-source-rate]')) {
    const { sourceRate = '', rateDate = '' } = note.dataset;
    const warning = ratesAgeWarning(sourceRate.split(' '), rateDate, today);
    const slot = note.querySelector<HTMLElement>('[data-rate-warning]');
    if (slot) {
      slot.textContent = warning ?? '';
      slot.hidden = warning === null;
    }
  }
}
