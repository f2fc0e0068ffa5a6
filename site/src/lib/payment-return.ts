// Stripe sends the buyer back to '/account?payment=success' (where the plan's next steps are) or
// '/pricing?payment=cancelled'. The flag only
// shows a notice: the webhook, not the URL, records a purchase. Back from a payment, the page asks the
// database (the buyer's own purchases, under RLS) whether the webhook has recorded it yet: if so it
// says the plan is active; if not, that access may take a few seconds, and it asks again every two
// seconds until it has arrived or, after half a minute, says what to do.
import { accountMessages } from '@app/shared/account-messages';
import { publicMessages } from '@app/shared/messages';
import { TABLES } from '@app/shared/tables';
import { freshSession } from './access-token.ts';
import { toast } from './notices.ts';

/** Sent when the purchase the buyer returned from is recorded, so /account shows it without a reload. */
export const PURCHASE_RECORDED = 'purchase-recorded';
export const POLL_MS = 2_000;
export const GIVE_UP_MS = 30_000;
/** A paid purchase this recent is the one the buyer has just returned from. */
const JUST_PAID_MS = 60 * 60_000;

/** Whether the buyer's paid purchase from the last hour is recorded; null when it cannot be asked. */
async function purchaseRecorded(): Promise<boolean | null> {
  const session = await freshSession();
  if (!session) return null;
  const { restClient } = await import('./rest.ts');
  const since = new Date(Date.now() - JUST_PAID_MS).toISOString();
  const { data, error } = await restClient(session.token)
    .from(TABLES.purchases)
    .select('id')
    .eq('user_id', session.userId)
    .eq('status', 'paid')
    .gte('created_at', since)
    .limit(1);
  return error ? null : (data ?? []).length > 0;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Asks every POLL_MS until the purchase is recorded, for at most GIVE_UP_MS. */
export async function waitForPurchase(
  isRecorded: () => Promise<boolean | null>,
  sleep: (ms: number) => Promise<void> = wait,
): Promise<'arrived' | 'delayed' | 'unknown'> {
  for (let waited = 0; waited < GIVE_UP_MS; waited += POLL_MS) {
    await sleep(POLL_MS);
    const recorded = await isRecorded();
    if (recorded === null) return 'unknown';
    if (recorded) return 'arrived';
  }
  return 'delayed';
}

async function announcePurchase(): Promise<void> {
  const recorded = await purchaseRecorded();
  if (recorded) return toast(accountMessages.paymentConfirmed);
  toast(accountMessages.paymentSucceeded);
  if (recorded === null) return;
  const outcome = await waitForPurchase(purchaseRecorded);
  if (outcome === 'arrived') {
    toast(accountMessages.purchaseArrived);
    window.dispatchEvent(new Event(PURCHASE_RECORDED));
  }
  if (outcome === 'delayed') toast({ ...accountMessages.purchaseDelayed, duration: 60_000 });
}

/** The flag is removed from the address afterwards, so a reload does not repeat the notice. */
export function showPaymentReturnNotice(): void {
  const url = new URL(window.location.href);
  const flag = url.searchParams.get('payment');
  const path = url.pathname.replace(/\/+$/, '') || '/';
  if (flag === 'success' && path === '/account') void announcePurchase();
  else if (flag === 'cancelled' && path === '/pricing') toast(publicMessages.paymentCancelled);
  else return;
  url.searchParams.delete('payment');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}
