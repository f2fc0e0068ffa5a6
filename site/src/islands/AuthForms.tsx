// Login and Sign Up (docs/product.md sections 2, 4, 5, 8). After login the visitor returns to `?redirect=`
// (set by the guarded pages) or the home page, where the 'Login Successful!' notice shows.
import { meetsPasswordRule, PASSWORD_RULE, publicMessages } from '@app/shared/messages';
import { type KeyboardEvent, type SubmitEvent, useEffect, useId, useRef, useState } from 'react';
import { authClient, markSession, safeRedirect } from '../lib/auth';
import { errorMessage, toast, toastAfterNavigation, toastError } from '../lib/toast';
import { ErrorBoundary } from './ErrorBoundary';
import { Field } from './Field';
import { useHydrated } from './useHydrated';

type Tab = 'login' | 'signup';
const TABS: { value: Tab; label: string }[] = [
  { value: 'login', label: 'Login' },
  { value: 'signup', label: 'Sign Up' },
];

export default function AuthForms() {
  return (
    <ErrorBoundary>
      <Forms />
    </ErrorBoundary>
  );
}

function Forms() {
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
      <div
        role="tabpanel"
        id={`${id}-panel-login`}
        aria-labelledby={`${id}-tab-login`}
        hidden={tab !== 'login'}
        className="mt-6"
      >
        <LoginForm />
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel-signup`}
        aria-labelledby={`${id}-tab-signup`}
        hidden={tab !== 'signup'}
        className="mt-6"
      >
        <SignUpForm />
      </div>
    </div>
  );
}

function LoginForm() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const hydrated = useHydrated();
  const id = useId();

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setPending(true);
    try {
      const { error } = await authClient().signInWithPassword({ email: email.trim(), password });
      if (error) throw error;
      markSession(true);
      toastAfterNavigation(publicMessages.loginSucceeded);
      const requested = new URLSearchParams(window.location.search).get('redirect');
      const target = safeRedirect(requested, window.location.origin);
      window.location.assign(target);
    } catch (error) {
      toastError(publicMessages.loginFailed, errorMessage(error));
      setPending(false);
    }
  };

  return (
    <form onSubmit={submit} className="grid gap-4" aria-label="Login">
      <h2 className="text-2xl font-bold">Welcome Back</h2>
      <Field
        id={`${id}-email`}
        label="Email"
        type="email"
        name="email"
        required
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        placeholder="you@example.com"
      />
      <Field
        id={`${id}-password`}
        label="Password"
        type="password"
        name="password"
        required
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        placeholder="Your password"
      />
      <button type="submit" className="btn btn-lg btn-primary" disabled={pending || !hydrated}>
        {pending ? publicMessages.pending.loggingIn : 'Login'}
      </button>
    </form>
  );
}

function SignUpForm() {
  const [values, setValues] = useState({ fullName: '', email: '', password: '' });
  const [pending, setPending] = useState(false);
  const [verifyEmail, setVerifyEmail] = useState<string | null>(null);
  const hydrated = useHydrated();
  const id = useId();
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
      const { data, error } = await authClient().signUp({
        email: values.email.trim(),
        password: values.password,
        options: {
          data: { full_name: values.fullName.trim() },
          emailRedirectTo: `${window.location.origin}/auth`,
        },
      });
      if (error) throw error;
      if (data.session) markSession(true);
      toast(publicMessages.signUpSucceeded);
      setVerifyEmail(values.email.trim());
      setValues({ fullName: '', email: '', password: '' });
    } catch (error) {
      toastError(publicMessages.signUpFailed, errorMessage(error));
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={submit} className="grid gap-4" aria-label="Sign Up">
      <h2 className="text-2xl font-bold">Create Account</h2>
      {verifyEmail && (
        <p role="status" className="rounded-lg border border-green-300 bg-green-50 p-3 text-sm text-green-900">
          {publicMessages.signUpSucceeded.description} We sent a link to <strong>{verifyEmail}</strong>.
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
      <Field
        id={`${id}-email`}
        label="Email"
        type="email"
        name="email"
        required
        autoComplete="email"
        value={values.email}
        onChange={set('email')}
        placeholder="you@example.com"
      />
      <Field
        id={`${id}-password`}
        label="Password"
        type="password"
        name="password"
        required
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
      <button type="submit" className="btn btn-lg btn-primary" disabled={pending || !hydrated}>
        {pending ? publicMessages.pending.signingUp : 'Sign Up'}
      </button>
    </form>
  );
}
