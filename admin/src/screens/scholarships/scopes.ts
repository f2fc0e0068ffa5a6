// Which universities and programmes a scholarship is for, as staff choose it: any in its destinations
// (null), only those listed (the ids), or none of the catalogue's (an empty list: a university we do not
// list, or the scholarship's own joint programme). A cleared multi-select cannot tell "any" from "none",
// so the form asks which one it is and this schema writes the list the database reads.
import { scholarshipInputSchema } from '@app/shared/entities/scholarship';
import { z } from 'zod';

export const SCOPES = ['any', 'only', 'none'] as const;
export type Scope = (typeof SCOPES)[number];

/** The scope a stored list says. */
export const scopeOf = (ids: readonly number[] | null | undefined): Scope =>
  ids == null ? 'any' : ids.length === 0 ? 'none' : 'only';

const scope = z.enum(SCOPES).nullish();

export const scholarshipFormSchema = z
  .intersection(scholarshipInputSchema, z.object({ university_scope: scope, program_scope: scope }))
  .superRefine((s, ctx) => {
    if (s.university_scope === 'only' && !s.university_ids?.length)
      ctx.addIssue({ code: 'custom', path: ['university_ids'], message: 'Choose the universities, or any.' });
    if (s.program_scope === 'only' && !s.program_ids?.length)
      ctx.addIssue({ code: 'custom', path: ['program_ids'], message: 'Choose the programmes, or any.' });
  })
  .transform(({ university_scope, program_scope, ...s }) => ({
    ...s,
    university_ids: university_scope === 'none' ? [] : university_scope === 'any' ? null : s.university_ids,
    program_ids: program_scope === 'none' ? [] : program_scope === 'any' ? null : s.program_ids,
  }));
