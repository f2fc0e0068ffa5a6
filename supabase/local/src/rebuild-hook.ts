import type { Sql } from './engine/engine.ts';

// The local counterpart of wiring a hosting provider's deploy hook into private.site_rebuild_hooks
// (README, Deployment): `pnpm start` passes the rebuilder's URL in SITE_REBUILD_HOOK_URL and the stack
// writes it at start. Without the variable (`pnpm dev`, `pnpm backend`) the local row is removed, so
// content changes queue no requests to a rebuilder that is not running.

const LOCAL_HOOK_NAME = 'local-rebuilder';
/** The local rebuilder waits longer than this before it builds (scripts/rebuilder), so no change is lost. */
const LOCAL_HOOK_MIN_INTERVAL_SECONDS = 1;

export function rebuildHookUrlFromEnv(env: NodeJS.ProcessEnv): string | undefined {
  const raw = env.SITE_REBUILD_HOOK_URL?.trim();
  if (!raw) return undefined;
  if (!URL.canParse(raw) || !/^https?:$/.test(new URL(raw).protocol)) {
    throw new Error(`Invalid SITE_REBUILD_HOOK_URL: expected an http(s) URL, got ${JSON.stringify(raw)}`);
  }
  return raw;
}

export async function configureLocalRebuildHook(owner: Sql, url: string | undefined): Promise<void> {
  if (!url) {
    await owner.query('delete from private.site_rebuild_hooks where name = $1', [LOCAL_HOOK_NAME]);
    return;
  }
  await owner.query(
    `insert into private.site_rebuild_hooks (name, url, min_interval, last_requested_at)
     values ($1, $2, make_interval(secs => $3), null)
     on conflict (name) do update set url = excluded.url, min_interval = excluded.min_interval,
       enabled = true, last_requested_at = null`,
    [LOCAL_HOOK_NAME, url, LOCAL_HOOK_MIN_INTERVAL_SECONDS],
  );
}
