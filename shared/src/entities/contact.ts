import { z } from 'zod';
import { CONTACT_LIMITS } from '../constants.ts';
import { EMAIL_PATTERN } from '../email.ts';
import { id, requiredText, timestamp } from './fields.ts';
import type { Check, Insertable, RowMatches } from './matches-table.ts';

export const contactRowSchema = z.object({
  id,
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  /** The account that sent it signed in (set by the server); null for a visitor's message. */
  user_id: z.string().nullable(),
  created_at: timestamp,
});
export type Contact = z.infer<typeof contactRowSchema>;

/** The public contact form's insert; the limits match the table's check constraints. */
export const contactInputSchema = z.object({
  name: requiredText(CONTACT_LIMITS.name),
  email: requiredText(CONTACT_LIMITS.email).regex(EMAIL_PATTERN, 'Please enter a valid email address.'),
  subject: requiredText(CONTACT_LIMITS.subject),
  message: requiredText(CONTACT_LIMITS.message),
});
export type ContactInput = z.output<typeof contactInputSchema>;

/** Compile-time: the schemas match the generated table (matches-table.ts). */
export type ContactMatchesTable = [
  Check<RowMatches<Contact, 'contacts', 'website' | 'human_pass'>>,
  Check<Insertable<ContactInput, 'contacts'>>,
];
