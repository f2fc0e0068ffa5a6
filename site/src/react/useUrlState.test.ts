import { describe, expect, it } from 'vitest';
import { type UrlWindow, urlOf, watchUrl, writeUrl } from './useUrlState';

/** A browser tab's address bar and history, as much as the URL state uses. */
function fakeWindow(start: string) {
  const entries = [{ url: start, state: null as unknown }];
  let at = 0;
  const listeners = new Set<() => void>();
  const split = () => {
    const url = entries[at]?.url ?? '/';
    const q = url.indexOf('?');
    return q === -1 ? { pathname: url, search: '' } : { pathname: url.slice(0, q), search: url.slice(q) };
  };
  const win: UrlWindow = {
    location: {
      get pathname() {
        return split().pathname;
      },
      get search() {
        return split().search;
      },
    },
    history: {
      get state() {
        return entries[at]?.state;
      },
      pushState(state: unknown, _unused: string, url?: string | URL | null) {
        entries.splice(at + 1, entries.length, { url: String(url), state });
        at += 1;
      },
      replaceState(state: unknown, _unused: string, url?: string | URL | null) {
        entries[at] = { url: String(url), state };
      },
    },
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
  };
  const back = () => {
    at -= 1;
    for (const listener of listeners) listener();
  };
  const setState = (state: unknown) => {
    entries[at] = { url: entries[at]?.url ?? '/', state };
  };
  return { win, entries: () => entries.map((e) => e.url), back, listeners, setState };
}

describe('urlOf', () => {
  it('puts the query after the path, with or without its question mark', () => {
    expect(urlOf('/programs', '?country=DE')).toBe('/programs?country=DE');
    expect(urlOf('/plan', 'housing=shared&months=12')).toBe('/plan?housing=shared&months=12');
  });

  it('leaves no question mark for an empty query', () => {
    expect(urlOf('/programs', '')).toBe('/programs');
    expect(urlOf('/universities', '?')).toBe('/universities');
  });
});

describe('writeUrl', () => {
  it('replaces the current entry by default, on the current path', () => {
    const tab = fakeWindow('/universities');
    expect(writeUrl(tab.win, 'q=munich')).toBe(true);
    expect(tab.entries()).toEqual(['/universities?q=munich']);
    writeUrl(tab.win, '');
    expect(tab.entries()).toEqual(['/universities']);
  });

  it('keeps the history state of the entry it replaces', () => {
    const tab = fakeWindow('/plan');
    tab.setState({ kept: true });
    writeUrl(tab.win, 'months=10');
    expect(tab.win.history.state).toEqual({ kept: true });
  });

  it('adds an entry when asked to, on the path given', () => {
    const tab = fakeWindow('/programs/?x=1');
    writeUrl(tab.win, '?level=Master%27s', { push: true, path: '/programs' });
    expect(tab.entries()).toEqual(['/programs/?x=1', '/programs?level=Master%27s']);
  });

  it('makes the query from the current one when given a function, keeping what it does not change', () => {
    const tab = fakeWindow('/universities?ref=mail&q=old');
    writeUrl(tab.win, (params) => {
      params.set('q', 'tu munchen');
      return params;
    });
    expect(tab.entries()).toEqual(['/universities?ref=mail&q=tu+munchen']);
    writeUrl(tab.win, (params) => {
      params.delete('q');
      return params.toString();
    });
    expect(tab.entries()).toEqual(['/universities?ref=mail']);
  });

  it('writes nothing when the address bar already shows the URL', () => {
    const tab = fakeWindow('/programs?country=DE');
    expect(writeUrl(tab.win, '?country=DE', { push: true })).toBe(false);
    expect(tab.entries()).toEqual(['/programs?country=DE']);
  });
});

describe('watchUrl', () => {
  it('reads the query at once', () => {
    const tab = fakeWindow('/universities?q=tu+munchen');
    const read: string[] = [];
    watchUrl(tab.win, (params) => read.push(params.get('q') ?? ''), false);
    expect(read).toEqual(['tu munchen']);
    expect(tab.listeners.size).toBe(0);
  });

  it('reads it again on Back when following history, until stopped', () => {
    const tab = fakeWindow('/programs?country=NL');
    const read: string[] = [];
    const stop = watchUrl(tab.win, (params) => read.push(params.toString()), true);
    writeUrl(tab.win, '?country=NL&level=Bachelor%27s', { push: true });
    tab.back();
    expect(read).toEqual(['country=NL', 'country=NL']);
    stop();
    expect(tab.listeners.size).toBe(0);
  });
});
