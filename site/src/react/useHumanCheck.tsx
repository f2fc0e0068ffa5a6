// A form's human check: the widget appears once the visitor starts on the form (focus), solves itself
// for most people, and its token is traded for a one-time pass (or handed to GoTrue) when they send.
// Sending while the widget still works waits for it. A token is good once, so the widget starts over
// after every attempt.
import { humanCheckMessages } from '@app/shared/human-check';
import { useCallback, useRef, useState } from 'react';
import { captchaSiteKey, loadTurnstile, passFor } from '../lib/human-check';

/** How long sending waits for a widget that is still working before saying so. */
const WAIT_FOR_WIDGET_MS = 15_000;

export function useHumanCheck(form: string) {
  const container = useRef<HTMLFieldSetElement>(null);
  const widget = useRef<{ reset?: () => void } | undefined>(undefined);
  const token = useRef<string | null>(null);
  const waiting = useRef<((solved: string | null) => void)[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  // Read by a send that waits for the widget, after renders it did not see.
  const latestProblem = useRef<string | null>(null);

  const settle = useCallback((solved: string | null, trouble: string | null = null) => {
    token.current = solved;
    latestProblem.current = trouble;
    setProblem(trouble);
    for (const resolve of waiting.current.splice(0)) resolve(solved);
  }, []);

  const start = useCallback(() => {
    if (!captchaSiteKey || widget.current || !container.current) return;
    const host = container.current;
    widget.current = {};
    loadTurnstile().then(
      (turnstile) => {
        const id = turnstile.render(host, {
          sitekey: captchaSiteKey,
          action: form,
          callback: (solved) => settle(solved),
          'error-callback': () => settle(null, humanCheckMessages.failed),
          'expired-callback': () => {
            token.current = null;
          },
        });
        widget.current = { reset: () => turnstile.reset(id) };
      },
      () => {
        widget.current = undefined;
        settle(null, humanCheckMessages.unavailable);
      },
    );
  }, [form, settle]);

  /** The solved token, spent (the widget starts over), or undefined where the site has no check. */
  const takeToken = async (): Promise<string | undefined> => {
    if (!captchaSiteKey) return undefined;
    start();
    // A widget that failed waits for the visitor ("Try again"), not for this send.
    if (latestProblem.current) throw new Error(latestProblem.current);
    const solved =
      token.current ??
      (await new Promise<string | null>((resolve) => {
        waiting.current.push(resolve);
        setTimeout(() => resolve(null), WAIT_FOR_WIDGET_MS);
      }));
    if (!solved) throw new Error(latestProblem.current ?? humanCheckMessages.running);
    token.current = null;
    widget.current?.reset?.();
    return solved;
  };

  /** The one-time pass for this form's insert, or undefined where the site has no check. */
  const takePass = async (): Promise<string | undefined> => {
    const solved = await takeToken();
    return solved ? passFor(form, solved) : undefined;
  };

  const element = captchaSiteKey ? (
    <div className="grid gap-1">
      <fieldset ref={container} aria-label="Check that you are human" className="m-0 border-0 p-0" />
      {problem && (
        <p role="alert" className="text-sm text-red-800">
          {problem}
        </p>
      )}
    </div>
  ) : null;

  return { start, takeToken, takePass, element };
}
