// The tracker's reads and writes (/applications, issue 33), with the student's own token (RLS: a
// student reads and writes only their own applications and steps). Starting an application reads the
// programme, its destination's checklist (countries) and the home-country rules (home_country_steps)
// at run time, inserts the application and then its generated steps (shared/src/checklist.ts).
import type { ApplicationStage } from '@app/shared/application-stages';
import { buildChecklist, type DestinationStep, type HomeStepRow } from '@app/shared/checklist';
import type { Database } from '@app/shared/database.types';
import type { DateFigure, EnglishFigure, MoneyFigure } from '@app/shared/figures';
import { TABLES } from '@app/shared/tables';
import { restClient } from './rest.ts';

type ProgramLevel = Database['public']['Enums']['program_level'];

export type StepRow = {
  id: number;
  application_id: number;
  source: Database['public']['Enums']['checklist_source'];
  position: number;
  title: string;
  detail: string | null;
  official_url: string | null;
  lead_time_days: number | null;
  due_on: string | null;
  done_at: string | null;
  not_needed_reason: string | null;
};

export type CommentRow = {
  id: number;
  application_id: number;
  author_id: string | null;
  body: string;
  created_at: string;
};

export type ApplicationRow = {
  id: number;
  program_id: number;
  stage: ApplicationStage;
  portal: string | null;
  application_number: string | null;
  fee_paid_cents: number | null;
  fee_currency: string;
  deadline: string | null;
  notes: string | null;
  program: {
    id: number;
    name: string;
    slug: string;
    level: string;
    field_code: string | null;
    university_id: number;
    university: {
      slug: string;
      university_name: string;
      country: string | null;
      country_code: string | null;
    } | null;
  } | null;
  steps: StepRow[];
  comments: CommentRow[];
};

const STEP_COLUMNS =
  'id,application_id,source,position,title,detail,official_url,lead_time_days,due_on,done_at,not_needed_reason';
export const APPLICATION_SELECT = `id,program_id,stage,portal,application_number,fee_paid_cents,fee_currency,deadline,notes,program:programs(id,name,slug,level,field_code,university_id,university:universities_data(slug,university_name,country,country_code)),steps:application_steps(${STEP_COLUMNS}),comments:application_comments(id,application_id,author_id,body,created_at)`;

export async function readApplications(token: string, userId: string): Promise<ApplicationRow[]> {
  const { data, error } = await restClient(token)
    .from(TABLES.applications)
    .select(APPLICATION_SELECT)
    .eq('user_id', userId)
    .order('created_at', { ascending: true });
  if (error) throw new Error(error.message);
  return ((data ?? []) as unknown as ApplicationRow[]).map((a) => ({
    ...a,
    steps: [...a.steps].sort((x, y) => x.position - y.position || x.id - y.id),
    comments: [...a.comments].sort((x, y) => x.created_at.localeCompare(y.created_at)),
  }));
}

type ProgramForChecklist = {
  id: number;
  name: string;
  level: ProgramLevel;
  application_link: string | null;
  program_url: string | null;
  deadline: DateFigure;
  english_requirement: EnglishFigure;
  application_fee: MoneyFigure;
  documents: string[] | null;
  documents_source_url: string | null;
  university: { country_code: string | null } | null;
};

/** Starts an application (or finds the one already started) and writes its checklist; returns its id. */
export async function startApplication(token: string, programId: number, homeCountry: string | null): Promise<number> {
  const client = restClient(token);
  const existing = await client.from(TABLES.applications).select('id').eq('program_id', programId).maybeSingle();
  if (existing.data) return (existing.data as { id: number }).id;

  const { data: programData, error: programError } = await client
    .from(TABLES.programs)
    .select(
      'id,name,level,application_link,program_url,deadline,english_requirement,application_fee,documents,documents_source_url,university:universities_data(country_code)',
    )
    .eq('id', programId)
    .single();
  if (programError || !programData) throw new Error(programError?.message ?? 'This programme was not found.');
  const program = programData as unknown as ProgramForChecklist;
  const code = program.university?.country_code ?? '';
  const [countryResult, homeResult] = await Promise.all([
    client.from(TABLES.countries).select('code,name,checklist').eq('code', code).maybeSingle(),
    homeCountry
      ? client
          .from(TABLES.homeCountrySteps)
          .select('home_country,destination_code,level,position,title,detail,official_url,lead_time_days')
          .eq('home_country', homeCountry)
      : Promise.resolve({ data: [], error: null }),
  ]);
  if (countryResult.error) throw new Error(countryResult.error.message);
  if (homeResult.error) throw new Error(homeResult.error.message);
  const country = countryResult.data as { code: string; name: string; checklist: DestinationStep[] | null } | null;
  const deadline = program.deadline.state === 'known' ? program.deadline.date : null;

  const { data: inserted, error: insertError } = await client
    .from(TABLES.applications)
    .insert({ program_id: programId, deadline })
    .select('id')
    .single();
  if (insertError || !inserted) throw new Error(insertError?.message ?? 'The application was not saved.');
  const applicationId = (inserted as { id: number }).id;

  const steps = buildChecklist({
    program,
    destination: {
      code,
      name: country?.name ?? '',
      checklist: Array.isArray(country?.checklist) ? country.checklist : [],
    },
    homeCountry,
    homeSteps: (homeResult.data ?? []) as HomeStepRow[],
    deadline,
    level: program.level,
  });
  if (steps.length > 0) {
    const { error } = await client
      .from(TABLES.applicationSteps)
      .insert(steps.map((step) => ({ ...step, application_id: applicationId })));
    if (error) {
      // Never an application without its checklist: take it back so that starting again works.
      await client.from(TABLES.applications).delete().eq('id', applicationId);
      throw new Error(error.message);
    }
  }
  return applicationId;
}

export type ApplicationPatch = Partial<
  Pick<
    ApplicationRow,
    'stage' | 'portal' | 'application_number' | 'fee_paid_cents' | 'fee_currency' | 'deadline' | 'notes'
  >
>;

export async function updateApplication(token: string, id: number, patch: ApplicationPatch): Promise<void> {
  const { error } = await restClient(token).from(TABLES.applications).update(patch).eq('id', id);
  if (error) throw new Error(error.message);
}

export async function updateStep(
  token: string,
  id: number,
  patch: Pick<StepRow, 'done_at' | 'not_needed_reason'>,
): Promise<void> {
  const { error } = await restClient(token).from(TABLES.applicationSteps).update(patch).eq('id', id);
  if (error) throw new Error(error.message);
}

/** A step the student adds to their own checklist (source 'student'), returned as saved. */
export async function addStudentStep(
  token: string,
  applicationId: number,
  step: Pick<StepRow, 'position' | 'title' | 'official_url' | 'due_on' | 'detail'> & { source: 'student' },
): Promise<StepRow> {
  const { data, error } = await restClient(token)
    .from(TABLES.applicationSteps)
    .insert({ ...step, application_id: applicationId })
    .select(STEP_COLUMNS)
    .single();
  if (error || !data) throw new Error(error?.message ?? 'The step was not saved.');
  return data as unknown as StepRow;
}
