// The contact form (docs/product.md sections 5 and 8): validated on submit, inserted into contacts WITHOUT
// .select() (visitors may insert but not read). A failure keeps what was typed.

import { publicMessages } from '@app/shared/messages';
import { TABLES } from '@app/shared/tables';
import { validateContact } from '@app/shared/validation';
import { useEffect, useId } from 'react';
import { EmailField } from '../react/EmailField';
import { withErrorBoundary } from '../react/ErrorBoundary';
import { Field } from '../react/Field';
import { Honeypot } from '../react/Honeypot';
import { TextAreaField } from '../react/TextAreaField';
import { useAnonymousInsert } from '../react/useAnonymousInsert';
import { useHydrated } from '../react/useHydrated';

const EMPTY = { name: '', email: '', subject: '', message: '', website: '' };

export default withErrorBoundary(Form);

function Form() {
  const { values, set, sending, submit, human } = useAnonymousInsert({
    empty: EMPTY,
    table: TABLES.contacts,
    validate: validateContact,
    succeeded: publicMessages.messageSent,
    failed: publicMessages.contactFailed,
  });
  const hydrated = useHydrated();
  const id = useId();
  // "Not checked yet — ask us" links arrive with the question as the subject.
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, on arrival.
  useEffect(() => {
    const subject = new URLSearchParams(window.location.search).get('subject')?.trim();
    if (subject) set('subject')({ target: { value: subject.slice(0, 300) } });
  }, []);

  return (
    // noValidate: the spec's own notices (Missing Fields, Invalid Email) report problems on submit;
    // the required/email attributes stay for assistive technology and autofill.
    <form onSubmit={submit} noValidate onFocus={human.start} className="grid gap-4" aria-label="Contact form">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id={`${id}-name`}
          label="Name"
          name="name"
          required
          autoComplete="name"
          value={values.name}
          onChange={set('name')}
          placeholder="Your full name"
        />
        <EmailField id={`${id}-email`} value={values.email} onChange={set('email')} />
      </div>
      <Field
        id={`${id}-subject`}
        label="Subject"
        name="subject"
        required
        value={values.subject}
        onChange={set('subject')}
        placeholder="What is it about?"
      />
      <TextAreaField
        id={`${id}-message`}
        label="Message"
        name="message"
        rows={6}
        required
        value={values.message}
        onChange={set('message')}
        placeholder="Tell us about your plans, questions or concerns..."
      />
      <Honeypot value={values.website} onChange={set('website')} />
      {human.element}
      <button type="submit" className="btn btn-lg btn-primary justify-self-start" disabled={sending || !hydrated}>
        {sending ? 'Sending...' : 'Send Message'}
      </button>
    </form>
  );
}
