// An application's stages (public.application_stage, issue 33) with the words the tracker shows, the
// columns of /applications' board, and what counts as finished. No zod: the site's islands import this.
import type { Database } from './database.types.ts';

type Enum<Name extends keyof Database['public']['Enums']> = readonly Database['public']['Enums'][Name][];

/** public.application_stage, in its declared order (application-stages.test.ts compares). */
export const APPLICATION_STAGES = [
  'preparing',
  'submitted',
  'interview',
  'admitted',
  'rejected',
  'waitlisted',
  'accepted',
  'visa_applied',
  'visa_granted',
  'enrolled',
] as const satisfies Enum<'application_stage'>;
export type ApplicationStage = (typeof APPLICATION_STAGES)[number];

export const APPLICATION_STAGE_LABELS: Record<ApplicationStage, string> = {
  preparing: 'Preparing',
  submitted: 'Submitted',
  interview: 'Interview or test',
  admitted: 'Admitted',
  rejected: 'Rejected',
  waitlisted: 'Waitlisted',
  accepted: 'Accepted',
  visa_applied: 'Visa applied',
  visa_granted: 'Visa granted',
  enrolled: 'Enrolled',
};

/** The board's columns, left to right: the decisions share one column, as do the visa stages. */
export const BOARD_COLUMNS: readonly { title: string; stages: readonly ApplicationStage[] }[] = [
  { title: 'Preparing', stages: ['preparing'] },
  { title: 'Submitted', stages: ['submitted', 'interview'] },
  { title: 'Decision', stages: ['admitted', 'waitlisted', 'rejected'] },
  { title: 'Accepted', stages: ['accepted'] },
  { title: 'Visa', stages: ['visa_applied', 'visa_granted'] },
  { title: 'Enrolled', stages: ['enrolled'] },
];

/** Stages after which nothing is due: the tracker stops pointing at a next step. */
export const CLOSED_STAGES: readonly ApplicationStage[] = ['rejected', 'enrolled'];

/** public.checklist_source with the words a step's origin reads as. */
export const CHECKLIST_SOURCE_LABELS: Record<Database['public']['Enums']['checklist_source'], string> = {
  programme: 'Programme',
  destination: 'Destination country',
  home: 'Home country',
  counsellor: 'From your counsellor',
  student: 'Added by you',
};
