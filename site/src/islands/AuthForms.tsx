// Login and Sign Up (docs/product.md sections 2, 4, 5, 8). After login the visitor returns to `?redirect=`
// (set by the guarded pages) or the home page, where the 'Login Successful!' notice shows. A visitor
// with a session (stored, or just made by sign-up) sees who is signed in, a way on and Log out instead.
// auth-js, large beside the rest of the page, is not in its bundle: a fresh stored session is read
// without it, and it is fetched when the visitor starts on a form (focus), a stale session needs
// refreshing, or Log out.
import { meetsPasswordRule, PASSWORD_RULE, publicMessages } from '@app/shared/messages';
import { readMessages } from '@app/shared/read-messages';
import { type KeyboardEvent, type SubmitEvent, useEffect, useId, useRef, useState } from 'react';
import { landedFromLink, takeLinkSession } from '../lib/link-session';
import { loginUrl, safeRedirect } from '../lib/login-url';
import { logoutOnPress } from '../lib/logout-on-press';
import { errorMessage, toast, toastAfterNavigation, toastError } from '../lib/notices';
import { markSession } from '../lib/session-hint';
import { msUntilRefresh, readStoredSession } from '../lib/stored-session';
import { EmailField } from '../react/EmailField';
import { withErrorBoundary } from '../react/ErrorBoundary';
import { Field, type PresetProps } from '../react/Field';
import { useHumanCheck } from '../react/useHumanCheck';
import { useHydrated } from '../react/useHydrated';

type Tab = 'login' | 'signup';
const TABS: { value: Tab; label: string }[] = [
  { value: 'login', label: 'Login' },
  { value: 'signup', label: 'Sign Up' },
];

export default withErrorBoundary(Forms);

/** auth-js, fetched on first use. */
const authClient = () => import('../lib/auth').then((module) => module.authClient());

/** Where login leads, and where a signed-in visitor is sent on: `?redirect=` on our origin, else '/'. */
const nextPath = () =>
  safeRedirect(new URLSearchParams(window.location.search).get('redirect'), window.location.origin);

function Forms() {
  // undefined until the stored session is read; the forms show meanwhile (they are the static HTML).
  const [signedInAs, setSignedInAs] = useState<string | null>();

  useEffect(() => {
    // The confirmation link of a sign-up lands here with the new session in the fragment.
    if (landedFromLink()) {
      void authClient()
        .then((client) => takeLinkSession(client, 'signup'))
        .then((outcome) => {
          if (outcome.kind === 'signed-in') toast(publicMessages.signUpConfirmed);
          if (outcome.kind === 'expired') toastError(publicMessages.confirmationLinkExpired);
          setSignedInAs(outcome.kind === 'signed-in' ? outcome.email : null);
        });
      return;
    }
    const stored = readStoredSession();
    if (!stored) setSignedInAs(null);
    else if (msUntilRefresh(stored) > 0) setSignedInAs(stored.user.email ?? '');
    else {
      void authClient()
        .then((client) => client.getSession())
        .then(({ data }) => setSignedInAs(data.session ? (data.session.user.email ?? '') : null));
    }
  }, []);

  if (signedInAs != null) return <SignedIn email={signedInAs} />;
  return <Tabs onSignedIn={setSignedInAs} />;
}

// The texts stay here, not in the shared catalogue: that is loaded on every page, this only on /auth.
function SignedIn({ email }: { email: string }) {
  const next = nextPath();
  return (
    <section className="card mx-auto grid w-full max-w-md gap-4 p-6 text-center sm:p-8" aria-labelledby="signed-in">
      <h2 id="signed-in" className="text-2xl font-bold">
        You are signed in
      </h2>
      <p className="text-slate-800">
        Signed in as <strong>{email}</strong>
      </p>
      {next === '/' ? (
        <>
          <a href="/shortlist" className="btn btn-lg btn-primary">
            Go to my shortlist
          </a>
          <a href="/account" className="btn btn-outline">
            My account
          </a>
        </>
      ) : (
        <a href={next} className="btn btn-lg btn-primary">
          Continue to {next}
        </a>
      )}
      <button type="button" className="btn btn-outline" onClick={(event) => logoutOnPress(event.currentTarget)}>
        Log out
      </button>
    </section>
  );
}

