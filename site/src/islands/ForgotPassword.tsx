// "Forgot password?": asks the auth server to mail a recovery link that leads to /auth/new-password.
// The answer is the same whether or not the address has an account, so the page cannot be used to find
// out who studies with us; only GoTrue's own refusals (a malformed address, too many mails) show.
import { accountMessages } from '@app/shared/account-messages';
import { type SubmitEvent, useId, useState } from 'react';
import { errorMessage, toastError } from '../lib/notices';
import { EmailField } from '../react/EmailField';
import { withErrorBoundary } from '../react/ErrorBoundary';
import { useHumanCheck } from '../react/useHumanCheck';
import { useHydrated } from '../react/useHydrated';

const NEW_PASSWORD_PATH = '/auth/new-password';

export default withErrorBoundary(function ForgotPassword() {
  const [email, setEmail] = useState('');
  const [pending, setPending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const hydrated = useHydrated();
  const id = useId();
  const human = useHumanCheck('recover');

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setPending(true);
    try {
      const captchaToken = await human.takeToken();
      const { authClient } = await import('../lib/auth');
      const address = email.trim();
      const { error } = await authClient().resetPasswordForEmail(address, {
        redirectTo: `${window.location.origin}${NEW_PASSWORD_PATH}`,
        ...(captchaToken ? { captchaToken } : {}),
      });
      if (error) throw error;
      setSentTo(address);
    } catch (error) {
      toastError(accountMessages.passwordResetFailed, errorMessage(error));
    } finally {
      setPending(false);
    }
  };

  return (
    <form
      onSubmit={submit}
      onFocus={human.start}
      className="card mx-auto grid w-full max-w-md gap-4 p-6 sm:p-8"
      aria-label="Reset password"
    >
      <h2 className="text-2xl font-bold">Forgot your password?</h2>
      <p className="text-slate-700">
        Enter the e-mail address of your account. We will send you a link to choose a new password.
      </p>
      {sentTo && (
        <p role="status" className="rounded-lg border border-green-300 bg-green-50 p-3 text-sm text-green-900">
          If an account exists for <strong>{sentTo}</strong>, a link to reset its password is on its way. Check your
          inbox (and the spam folder); the link works once, for 24 hours.
        </p>
      )}
      <EmailField id={`${id}-email`} value={email} onChange={(e) => setEmail(e.target.value)} />
      {human.element}
      <button type="submit" className="btn btn-lg btn-primary" disabled={pending || !hydrated}>
        {pending ? 'Sending...' : 'Send me a reset link'}
      </button>
      <a href="/auth" className="text-center text-sm font-semibold text-brand-700 underline">
        Back to login
      </a>
    </form>
  );
});
