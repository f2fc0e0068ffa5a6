// The human-check widget (Turnstile, or the offline fake locally) and the one-time pass a form's insert
// carries. The script is fetched when a visitor starts on a form, not with the page. No site key
// configured: the site shows no check and sends no pass (the database decides whether it needs one).
import { TURNSTILE_SCRIPT_URL } from '@app/shared/human-check';
import { supabaseAnonKey, supabaseUrl } from './env.ts';

export const captchaSiteKey: string = import.meta.env.PUBLIC_CAPTCHA_SITE_KEY || '';
const scriptUrl: string = import.meta.env.PUBLIC_CAPTCHA_SCRIPT_URL || TURNSTILE_SCRIPT_URL;

export interface WidgetOptions {
  sitekey: string;
  action: string;
  callback: (token: string) => void;
  'error-callback': () => void;
  'expired-callback': () => void;
}
export interface Turnstile {
  render(container: HTMLElement, options: WidgetOptions): string;
  reset(id: string): void;
  remove(id: string): void;
}
type TurnstileWindow = Window & { turnstile?: Turnstile; __humanCheckReady?: () => void };

let loading: Promise<Turnstile> | undefined;

/** The widget API, its script added to the page once. */
export function loadTurnstile(): Promise<Turnstile> {
  loading ??= new Promise<Turnstile>((resolve, reject) => {
    const w = window as TurnstileWindow;
    w.__humanCheckReady = () => (w.turnstile ? resolve(w.turnstile) : reject(new Error('no turnstile')));
    const script = document.createElement('script');
    const url = new URL(scriptUrl);
    url.searchParams.set('render', 'explicit');
    url.searchParams.set('onload', '__humanCheckReady');
    script.src = url.toString();
    script.async = true;
    script.onerror = () => {
      loading = undefined;
      script.remove();
      reject(new Error('The check could not load'));
    };
    document.head.append(script);
  });
  return loading;
}

/** Trades a solved token for the form's one-time pass (verify-human); throws with the server's words. */
export async function passFor(form: string, token: string): Promise<string> {
  const response = await fetch(`${supabaseUrl}/functions/v1/verify-human`, {
    method: 'POST',
    headers: {
      apikey: supabaseAnonKey,
      Authorization: `Bearer ${supabaseAnonKey}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ form, token }),
  });
  const body = (await response.json().catch(() => ({}))) as { pass?: string; error?: string };
  if (!response.ok || !body.pass) throw new Error(body.error ?? 'The check that you are human failed.');
  return body.pass;
}