function Tabs({ onSignedIn }: { onSignedIn: (email: string) => void }) {
  const [tab, setTab] = useState<Tab>('login');
  const id = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    if (window.location.hash === '#signup') setTab('signup');
  }, []);

  const onKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    const next = event.key === 'Home' ? 0 : event.key === 'End' ? 1 : 1 - index;
    const target = TABS[next];
    if (target) setTab(target.value);
    refs.current[next]?.focus();
  };

  return (
    <div className="card mx-auto w-full max-w-md p-6 sm:p-8">
      <div role="tablist" aria-label="Account" className="grid grid-cols-2 gap-1 rounded-lg bg-slate-100 p-1">
        {TABS.map((t, index) => (
          <button
            key={t.value}
            ref={(el) => {
              refs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${t.value}`}
            aria-selected={tab === t.value}
            aria-controls={`${id}-panel-${t.value}`}
            tabIndex={tab === t.value ? 0 : -1}
            onClick={() => setTab(t.value)}
            onKeyDown={(event) => onKey(event, index)}
            className={`rounded-md px-3 py-2 text-sm font-semibold ${tab === t.value ? 'bg-white text-slate-900 shadow' : 'text-slate-700'}`}
          >
            {t.label}
          </button>
        ))}
      </div>
      {TABS.map((t) => (
        <div
          key={t.value}
          role="tabpanel"
          id={`${id}-panel-${t.value}`}
          aria-labelledby={`${id}-tab-${t.value}`}
          hidden={tab !== t.value}
          className="mt-6"
        >
          {t.value === 'login' ? <LoginForm /> : <SignUpForm onSignedIn={onSignedIn} />}
        </div>
      ))}
    </div>
  );
}

/** A visitor who starts on a form will submit it: fetch auth-js and start the human check meanwhile. */
const startOn = (human: { start: () => void }) => () => {
  void authClient();
  human.start();
};

/** A password field: autoComplete tells a password manager whether to fill the current one or make one. */
function PasswordField(props: PresetProps & { autoComplete: 'current-password' | 'new-password' }) {
  return <Field label="Password" type="password" name="password" required {...props} />;
}

function LoginForm() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const hydrated = useHydrated();
  const id = useId();
  const human = useHumanCheck('login');

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setPending(true);
    try {
      const captchaToken = await human.takeToken();
      const { error } = await (await authClient()).signInWithPassword({
        email: email.trim(),
        password,
        ...(captchaToken ? { options: { captchaToken } } : {}),
      });
      if (error) throw error;
      markSession(true);
      toastAfterNavigation(publicMessages.loginSucceeded);
      window.location.assign(nextPath());
    } catch (error) {
      toastError(publicMessages.loginFailed, errorMessage(error));
      setPending(false);
    }
  };

  return (
    <form onSubmit={submit} onFocus={startOn(human)} className="grid gap-4" aria-label="Login">
      <h2 className="text-2xl font-bold">Welcome Back</h2>
      <EmailField id={`${id}-email`} value={email} onChange={(e) => setEmail(e.target.value)} />
      <PasswordField
        id={`${id}-password`}
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        placeholder="Your password"
      />
      <a href="/auth/forgot" className="-mt-2 justify-self-end text-sm font-semibold text-brand-700 underline">
        Forgot password?
      </a>
      {human.element}
      <button type="submit" className="btn btn-lg btn-primary" disabled={pending || !hydrated}>
        {pending ? readMessages.pending.loggingIn : 'Login'}
      </button>
    </form>
  );
}

type SignUpValues = { fullName: string; email: string; password: string };
const NO_VALUES: SignUpValues = { fullName: '', email: '', password: '' };

/**
 * Makes the account. The auth settings decide what comes back: with e-mail confirmation off a session
 * (the account is confirmed and signed in, no mail is sent); with it on none, and a confirmation mail
 * went out.
 */
async function createAccount(values: SignUpValues, captchaToken: string | undefined) {
  const { data, error } = await (await authClient()).signUp({
    email: values.email.trim(),
    password: values.password,
    options: {
      data: { full_name: values.fullName.trim() },
      // The confirmation link brings the student back to /auth and from there to where they were going.
      emailRedirectTo: `${window.location.origin}${nextPath() === '/' ? '/auth' : loginUrl(nextPath())}`,
      ...(captchaToken ? { captchaToken } : {}),
    },
  });
  if (error) throw error;
  return data.session;
}

function SignUpForm({ onSignedIn }: { onSignedIn: (email: string) => void }) {
  const [values, setValues] = useState(NO_VALUES);
  const [pending, setPending] = useState(false);
  const [verifyEmail, setVerifyEmail] = useState<string | null>(null);
  const hydrated = useHydrated();
  const id = useId();
  const human = useHumanCheck('signup');
  const set = (key: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: event.target.value }));

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!meetsPasswordRule(values.password)) {
      toastError(publicMessages.signUpFailed, PASSWORD_RULE);
      return;
    }
    setPending(true);
    try {
      const session = await createAccount(values, await human.takeToken());
      if (session) {
        markSession(true);
        toast(publicMessages.signUpSignedIn);
        onSignedIn(session.user.email ?? values.email.trim());
        return;
      }
      toast(publicMessages.signUpSucceeded);
      setVerifyEmail(values.email.trim());
      setValues(NO_VALUES);
    } catch (error) {
      toastError(publicMessages.signUpFailed, errorMessage(error));
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={submit} onFocus={startOn(human)} className="grid gap-4" aria-label="Sign Up">
      <h2 className="text-2xl font-bold">Create Account</h2>
      {verifyEmail && (
        <p role="status" className="rounded-lg border border-green-300 bg-green-50 p-3 text-sm text-green-900">
          {publicMessages.signUpSucceeded.description} We sent a confirmation link to <strong>{verifyEmail}</strong>.
        </p>
      )}
      <Field
        id={`${id}-name`}
        label="Full Name"
        name="full_name"
        required
        autoComplete="name"
        value={values.fullName}
        onChange={set('fullName')}
        placeholder="Your full name"
      />
      <EmailField id={`${id}-email`} value={values.email} onChange={set('email')} />
      <PasswordField
        id={`${id}-password`}
        autoComplete="new-password"
        minLength={10}
        aria-describedby={`${id}-password-rule`}
        value={values.password}
        onChange={set('password')}
        placeholder="Create a strong password"
      />
      <p id={`${id}-password-rule`} className="-mt-2 text-sm text-slate-600">
        {PASSWORD_RULE}
      </p>
      {human.element}
      <button type="submit" className="btn btn-lg btn-primary" disabled={pending || !hydrated}>
        {pending ? readMessages.pending.signingUp : 'Sign Up'}
      </button>
    </form>
  );
}
