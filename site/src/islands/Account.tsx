// /account, for a signed-in student (the guard sends anyone else to log in and back): their name,
// e-mail and premium status, their purchases with Stripe's receipts, and what they can do with the
// account itself (password, sign out everywhere, download their data, delete it). Everything is read
// with the student's own token: RLS and the database functions decide what they see.

import { accountMessages } from '@app/shared/account-messages';
import { readMessages } from '@app/shared/read-messages';
import { TABLES } from '@app/shared/tables';
import type { Session } from '@supabase/auth-js';
import type { PostgrestClient } from '@supabase/postgrest-js';
import { useEffect, useState } from 'react';
import { PURCHASE_RECORDED } from '../lib/payment-return';
import { AccountActions } from '../react/account/AccountActions';
import { CounsellorSharing } from '../react/account/CounsellorSharing';
import { NameForm } from '../react/account/NameForm';
import { NextSteps, type PurchaseRow, Purchases } from '../react/account/Purchases';
import { ReminderPreferences } from '../react/account/ReminderPreferences';
import { withErrorBoundary } from '../react/ErrorBoundary';
import { Spinner } from '../react/Spinner';
import { type RowsResult, useGuardedRows } from '../react/useGuardedRows';

const readPurchases = async (client: PostgrestClient, session: Session): Promise<RowsResult<PurchaseRow>> =>
  (await client
    .from(TABLES.purchases)
    .select('id, amount_total, currency, status, created_at, receipt_url, pricing_plans(name, after_purchase)')
    // Their own: RLS lets an admin read everyone's.
    .eq('user_id', session.user.id)
    .order('created_at', { ascending: false })) as RowsResult<PurchaseRow>;

const memberSince = (session: Session) =>
  new Date(session.user.created_at).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

/** Counts the purchases recorded while the page is open (lib/payment-return.ts announces them). */
function usePurchasesRecorded(): number {
  const [recorded, setRecorded] = useState(0);
  useEffect(() => {
    const count = () => setRecorded((n) => n + 1);
    window.addEventListener(PURCHASE_RECORDED, count);
    return () => window.removeEventListener(PURCHASE_RECORDED, count);
  }, []);
  return recorded;
}

export default withErrorBoundary(function Account() {
  const refresh = usePurchasesRecorded();
  const { session, rows: purchases } = useGuardedRows(readPurchases, accountMessages.purchasesFetchError, refresh);
  if (!session) return <Spinner label={readMessages.pending.session} />;
  const premium = (purchases ?? []).some((purchase) => purchase.status === 'paid');
  const fullName = typeof session.user.user_metadata.full_name === 'string' ? session.user.user_metadata.full_name : '';

  return (
    <div className="grid gap-8 lg:grid-cols-3">
      <div className="grid content-start gap-8 lg:col-span-2">
        {purchases && <NextSteps rows={purchases} />}
        <section className="card p-6" aria-labelledby="profile">
          <h2 id="profile" className="text-xl font-bold">
            Your details
          </h2>
          <dl className="mt-4 grid gap-2 text-slate-800 sm:grid-cols-[10rem_1fr]">
            <dt className="font-semibold">E-mail</dt>
            <dd className="wrap-anywhere">{session.user.email}</dd>
            <dt className="font-semibold">Member since</dt>
            <dd>{memberSince(session)}</dd>
            <dt className="font-semibold">Premium</dt>
            <dd>
              {purchases === null ? (
                '…'
              ) : premium ? (
                <span className="font-semibold text-green-800">Active: premium resources are open to you</span>
              ) : (
                <>
                  Not active.{' '}
                  <a href="/pricing" className="font-semibold text-brand-700 underline">
                    See the plans
                  </a>
                </>
              )}
            </dd>
          </dl>
          <NameForm initialName={fullName} />
        </section>
        <section className="card p-6" aria-labelledby="purchases">
          <h2 id="purchases" className="text-xl font-bold">
            Purchases
          </h2>
          {purchases === null ? <Spinner /> : <Purchases rows={purchases} />}
        </section>
        <section className="card p-6" aria-labelledby="applications-link">
          <h2 id="applications-link" className="text-xl font-bold">
            Applications
          </h2>
          <p className="mt-2 text-slate-700">
            Your applications, their checklists and due dates:{' '}
            <a href="/applications" className="font-semibold text-brand-700 underline">
              My applications
            </a>
          </p>
        </section>
        <ReminderPreferences token={session.access_token} userId={session.user.id} email={session.user.email} />
        <CounsellorSharing token={session.access_token} userId={session.user.id} />
      </div>
      <AccountActions token={session.access_token} />
    </div>
  );
});
