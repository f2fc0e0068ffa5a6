// Stripe sends the buyer back to '/?payment=success' or '/pricing?payment=cancelled'. The flag only
// shows a notice: the webhook, not the URL, records a purchase. After a payment the page asks the
// database (the buyer's own purchases, under RLS) every few seconds whether the webhook has recorded
// it, and says so, or, after a short wait, what to do if it has not.
import { publicMessages } from '@app/shared/messages';
import { freshAccessToken } from './access-token.ts';
import { toast } from './notices.ts';

const POLL_MS = 2_000;
const GIVE_UP_MS = 30_000;
/** A paid purchase this recent is the one the buyer has just returned from. */
const JUST_PAID_MS = 60 * 60_000;

/** Whether the buyer's paid purchase from the last hour is recorded; null when it cannot be asked. */
async function purchaseRecorded(): Promise<boolean | null> {
  const token = await freshAccessToken();
  if (!token) return null;
  const { restClient } = await import('./rest.ts');
  const since = new Date(Date.now() - JUST_PAID_MS).toISOString();
  const { data, error } = await restClient(token)
    .from('purchases')
    .select('id')
    .eq('status', 'paid')
    .gte('created_at', since)
    .limit(1);
  return error ? null : (data ?? []).length > 0;
}

/** Polls until the purchase is recorded or the wait is over; `sleep` is injectable for tests. */
export async function watchPurchaseArrival(
  isRecorded: () => Promise<boolean | null> = purchaseRecorded,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<'arrived' | 'delayed' | 'unknown'> {
  for (let waited = 0; waited <= GIVE_UP_MS; waited += POLL_MS) {
    const recorded = await isRecorded();
    if (recorded === null) return 'unknown';
    if (recorded) {
      toast(publicMessages.purchaseArrived);
      return 'arrived';
    }
    await sleep(POLL_MS);
  }
  toast({ ...publicMessages.purchaseDelayed, duration: 30_000 });
  return 'delayed';
}

/** The flag is removed from the address afterwards, so a reload does not repeat the notice. */
export function showPaymentReturnNotice(): void {
  const url = new URL(window.location.href);
  const flag = url.searchParams.get('payment');
  const path = url.pathname.replace(/\/+$/, '') || '/';
  if (flag === 'success' && path === '/') {
    toast(publicMessages.paymentSucceeded);
    void watchPurchaseArrival();
  } else if (flag === 'cancelled' && path === '/pricing') toast(publicMessages.paymentCancelled);
  else return;
  url.searchParams.delete('payment');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}
