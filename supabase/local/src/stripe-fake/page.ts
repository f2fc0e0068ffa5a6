// The fake's hosted checkout page: what the buyer pays for, an e-mail (prefilled for signed-in
// users), a name and country for the required billing address, and Pay / Cancel buttons.
import type { FakeSession } from './sessions.ts';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

function formatAmount(minor: number, currency: string): string {
  return new Intl.NumberFormat('en-IN', { style: 'currency', currency: currency.toUpperCase() }).format(minor / 100);
}

const layout = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f6f9fc; color: #1a1f36; margin: 0; }
  main { max-width: 28rem; margin: 3rem auto; background: #fff; border-radius: 12px; padding: 2rem; box-shadow: 0 2px 8px #0002; }
  .notice { background: #fff8e1; border: 1px solid #f0c36d; border-radius: 8px; padding: .5rem .75rem; font-size: .85rem; }
  label { display: block; margin-top: 1rem; font-size: .9rem; }
  input, select { width: 100%; box-sizing: border-box; padding: .5rem; margin-top: .25rem; font: inherit; }
  .actions { display: flex; gap: .75rem; margin-top: 1.5rem; }
  button { flex: 1; padding: .75rem; font: inherit; font-weight: 600; border-radius: 8px; border: 1px solid #635bff; cursor: pointer; }
  .pay { background: #635bff; color: #fff; } .cancel { background: #fff; color: #635bff; }
</style></head><body><main>${body}</main></body></html>`;

export function checkoutPage(session: FakeSession): string {
  const total = formatAmount(session.amount_total, session.currency);
  const lines = session.line_items_preview
    .map(
      (line) =>
        `<li>${escapeHtml(line.description)} × ${line.quantity}: ${formatAmount(line.amount_total, session.currency)}</li>`,
    )
    .join('');
  const email = session.customer_email
    ? `<label>E-mail<input name="email" type="email" value="${escapeHtml(session.customer_email)}" readonly></label>`
    : '<label>E-mail<input name="email" type="email" required autocomplete="email"></label>';
  const address =
    session.billing_address_collection === 'required'
      ? `<label>Name on the billing address<input name="name" required value="Test Buyer"></label>
         <label>Country<select name="country"><option value="IN" selected>India</option><option value="DE">Germany</option></select></label>`
      : '';
  return layout(
    'Checkout (offline test mode)',
    `<p class="notice">Offline Stripe test mode: no money moves. This page stands in for Stripe Checkout.</p>
     <h1>Pay ${escapeHtml(total)}</h1><ul>${lines}</ul>
     <form method="post" action="/c/pay/${escapeHtml(session.id)}">
       ${email}${address}
       <div class="actions">
         <button class="cancel" type="submit" name="action" value="cancel" formnovalidate>Cancel</button>
         <button class="pay" type="submit" name="action" value="pay">Pay ${escapeHtml(total)}</button>
       </div>
     </form>`,
  );
}

export function closedPage(session: FakeSession): string {
  return layout(
    'Checkout closed',
    `<h1>This checkout session is no longer active</h1><p>Status: ${escapeHtml(session.status)}.</p>`,
  );
}
