// What the console's data provider offers beyond react-admin's CRUD methods (react-admin's custom
// methods, as Atomic CRM does): screens call these and never Supabase. Types only, in their own module,
// so that screens and the providers that implement them all depend on this one and not on each other.
import type { BookingStatus, CaseStage } from '@app/shared/consultations';
import type { Database } from '@app/shared/database.types';
import type { Figure } from '@app/shared/figures';
import type { DataProvider, Identifier, RaRecord, SortPayload } from 'react-admin';

/** The CSVs public.import_rows takes, named as its `target`. */
export type ImportTarget = 'universities' | 'programs' | 'cities' | 'countries' | 'scholarships';

/** public.import_rows' verdict on each row sent, by its position in what was sent. */
export type DatabaseAnswer = { index: number; action?: 'insert' | 'update'; error?: string; column?: string | null }[];

/** public.import_rows' answer: whether it wrote, how many rows failed, and each row's verdict. */
export type ImportAnswer = { written: boolean; failed: number; rows: DatabaseAnswer };

/** public.revenue_this_month(): paid rupee purchases since the 1st (India time), in paise. */
export type Revenue = { amount_total: number; purchases: number; month_start: string };

/** One row of public.catalogue_health(): a figure's rows in one country, by state. */
export type HealthRow = {
  country_code: string;
  table_name: string;
  figure: string;
  known: number;
  confirmed_none: number;
  unchecked: number;
  stale: number;
};

/** public.figure_staleness(): stale figures, rates older than 30 days, currencies with no rate. */
export type Staleness = {
  stale_figures: number;
  stale_rates: { currency: string; rate_date: string }[];
  missing_rates: string[];
};

/** What a suggestion is about, read from its row. */
export type FigureTarget = {
  /** The programme (with its level: "MSc Physics, Master's"), university, city or country. */
  name: string;
  /** Where it belongs: a programme's university, a university's or city's country. */
  context: string | null;
  /** The university whose dialog edits it (programmes and universities). */
  university_id: number | null;
  /** The figure as stored now. */
  current: Figure | null;
};

export type FigureReviewMethods = {
  acceptFigureSuggestion: (id: Identifier, figure: Figure) => Promise<void>;
  rejectFigureSuggestion: (id: Identifier, reason: string) => Promise<void>;
  catalogueHealth: () => Promise<HealthRow[]>;
  figureStaleness: (currencies: readonly string[]) => Promise<Staleness>;
};

/** public.application_stage and public.checklist_source (issue 33). */
export type ApplicationStage = Database['public']['Enums']['application_stage'];
export type ChecklistSource = Database['public']['Enums']['checklist_source'];

/** One of the student's applications in the case file, with its checklist and comments. */
export type CaseApplication = {
  id: number;
  program_id: number;
  program: string;
  program_slug: string;
  university: string;
  university_slug: string;
  stage: ApplicationStage;
  portal: string | null;
  application_number: string | null;
  deadline: string | null;
  updated_at: string;
  /** Steps done out of the steps that count (a step marked not needed does not). */
  progress: { done: number; total: number };
  steps: {
    id: number;
    source: ChecklistSource;
    position: number;
    title: string;
    detail: string | null;
    official_url: string | null;
    due_on: string | null;
    done_at: string | null;
    not_needed_reason: string | null;
  }[];
  comments: { id: number; body: string; created_at: string; author: string }[];
};

/** A step the counsellor adds to a student's application (source 'counsellor'). */
export type CounsellorStep = { title: string; due_on: string | null; position: number };

/**
 * One student's case file: public.case_file(id), joined by e-mail; shortlist and plans only with
 * consent; applications null unless the account shares with counsellors.
 */
export type CaseFile = {
  case: {
    id: number;
    email: string;
    name: string;
    home_country: string | null;
    stage: CaseStage;
    closed_reason: string | null;
    counsellor_id: string | null;
    counsellor_name: string | null;
    created_at: string;
    updated_at: string;
  };
  account: {
    id: string;
    full_name: string | null;
    created_at: string;
    last_sign_in_at: string | null;
    shares_with_counsellors: boolean;
  } | null;
  contacts: { id: number; subject: string; message: string; sent_at: string }[];
  bookings: {
    id: number;
    starts_at: string;
    status: BookingStatus;
    counsellor_id: string;
    counsellor_name: string;
    language: string;
    whatsapp: string | null;
    home_country: string;
    study_level: string | null;
    field_of_study: string | null;
    intended_intake: string | null;
    budget_band: string | null;
    english_test: string | null;
    share_consent: boolean;
    booked_at: string;
  }[];
  purchases: { plan: string | null; amount_total: number; currency: string; status: string; created_at: string }[];
  shortlist: {
    program_id: number;
    program: string;
    program_slug: string;
    university: string;
    university_slug: string;
    shared_by: 'account' | 'booking';
  }[];
  plans: { plan_query: string; shared_at: string }[];
  applications: CaseApplication[] | null;
  history: {
    changed_at: string;
    actor_email: string | null;
    action: 'insert' | 'update' | 'delete';
    changes: Record<string, { old?: unknown; new?: unknown }>;
  }[];
};

/** One row of public.funnel_report(weeks): a week's new cases from one home country, and where they stand. */
export type FunnelRow = Database['public']['Functions']['funnel_report']['Returns'][number];

export type ConsoleMethods = {
  /** Every row a list shows (its search, filters and sort), read page by page. */
  listAll: (resource: string, params: { filter: Record<string, unknown>; sort: SortPayload }) => Promise<RaRecord[]>;
  /** Every row of an import target a list edits inside its own rows (programmes), as its import reads them. */
  importRowsOf: (target: ImportTarget) => Promise<Record<string, unknown>[]>;
  /** public.import_rows: checks the rows (`write: false`) or writes them in one transaction. */
  importRows: (
    target: ImportTarget,
    rows: readonly Record<string, unknown>[],
    options: { write: boolean; allOrNothing: boolean },
  ) => Promise<ImportAnswer>;
  /** public.set_admin: grants or revokes another account's admin rights. */
  setAdmin: (userId: Identifier, makeAdmin: boolean) => Promise<void>;
  revenueThisMonth: () => Promise<Revenue>;
  /** public.case_file: everything about one student (admins, or the counsellor assigned to the case). */
  caseFile: (caseId: Identifier) => Promise<CaseFile>;
  /** Adds a counsellor's step to a student's application (RLS: with consent, on their own case). */
  addApplicationStep: (applicationId: number, step: CounsellorStep) => Promise<void>;
  /** Comments on a student's application; the student reads it on /applications. */
  addApplicationComment: (applicationId: number, body: string) => Promise<void>;
  /** public.funnel_report: the last `weeks` weeks per week and home country (staff only). */
  funnelReport: (weeks: number) => Promise<FunnelRow[]>;
  /** Stores an image in a content bucket under `name`, labelled with the image's own type. */
  uploadImage: (bucket: string, name: string, image: Blob) => Promise<void>;
  /** Deletes images no row points to any more. */
  removeImages: (bucket: string, names: readonly string[]) => Promise<void>;
};

export type AppDataProvider = DataProvider & FigureReviewMethods & ConsoleMethods;
