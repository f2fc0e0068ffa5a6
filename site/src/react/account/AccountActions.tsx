// What a student can do with their account: change the password, sign out on every device, download
// everything stored about them (public.my_data) and delete the account (the delete-account function),
// after being told what goes and what stays.
import { accountMessages } from '@app/shared/account-messages';
import { publicMessages } from '@app/shared/messages';
import { useId, useState } from 'react';
import { supabaseAnonKey, supabaseUrl } from '../../lib/env';
import { isSessionEnded, keepDraftAndLogIn } from '../../lib/expired-session';
import { errorMessage, toastAfterNavigation, toastError } from '../../lib/notices';
import { restClient } from '../../lib/rest';
import { markSession } from '../../lib/session-hint';
import { forgetShortlist } from '../../lib/shortlist';

/** The words the delete-account function asks for (supabase/functions/_shared/delete-account.ts). */
const DELETE_CONFIRMATION = 'delete my account';

/** Leaves this browser signed out and goes on, with a notice on the next page. */
async function leave(scope: 'global' | 'local', notice: { title: string; description?: string }, to: string) {
  const { authClient } = await import('../../lib/auth');
  // After a deletion the server no longer knows the session; auth-js still clears it locally.
  await authClient().signOut({ scope });
  markSession(false);
  forgetShortlist();
  toastAfterNavigation(notice);
  window.location.assign(to);
}

function download(document_: unknown) {
  const blob = new Blob([JSON.stringify(document_, null, 2)], { type: 'application/json' });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = `eurostudy-compass-my-data-${new Date().toISOString().slice(0, 10)}.json`;
  link.click();
  URL.revokeObjectURL(link.href);
}

type Busy = null | 'signout' | 'download' | 'delete';
type SetBusy = (busy: Busy) => void;

async function signOutEverywhere(setBusy: SetBusy) {
  setBusy('signout');
  try {
    await leave('global', accountMessages.signedOutEverywhere, '/auth');
  } catch (error) {
    toastError(publicMessages.logoutFailed, errorMessage(error));
    setBusy(null);
  }
}

async function downloadData(token: string, setBusy: SetBusy) {
  setBusy('download');
  const { data, error } = await restClient(token).rpc('my_data');
  setBusy(null);
  if (isSessionEnded(error)) return keepDraftAndLogIn('account-actions', {});
  if (error) return toastError(accountMessages.dataDownloadFailed, error.message);
  download(data);
}

async function deleteAccount(token: string, setBusy: SetBusy) {
  setBusy('delete');
  try {
    const response = await fetch(`${supabaseUrl}/functions/v1/delete-account`, {
      method: 'POST',
      headers: { apikey: supabaseAnonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ confirm: DELETE_CONFIRMATION }),
    });
    const body = (await response.json().catch(() => ({}))) as { error?: string };
    if (response.status === 401) return keepDraftAndLogIn('account-actions', {});
    if (!response.ok) throw new Error(body.error ?? `HTTP ${response.status}`);
    await leave('local', accountMessages.accountDeleted, '/');
  } catch (error) {
    toastError(accountMessages.accountDeleteFailed, errorMessage(error));
    setBusy(null);
  }
}

export function AccountActions({ token }: { token: string }) {
  const [busy, setBusy] = useState<Busy>(null);
  const id = useId();
  return (
    <aside className="grid content-start gap-6">
      <section className="card p-6" aria-labelledby={`${id}-links`}>
        <h2 id={`${id}-links`} className="text-xl font-bold">
          Your account
        </h2>
        <ul className="mt-3 grid gap-2">
          <li>
            <a href="/shortlist" className="font-semibold text-brand-700 underline">
              My shortlist
            </a>
          </li>
          <li>
            <a href="/auth/new-password" className="font-semibold text-brand-700 underline">
              Change my password
            </a>
          </li>
        </ul>
        <button
          type="button"
          className="btn btn-outline mt-4 w-full"
          disabled={busy !== null}
          onClick={() => signOutEverywhere(setBusy)}
        >
          {busy === 'signout' ? 'Signing out...' : 'Sign out of all devices'}
        </button>
      </section>
      <section className="card p-6" aria-labelledby={`${id}-data`}>
        <h2 id={`${id}-data`} className="text-xl font-bold">
          Your data
        </h2>
        <p className="mt-2 text-sm text-slate-700">
          A file with everything we store about you: your account, purchases, shortlist and the messages you sent us.
        </p>
        <button
          type="button"
          className="btn btn-outline mt-4 w-full"
          disabled={busy !== null}
          onClick={() => downloadData(token, setBusy)}
        >
          {busy === 'download' ? 'Preparing...' : 'Download my data'}
        </button>
      </section>
      <DeleteAccount headingId={`${id}-delete`} busy={busy} onDelete={() => deleteAccount(token, setBusy)} />
    </aside>
  );
}

/** Deleting the account, once the student has read what goes and what stays and said they understand. */
function DeleteAccount({ headingId, busy, onDelete }: { headingId: string; busy: Busy; onDelete: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const [understood, setUnderstood] = useState(false);
  return (
    <section className="card border-red-200 p-6" aria-labelledby={headingId}>
      <h2 id={headingId} className="text-xl font-bold text-red-900">
        Delete my account
      </h2>
      {!confirming ? (
        <button type="button" className="btn btn-outline mt-4 w-full" onClick={() => setConfirming(true)}>
          Delete my account...
        </button>
      ) : (
        <div className="mt-3 grid gap-3 text-sm text-slate-800">
          <p>Deleting your account removes, for good:</p>
          <ul className="list-disc pl-5">
            <li>your login, name and e-mail address;</li>
            <li>your shortlist and the messages you sent us from the contact form.</li>
          </ul>
          <p>
            Your purchases stay in our accounts, as the law asks, but no longer say who made them: no name, no e-mail.
            Premium access ends with the account.
          </p>
          <label className="flex items-start gap-2">
            <input type="checkbox" checked={understood} onChange={(event) => setUnderstood(event.target.checked)} />
            <span>I understand that this cannot be undone.</span>
          </label>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className="btn bg-red-700 text-white hover:bg-red-800"
              disabled={!understood || busy !== null}
              onClick={onDelete}
            >
              {busy === 'delete' ? 'Deleting...' : 'Delete my account for good'}
            </button>
            <button type="button" className="btn btn-outline" onClick={() => setConfirming(false)}>
              Keep my account
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
