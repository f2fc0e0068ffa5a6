// Study resources for signed-in visitors (RLS refuses anon): read at run time with their token.
// A student with a paid purchase has premium access: their premium resources say "Open" (the staff's
// "Unlock ..." text becomes "Open ...") and open their own link, from premium_resource_links, which RLS
// lets only such students read. Everyone else sees a lock and the upsell, the premium link (default
// /pricing). A link that is '#' or not a safe link (shared/src/safe-url.ts) shows a coming-soon notice.
import { DEFAULT_PREMIUM_LINK } from '@app/shared/constants';
import type { ResourceItem } from '@app/shared/entities/resource-item';
import { publicMessages } from '@app/shared/messages';
import { readMessages } from '@app/shared/read-messages';
import { safeLink } from '@app/shared/safe-url';
import { TABLES } from '@app/shared/tables';
import type { Session } from '@supabase/auth-js';
import type { PostgrestClient } from '@supabase/postgrest-js';
import { BookOpen, LifeBuoy, Lock, MessageSquare, ShieldCheck } from 'lucide-react';
import { useEffect } from 'react';
import { toast } from '../lib/notices';
import { withErrorBoundary } from '../react/ErrorBoundary';
import { Spinner } from '../react/Spinner';
import { type RowsResult, useGuardedRows } from '../react/useGuardedRows';

const ICONS = { BookOpen, LifeBuoy, ShieldCheck, MessageSquare } as const;
type PremiumLink = { resource_id: number; url: string };
/** A resource with, for a buyer, its premium link. */
type LibraryItem = ResourceItem & { unlockedLink?: string | undefined; hasAccess: boolean };

/** "Unlock Templates" → "Open Templates": what a premium button says once the student has access. */
const openLabel = (ctaText: string) => (/^unlock\b/i.test(ctaText) ? ctaText.replace(/^unlock/i, 'Open') : 'Open');

async function readItems(client: PostgrestClient, session: Session): Promise<RowsResult<LibraryItem>> {
  const [resources, links, paid] = await Promise.all([
    client.from(TABLES.resourceItems).select('*').order('id', { ascending: true }),
    // Empty for a visitor without a paid purchase; never an error.
    client.from(TABLES.premiumResourceLinks).select('resource_id, url'),
    // The student's own purchases (RLS also lets an admin read everyone's): one paid purchase gives access.
    client.from(TABLES.purchases).select('id').eq('user_id', session.user.id).eq('status', 'paid').limit(1),
  ]);
  const error = resources.error ?? links.error ?? paid.error;
  if (error) return { data: null, error };
  const unlocked = new Map(((links.data ?? []) as PremiumLink[]).map((link) => [link.resource_id, link.url]));
  const hasAccess = (paid.data ?? []).length > 0;
  const items = (resources.data ?? []) as ResourceItem[];
  return { data: items.map((item) => ({ ...item, unlockedLink: unlocked.get(item.id), hasAccess })), error: null };
}

export default withErrorBoundary(function ResourceItems() {
  const { session, rows: items } = useGuardedRows(readItems, readMessages.fetchError.resources);
  const hasAccess = items?.some((item) => item.hasAccess) ?? false;
  // The page's plan sections follow (styles/global.css): a buyer sees their plan, not the upsell.
  useEffect(() => {
    if (hasAccess) document.documentElement.dataset.premium = 'yes';
  }, [hasAccess]);

  if (!session) return <Spinner label={readMessages.pending.session} />;
  if (items === null) return <Spinner />;
  if (items.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 p-10 text-center text-slate-700">
        No resources yet.
      </p>
    );
  }

  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <ResourceCard key={item.id} item={item} />
      ))}
    </ul>
  );
});

/** One resource: a premium one is marked, and its button opens it, or shows the lock and the upsell. */
function ResourceCard({ item }: { item: LibraryItem }) {
  const Icon = ICONS[item.icon as keyof typeof ICONS] ?? BookOpen;
  const locked = item.isPremium && !item.hasAccess;
  // A student with access whose resource has no link yet gets the coming-soon notice, not the upsell.
  const link = safeLink(
    !item.isPremium
      ? item.resourceLink
      : item.hasAccess
        ? (item.unlockedLink ?? '#')
        : item.premiumLink || DEFAULT_PREMIUM_LINK,
  );
  const label = (
    <>
      {locked && <Lock className="size-4" aria-hidden="true" />}
      {item.isPremium && !locked ? openLabel(item.ctaText) : item.ctaText}
      <span className="sr-only">
        : {item.title}
        {locked ? ' (premium, locked)' : ''}
      </span>
    </>
  );
  return (
    <li className={`card relative flex flex-col p-6 ${item.isPremium ? 'border-amber-400' : ''}`}>
      {item.isPremium && (
        <span className="absolute right-4 top-4 rounded-full bg-amber-400 px-2.5 py-0.5 text-xs font-bold text-slate-950">
          PREMIUM
        </span>
      )}
      <span className="inline-flex self-start rounded-lg bg-brand-50 p-3 text-brand-700">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <h2 className="mt-4 text-lg font-semibold">{item.title}</h2>
      {item.description && <p className="mt-2 flex-1 text-slate-700">{item.description}</p>}
      <div className="mt-5">
        {!link ? (
          <button type="button" className="btn btn-outline" onClick={() => toast(publicMessages.comingSoon.resource)}>
            {label}
          </button>
        ) : link.external ? (
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            className={`btn ${item.isPremium ? 'btn-accent' : 'btn-outline'}`}
          >
            {label}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : (
          <a href={link.href} className={`btn ${item.isPremium ? 'btn-accent' : 'btn-outline'}`}>
            {label}
          </a>
        )}
      </div>
    </li>
  );
}
