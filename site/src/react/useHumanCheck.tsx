// A form's human check (@app/shared/human-check): `start` on the form's focus, `takeToken` for GoTrue's
// captchaToken, `takePass` for a row the database guards, and the widget's place in the form.
import { HumanCheck } from '@app/shared/human-check';
import { useRef, useState } from 'react';
import { captchaScriptUrl, captchaSiteKey, passFor } from '../lib/human-check';

export function useHumanCheck(form: string) {
  const container = useRef<HTMLFieldSetElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const check = useRef<HumanCheck | null>(null);
  check.current ??= new HumanCheck({
    siteKey: captchaSiteKey,
    scriptUrl: captchaScriptUrl,
    action: form,
    onProblem: setProblem,
  });
  const human = check.current;

  const start = () => human.start(container.current);
  const takeToken = () => human.takeToken(container.current);
  const takePass = async (): Promise<string | undefined> => {
    const token = await takeToken();
    return token ? passFor(form, token) : undefined;
  };

  const element = human.enabled ? (
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
