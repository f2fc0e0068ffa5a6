// The finder's country index files (lib/program-finder-shard.ts) and its search code, fetched as the
// visitor's filters need them. The first page is in the HTML, so a visit that filters nothing fetches
// neither, and the page's up-front JavaScript stays within its budget (scripts/page-weight.ts).
import { useCallback, useMemo, useRef, useState } from 'react';
import type { Rate } from '../lib/money';
import { shardUrl } from '../lib/program-finder';
import type { EncodedShard, ShardIndex } from '../lib/program-finder-shard';

type Engine = typeof import('../lib/program-finder-match');

let engineLoad: Promise<Engine> | undefined;
function loadEngine(): Promise<Engine> {
  engineLoad ??= import('../lib/program-finder-match').catch((error: unknown) => {
    engineLoad = undefined;
    throw error;
  });
  return engineLoad;
}

export type FinderIndex = {
  /** The country files read so far, by country code. */
  loaded: ReadonlyMap<string, ShardIndex>;
  /** The search code, once the first file has arrived. */
  engine: Engine | null;
  /** A file could not be fetched; nothing more is asked for until `retry`. */
  failed: boolean;
  /** Fetches the files not yet asked for. Stable: called from a change itself, before React renders it. */
  load: (codes: readonly string[]) => void;
  retry: () => void;
};

export function useFinderIndex(version: string, rates: readonly Rate[]): FinderIndex {
  const [loaded, setLoaded] = useState<ReadonlyMap<string, ShardIndex>>(new Map());
  const [failed, setFailed] = useState(false);
  const [engine, setEngine] = useState<Engine | null>(null);
  const rateTable = useMemo(() => new Map(rates.map((rate) => [rate.currency, rate])), [rates]);
  const requested = useRef(new Set<string>());
  const load = useCallback(
    (codes: readonly string[]) => {
      for (const code of codes) {
        if (requested.current.has(code)) continue;
        requested.current.add(code);
        const file = fetch(shardUrl(code, version)).then((response) => {
          if (!response.ok) throw new Error(String(response.status));
          return response.json() as Promise<EncodedShard>;
        });
        Promise.all([file, loadEngine()]).then(
          ([shard, search]) => {
            setEngine(() => search);
            setLoaded((known) => new Map(known).set(code, search.loadShard(code, shard, rateTable)));
          },
          () => {
            requested.current.delete(code);
            setFailed(true);
          },
        );
      }
    },
    [version, rateTable],
  );
  const retry = useCallback(() => setFailed(false), []);
  return { loaded, engine, failed, load, retry };
}
