// The student's name, as signed up (auth user_metadata.full_name): editable. An ended session keeps
// what was typed and asks to log in again (lib/expired-session.ts).
import { accountMessages } from '@app/shared/account-messages';
import { type SubmitEvent, useEffect, useId, useState } from 'react';
import { isSessionEnded, keepDraftAndLogIn, takeDraft } from '../../lib/expired-session';
import { errorMessage, toast, toastError } from '../../lib/notices';
import { Field } from '../Field';

const DRAFT = 'account-name';

export function NameForm({ initialName }: { initialName: string }) {
  const [name, setName] = useState(initialName);
  const [saving, setSaving] = useState(false);
  const id = useId();
  useEffect(() => {
    const draft = takeDraft(DRAFT);
    if (draft?.fullName !== undefined) setName(draft.fullName);
  }, []);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fullName = name.trim();
    if (!fullName) return toastError(accountMessages.accountSaveFailed, 'Please enter your name.');
    setSaving(true);
    try {
      const { authClient } = await import('../../lib/auth');
      const { error } = await authClient().updateUser({ data: { full_name: fullName } });
      if (error) throw error;
      toast(accountMessages.accountSaved);
    } catch (error) {
      if (isSessionEnded(error)) return keepDraftAndLogIn(DRAFT, { fullName: name });
      toastError(accountMessages.accountSaveFailed, errorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={submit} className="mt-6 grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end" aria-label="Your name">
      <Field
        id={`${id}-name`}
        label="Full name"
        name="full_name"
        autoComplete="name"
        required
        maxLength={200}
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <button type="submit" className="btn btn-primary" disabled={saving}>
        {saving ? 'Saving...' : 'Save name'}
      </button>
    </form>
  );
}
