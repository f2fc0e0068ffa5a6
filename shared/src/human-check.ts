// The human check on our forms (Cloudflare Turnstile; the offline fake locally), for the site and the
// console alike: the widget's script is added when a visitor starts on a form, the widget solves itself
// for most people, and a send takes its token (waiting for a widget still at work). A token is good
// once, so the widget starts over after every send. The server side: migration human_check, the
// verify-human Edge Function and GoTrue's captcha setting.

/** Turnstile's script, rendered explicitly by our forms. */
export const TURNSTILE_SCRIPT_URL = 'https://challenges.cloudflare.com/turnstile/v0/api.js';

export const humanCheckMessages = {
  running: 'The check that you are human is still running: wait a moment, then send again.',
  failed: 'The check that you are human did not pass. Use its "Try again", or reload the page, then send again.',
  unavailable: 'The check that you are human could not load. Check your connection and reload the page.',
} as const;

/** How long a send waits for a widget that is still at work before saying so. */
const WAIT_FOR_WIDGET_MS = 15_000;

interface WidgetOptions {
  sitekey: string;
  action: string;
  callback: (token: string) => void;
  'error-callback': () => void;
  'expired-callback': () => void;
}
interface Turnstile {
  render(container: HTMLElement, options: WidgetOptions): string;
  reset(id: string): void;
}
type TurnstileWindow = Window & { turnstile?: Turnstile; __humanCheckReady?: () => void };

let loading: Promise<Turnstile> | undefined;

function loadTurnstile(scriptUrl: string): Promise<Turnstile> {
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

export interface HumanCheckOptions {
  /** The widget's site key; empty: no check on this build (the server decides whether it needs one). */
  siteKey: string;
  scriptUrl: string;
  /** The form, as the widget's `action`: a token solved for one form is no pass for another. */
  action: string;
  /** What the visitor should do now, or null once the check is fine. */
  onProblem: (message: string | null) => void;
}

export class HumanCheck {
  private token: string | null = null;
  private problem: string | null = null;
  private reset: (() => void) | undefined;
  private started = false;
  private waiting: ((token: string | null) => void)[] = [];
  private readonly options: HumanCheckOptions;

  constructor(options: HumanCheckOptions) {
    this.options = options;
  }

  get enabled(): boolean {
    return this.options.siteKey !== '';
  }

  /** Adds the widget to `container` once. */
  start(container: HTMLElement | null): void {
    if (!this.enabled || this.started || !container) return;
    this.started = true;
    loadTurnstile(this.options.scriptUrl).then(
      (turnstile) => {
        const id = turnstile.render(container, {
          sitekey: this.options.siteKey,
          action: this.options.action,
          callback: (token) => this.settle(token, null),
          'error-callback': () => this.settle(null, humanCheckMessages.failed),
          'expired-callback': () => {
            this.token = null;
          },
        });
        this.reset = () => turnstile.reset(id);
      },
      () => {
        this.started = false;
        this.settle(null, humanCheckMessages.unavailable);
      },
    );
  }

  /** The solved token, spent (the widget starts over), or undefined where there is no check. */
  async takeToken(container: HTMLElement | null): Promise<string | undefined> {
    if (!this.enabled) return undefined;
    this.start(container);
    // A widget that failed waits for the visitor ("Try again"), not for this send.
    if (this.problem) throw new Error(this.problem);
    const token =
      this.token ??
      (await new Promise<string | null>((resolve) => {
        this.waiting.push(resolve);
        setTimeout(() => resolve(null), WAIT_FOR_WIDGET_MS);
      }));
    if (!token) throw new Error(this.problem ?? humanCheckMessages.running);
    this.token = null;
    this.reset?.();
    return token;
  }

  private settle(token: string | null, problem: string | null): void {
    this.token = token;
    this.problem = problem;
    this.options.onProblem(problem);
    for (const resolve of this.waiting.splice(0)) resolve(token);
  }
}
