// The pricing page's checkout, without a framework: 'Get Started' asks our create-checkout-session
// function for a Stripe Checkout URL (sending the plan id only; the server reads the price) and sends
// the browser there. A purchase belongs to an account, so a visitor without a session (or whose session
// the function refuses) logs in first and comes back here. postgrest-js loads only for visitors with a
// stored session, auth-js only when their token must be refreshed.
import { publicMessages } from '@app/shared/messages';
import { TABLES } from '@app/shared/tables';
import { freshAccessToken, freshSession } from './access-token.ts';
import { supabaseAnonKey, supabaseUrl } from './env.ts';
import { loginUrl } from './login-url.ts';
import { errorMessage, toast, toastAfterNavigation, toastError } from './notices.ts';

const CHECKOUT_FUNCTION_URL = `${supabaseUrl}/functions/v1/create-checkout-session`;

/** The visitor must log in (again) before buying; the message is the function's when it refused. */
class LoginRequired extends Error {}

async function requestCheckoutUrl(planId: string): Promise<string> {
  const token = await freshAccessToken();
  if (!token) throw new LoginRequired(publicMessages.loginToBuy.description);
  const response = await fetch(CHECKOUT_FUNCTION_URL, {
    method: 'POST',
    headers: {
      apikey: supabaseAnonKey,
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ plan_id: Number(planId) }),
  });
  const body = (await response.json().catch(() => ({}))) as { url?: unknown; error?: unknown; message?: unknown };
  if (response.ok && typeof body.url === 'string') return body.url;
  const message = typeof body.error === 'string' ? body.error : typeof body.message === 'string' ? body.message : '';
  if (response.status === 401) throw new LoginRequired(message || publicMessages.loginToBuy.description);
  throw new Error(message || `Checkout could not start (HTTP ${response.status}).`);
}

/** Wires every 'Get Started' button: no price → the spec's notice and no request; signed out → login; else off to Stripe. */
export function initCheckoutButtons(root: ParentNode = document): void {
  for (const button of root.querySelectorAll<HTMLButtonElement>('[data-checkout-plan]')) {
    button.addEventListener('click', async () => {
      const planId = button.dataset.checkoutPlan;
      if (!planId || !button.dataset.priceId) {
        toastError(publicMessages.paymentNotConfigured);
        return;
      }
      button.disabled = true;
      button.setAttribute('aria-busy', 'true');
      toast(publicMessages.redirectingToCheckout);
      try {
        window.location.assign(await requestCheckoutUrl(planId));
      } catch (error) {
        if (error instanceof LoginRequired) {
          toastAfterNavigation({ title: publicMessages.loginToBuy.title, description: error.message });
          window.location.assign(loginUrl(window.location.pathname));
          return;
        }
        toastError(publicMessages.checkoutFailed, errorMessage(error));
        button.disabled = false;
        button.removeAttribute('aria-busy');
      }
    });
  }
}

/** Shows which plans the signed-in visitor has paid for (their own purchases, read under RLS), and disables buying them again. */
export async function markPurchasedPlans(root: ParentNode = document): Promise<void> {
  const session = await freshSession();
  if (!session) return;
  const { restClient } = await import('./rest.ts');
  // Their own: RLS lets an admin read everyone's purchases.
  const { data, error } = await restClient(session.token)
    .from(TABLES.purchases)
    .select('plan_id')
    .eq('user_id', session.userId)
    .eq('status', 'paid');
  if (error) return;
  for (const { plan_id } of (data ?? []) as { plan_id: number | null }[]) {
    if (plan_id === null) continue;
    root.querySelector<HTMLElement>(`[data-purchased-plan="${plan_id}"]`)?.removeAttribute('hidden');
    // A plan gives lasting access: it cannot be bought twice (the checkout function refuses it too).
    const button = root.querySelector<HTMLButtonElement>(`[data-checkout-plan="${plan_id}"]`);
    if (button) {
      const label = document.createElement('span');
      label.className = 'sr-only';
      label.textContent = `: you own ${button.dataset.planName ?? 'this plan'}`;
      button.disabled = true;
      button.replaceChildren(publicMessages.planPurchased, label);
    }
  }
}
