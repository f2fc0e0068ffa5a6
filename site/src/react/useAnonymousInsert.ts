// The forms visitors submit without an account (contact, community story, correction) work alike:
// checked on submit with the spec's notices, a human-check pass fetched (useHumanCheck), inserted WITHOUT
// .select() (visitors may insert but not read back) with a signed-in student's token when there is one
// (their message is then tied to their account), the honeypot passed along, cleared on success, and what
// was typed kept on failure.
import type { Notice } from '@app/shared/notice';
import type { TABLES } from '@app/shared/tables';
import type { Result } from '@app/shared/validation';
import { type SubmitEvent, useState } from 'react';
import { freshAccessToken } from '../lib/access-token';
import { errorMessage, toast, toastError } from '../lib/notices';
import { restClient } from '../lib/rest';
import { useHumanCheck } from './useHumanCheck';

type Values = Record<string, string> & { website: string };

interface Options<V extends Values, T> {
  empty: V;
  table: (typeof TABLES)[keyof typeof TABLES];
  validate: (values: V) => Result<T>;
  /** The success notice, or how to find it once the row is in (a story may await review). */
  succeeded: Notice | (() => Promise<Notice>);
  /** The failure notice for the backend's error message. */
  failed: (message: string) => Notice;
  /** After a successful insert, e.g. to reload a list that shows it. */
  afterInsert?: () => Promise<void>;
}

export function useAnonymousInsert<V extends Values, T extends object>(options: Options<V, T>) {
  const [values, setValues] = useState(options.empty);
  const [sending, setSending] = useState(false);
  const human = useHumanCheck(options.table);
  const set = (key: keyof V) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: event.target.value }));

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = options.validate(values);
    if (!result.ok) {
      toastError(result.error);
      return;
    }
    setSending(true);
    try {
      const pass = await human.takePass();
      const { error } = await restClient((await freshAccessToken()) ?? undefined)
        .from(options.table)
        .insert({ ...result.value, website: values.website || null, ...(pass ? { human_pass: pass } : {}) });
      if (error) throw error;
      toast(typeof options.succeeded === 'function' ? await options.succeeded() : options.succeeded);
      setValues(options.empty);
      await options.afterInsert?.();
    } catch (error) {
      toastError(options.failed(errorMessage(error)));
    } finally {
      setSending(false);
    }
  };

  return { values, set, sending, submit, human };
}
