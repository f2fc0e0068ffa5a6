// The contact form (SPEC sections 5 and 8): validated on submit, inserted into contacts WITHOUT
// .select() (visitors may insert but not read). A failure keeps what was typed.

import { publicMessages } from '@app/shared/messages';
import { validateContact } from '@app/shared/validation';
import { type SubmitEvent, useId, useState } from 'react';
import { restClient } from '../lib/rest';
import { TABLES } from '../lib/tables';
import { errorMessage, toast, toastError } from '../lib/toast';
import { ErrorBoundary } from './ErrorBoundary';
import { Field, TextAreaField } from './Field';
import { Honeypot } from './Honeypot';
import { useHydrated } from './useHydrated';

const EMPTY = { name: '', email: '', subject: '', message: '', website: '' };

export default function ContactForm() {
  return (
    <ErrorBoundary>
      <Form />
    </ErrorBoundary>
  );
}

function Form() {
  const [values, setValues] = useState(EMPTY);
  const [sending, setSending] = useState(false);
  const hydrated = useHydrated();
  const id = useId();
  const set = (key: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: event.target.value }));

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validateContact(values);
    if (!result.ok) {
      toastError(result.error);
      return;
    }
    setSending(true);
    try {
      const { error } = await restClient()
        .from(TABLES.contacts)
        .insert({ ...result.value, website: values.website || null });
      if (error) throw error;
      toast(publicMessages.messageSent);
      setValues(EMPTY);
    } catch (error) {
      toastError(publicMessages.contactFailed(errorMessage(error)));
    } finally {
      setSending(false);
    }
  };

  return (
    // noValidate: the spec's own notices (Missing Fields, Invalid Email) report problems on submit;
    // the required/email attributes stay for assistive technology and autofill.
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Contact form">
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
        <Field
          id={`${id}-email`}
          label="Email"
          name="email"
          type="email"
          required
          autoComplete="email"
          value={values.email}
          onChange={set('email')}
          placeholder="you@example.com"
        />
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
      <button type="submit" className="btn btn-lg btn-primary justify-self-start" disabled={sending || !hydrated}>
        {sending ? 'Sending...' : 'Send Message'}
      </button>
    </form>
  );
}
