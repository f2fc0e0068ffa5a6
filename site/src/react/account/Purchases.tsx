import { PURCHASE_STATUS_LABELS } from '@app/shared/constants';
import { formatPaidAmount } from '@app/shared/format';

export type PurchaseRow = {
  id: number;
  amount_total: number | null;
  currency: string | null;
  status: 'paid' | 'failed' | 'refunded' | 'disputed';
  created_at: string;
  receipt_url: string | null;
  pricing_plans: { name: string; after_purchase: string | null } | null;
};

const dateText = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

/** The student's purchases, newest first, with Stripe's receipt where Stripe provided one. */
export function Purchases({ rows }: { rows: PurchaseRow[] }) {
  if (rows.length === 0) {
    return (
      <p className="mt-3 text-slate-700">
        No purchases yet. Our consultations are free;{' '}
        <a href="/pricing" className="font-semibold text-brand-700 underline">
          plans
        </a>{' '}
        add hands-on help.
      </p>
    );
  }
  return (
    <div className="mt-4 overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead className="border-b border-slate-200 text-slate-700">
          <tr>
            <th scope="col" className="py-2 pr-4">
              Plan
            </th>
            <th scope="col" className="py-2 pr-4">
              Date
            </th>
            <th scope="col" className="py-2 pr-4">
              Amount
            </th>
            <th scope="col" className="py-2 pr-4">
              Status
            </th>
            <th scope="col" className="py-2">
              Receipt
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-b border-slate-100">
              <td className="py-2 pr-4 font-semibold">{row.pricing_plans?.name ?? 'A plan no longer offered'}</td>
              <td className="py-2 pr-4">{dateText(row.created_at)}</td>
              <td className="py-2 pr-4">{formatPaidAmount(row.amount_total, row.currency)}</td>
              <td className="py-2 pr-4">{PURCHASE_STATUS_LABELS[row.status]}</td>
              <td className="py-2">
                {row.receipt_url ? (
                  <a
                    href={row.receipt_url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="text-brand-700 underline"
                  >
                    Receipt<span className="sr-only"> (opens Stripe’s page in a new tab)</span>
                  </a>
                ) : (
                  '—'
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** What comes next for each plan the student has paid for (the plan's own words, set by staff). */
export function NextSteps({ rows }: { rows: PurchaseRow[] }) {
  const plans = rows.filter((row) => row.status === 'paid' && row.pricing_plans?.after_purchase);
  if (plans.length === 0) return null;
  return (
    <section className="card border-2 border-green-200 p-6" aria-labelledby="next-steps">
      <h2 id="next-steps" className="text-xl font-bold">
        What happens next
      </h2>
      <dl className="mt-3 grid gap-3">
        {plans.map((row) => (
          <div key={row.id}>
            <dt className="font-semibold">{row.pricing_plans?.name}</dt>
            <dd className="text-slate-800">{row.pricing_plans?.after_purchase}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
