// State that lives in the page's query string, so that a shared link or a reload opens the same view:
// the finder's filters, the universities search, a cost plan. The query is read after hydration, never
// during the first render: the server-rendered HTML is the page without one, and the first render must
// match it.
import { useCallback, useEffect, useRef, useState } from 'react';

/** The part of `window` the URL state uses; tests pass a stand-in. */
export type UrlWindow = {
  location: Pick<Location, 'pathname' | 'search'>;
  history: Pick<History, 'state' | 'pushState' | 'replaceState'>;
  addEventListener(type: 'popstate', listener: () => void): void;
  removeEventListener(type: 'popstate', listener: () => void): void;
};

type UrlWriteOptions = {
  /** A new history entry, so Back returns to the state before; otherwise the current entry is replaced. */
  push?: boolean;
  /** The path to show; the current one when not given. */
  path?: string;
};

/** A query string (with or without its '?'; empty for none), or how to make it from the current one. */
type UrlQuery = string | ((current: URLSearchParams) => string | URLSearchParams);

type UrlState = {
  /** False until the query has been read (in the server-rendered HTML and the first render). */
  ready: boolean;
  /** Shows the query in the address bar. Stable. */
  write: (query: UrlQuery, options?: UrlWriteOptions) => void;
};

/** `path?query`, or the bare path when the query is empty. */
export function urlOf(path: string, query: string): string {
  const bare = query.startsWith('?') ? query.slice(1) : query;
  return bare ? `${path}?${bare}` : path;
}

/**
 * Writes the URL unless the address bar already shows it (a repeated entry would make Back do nothing
 * visible). Replacing keeps the entry's history state, which other scripts may have put there.
 */
export function writeUrl(win: UrlWindow, query: UrlQuery, options: UrlWriteOptions = {}): boolean {
  const search = typeof query === 'string' ? query : String(query(new URLSearchParams(win.location.search)));
  const url = urlOf(options.path ?? win.location.pathname, search);
  if (url === win.location.pathname + win.location.search) return false;
  if (options.push) win.history.pushState(null, '', url);
  else win.history.replaceState(win.history.state, '', url);
  return true;
}

/**
 * Calls `read` with the query now and, when `followHistory`, after each Back or Forward (which only
 * entries written with `push` make); returns what stops following.
 */
export function watchUrl(win: UrlWindow, read: (params: URLSearchParams) => void, followHistory: boolean): () => void {
  const readNow = () => read(new URLSearchParams(win.location.search));
  readNow();
  if (!followHistory) return () => {};
  win.addEventListener('popstate', readNow);
  return () => win.removeEventListener('popstate', readNow);
}

/**
 * `read` receives the query after hydration (and on Back and Forward with `followHistory`); the island
 * decides when to `write` it back: as the state changes, on submit, or once results are on screen.
 */
export function useUrlState(
  read: (params: URLSearchParams) => void,
  { followHistory = false }: { followHistory?: boolean } = {},
): UrlState {
  const [ready, setReady] = useState(false);
  // The latest `read`, so an island may pass a new function each render without re-reading the URL.
  const latestRead = useRef(read);
  latestRead.current = read;
  useEffect(
    () =>
      watchUrl(
        window,
        (params) => {
          latestRead.current(params);
          setReady(true);
        },
        followHistory,
      ),
    [followHistory],
  );
  const write = useCallback((query: UrlQuery, options?: UrlWriteOptions) => {
    writeUrl(window, query, options);
  }, []);
  return { ready, write };
}
