// Where the recovery link lands (/auth/new-password): the auth server has spent the mailed token and put
// a session in the address's fragment (or GoTrue's error there). The session is stored, the fragment
// wiped from the address bar and history, and the student chooses a new password, which signs out
// their other devices (the server ends those sessions). Without a link session a signed-in student may
// change their password here too; anyone else is pointed to "Forgot password?".
import { accountMessages } from '@app/shared/account-messages';
import { meetsPasswordRule, PASSWORD_RULE } from '@app/shared/messages';
import { type SubmitEvent, useEffect, useId, useState } from 'react';
import { takeLinkSession } from '../lib/link-session';
import { errorMessage, toastAfterNavigation, toastError } from '../lib/notices';
import { withErrorBoundary } from '../react/ErrorBoundary';
import { Field } from '../react/Field';
import { Spinner } from '../react/Spinner';

type Stage = 'checking' | 'ready' | 'expired' | 'no-link';

const authClient = () => import('../lib/auth').then((module) => module.authClient());

/** Takes the session (or the error) the recovery link left, else any session the student already has. */
async function linkStage(): Promise<Stage> {
  const client = await authClient();
  const outcome = await takeLinkSession(client, 'recovery');
  if (outcome.kind === 'signed-in') return 'ready';
  if (outcome.kind === 'expired') return 'expired';
  const { data } = await client.getSession();
  return data.session ? 'ready' : 'no-link';
}

export default withErrorBoundary(function NewPassword() {
  const [stage, setStage] = useState<Stage>('checking');
  const id = useId();
  useEffect(() => {
    void linkStage().then(setStage, () => setStage('expired'));
  }, []);
  if (stage === 'checking') return <Spinner label="Checking your link..." />;
  if (stage === 'expired' || stage === 'no-link') return <NoLink expired={stage === 'expired'} headingId={`${id}-h`} />;
  return <NewPasswordForm idPrefix={id} />;
});

function NoLink({ expired, headingId }: { expired: boolean; headingId: string }) {
  return (
    <section className="card mx-auto grid w-full max-w-md gap-4 p-6 text-center sm:p-8" aria-labelledby={headingId}>
      <h2 id={headingId} className="text-2xl font-bold">
        {expired ? 'This link has expired' : 'Open the link from your e-mail'}
      </h2>
      <p className="text-slate-700">
        {expired
          ? 'A reset link works once, for 24 hours. Ask for a new one and use the newest e-mail.'
          : 'To choose a new password, open the link we e-mailed you, or ask for one.'}
      </p>
      <a href="/auth/forgot" className="btn btn-lg btn-primary">
        Send me a new link
      </a>
    </section>
  );
}

/** Saves the new password and goes to the account page; false when it was refused (and said why). */
async function savePassword(password: string): Promise<boolean> {
  try {
    const { error } = await (await authClient()).updateUser({ password });
    if (error) throw error;
    toastAfterNavigation(accountMessages.passwordChanged);
    window.location.assign('/account');
    return true;
  } catch (error) {
    // secure_password_change: a session older than a day must prove itself again; the mailed link does.
    const needsLink = (error as { code?: unknown }).code === 'reauthentication_needed';
    toastError(
      accountMessages.passwordChangeFailed,
      needsLink
        ? 'For your safety, a password change needs a recent sign-in. Use "Forgot password?" on the login page to get a link.'
        : errorMessage(error),
    );
    return false;
  }
}

function NewPasswordForm({ idPrefix: id }: { idPrefix: string }) {
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [pending, setPending] = useState(false);
  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!meetsPasswordRule(password)) return toastError(accountMessages.passwordChangeFailed, PASSWORD_RULE);
    if (password !== repeat) return toastError(accountMessages.passwordChangeFailed, 'The two passwords differ.');
    setPending(true);
    if (!(await savePassword(password))) setPending(false);
  };
  return (
    <form onSubmit={submit} className="card mx-auto grid w-full max-w-md gap-4 p-6 sm:p-8" aria-label="New password">
      <h2 className="text-2xl font-bold">Choose a new password</h2>
      <Field
        id={`${id}-password`}
        label="New password"
        type="password"
        name="password"
        required
        minLength={10}
        autoComplete="new-password"
        aria-describedby={`${id}-rule`}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <p id={`${id}-rule`} className="-mt-2 text-sm text-slate-600">
        {PASSWORD_RULE} Your other devices will be signed out.
      </p>
      <Field
        id={`${id}-repeat`}
        label="Repeat the new password"
        type="password"
        name="password-repeat"
        required
        autoComplete="new-password"
        value={repeat}
        onChange={(e) => setRepeat(e.target.value)}
      />
      <button type="submit" className="btn btn-lg btn-primary" disabled={pending}>
        {pending ? 'Saving...' : 'Save my new password'}
      </button>
    </form>
  );
}
