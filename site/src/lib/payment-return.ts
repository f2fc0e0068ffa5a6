// Stripe sends the buyer back to '/?payment=success' or '/pricing?payment=cancelled'. The flag only
// shows a notice: the webhook, not the URL, records a purchase.
import { publicMessages } from '@app/shared/messages';
import { toast } from './notices.ts';

/** The flag is removed from the address afterwards, so a reload does not repeat the notice. */
export function showPaymentReturnNotice(): void {
  const url = new URL(window.location.href);
  const flag = url.searchParams.get('payment');
  const path = url.pathname.replace(/\/+$/, '') || '/';
  if (flag === 'success' && path === '/') toast(publicMessages.paymentSucceeded);
  else if (flag === 'cancelled' && path === '/pricing') toast(publicMessages.paymentCancelled);
  else return;
  url.searchParams.delete('payment');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}
