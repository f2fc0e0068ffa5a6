// The programmes typed into a university's dialog before it is saved. A new university has no id yet,
// so each draft is the programme form (ProgramFields) in a form of its own, checked when the university's
// Save is pressed and saved right after the university; a draft that fails stays typed, on the now saved
// university, with the error.
//
// A draft's form lives here rather than in its card: the card is mounted again when the dialog switches
// from 'Add' to 'Edit' after a draft could not be saved, and what was typed in it must survive that.
import { checkProgramDocuments, type ProgramInput, programFieldsSchema } from '@app/shared/entities/program';
import type { Notice } from '@app/shared/notice';
import { useCallback, useMemo, useRef, useState } from 'react';
import { type Identifier, useDataProvider } from 'react-admin';
import { createFormControl, type UseFormProps } from 'react-hook-form';
import { useNotices } from '../../common/notices.tsx';
import { schemaResolver } from '../../common/schemaResolver.ts';
import { NEW_PROGRAM } from './ProgramFields.tsx';

/**
 * A draft form's options. The card's useForm must be given them again: it replaces the form's options
 * with its own, and one without a resolver would not check the draft at all.
 */
export const DRAFT_FORM_OPTIONS = {
  resolver: schemaResolver(programFieldsSchema.superRefine(checkProgramDocuments)),
  // All drafts are checked at once; each moving the focus to its first error would leave it on the last.
  shouldFocusError: false,
} satisfies UseFormProps;

export type DraftForm = ReturnType<typeof createFormControl>['formControl'];
export type Draft = { key: number; form: DraftForm };

const PROGRAMS_NOT_SAVED: Notice = {
  title: 'The university is saved, but a program could not be added; the unsaved programs are still in the form',
};

/** A new draft's form, starting as the programme dialog's add form does. */
export const newDraftForm = (): DraftForm =>
  createFormControl({ ...DRAFT_FORM_OPTIONS, defaultValues: NEW_PROGRAM }).formControl;

type DraftProgram = Omit<ProgramInput, 'university_id'>;

/**
 * A draft checked as a submit would check it: its programme as the schema gives it, or null with the
 * errors shown next to its inputs (they clear as they are fixed).
 */
export async function checkedDraft(form: DraftForm): Promise<DraftProgram | null> {
  const checked: { program?: DraftProgram } = {};
  await form.handleSubmit((program) => {
    checked.program = program as DraftProgram;
  })();
  return checked.program ?? null;
}

/** What a draft adds to its university; it was checked before the university was saved. */
async function draftProgram(form: DraftForm, universityId: Identifier) {
  const program = await checkedDraft(form);
  if (!program) throw new Error('Check the highlighted fields.');
  return { ...program, university_id: universityId };
}

/** The programs typed into a university's dialog before they can be saved. */
export function useProgramDrafts() {
  const [drafts, setDrafts] = useState<Draft[]>([]);
  // The university form's validation and save read the drafts outside a render, after the latest change.
  const latest = useRef<Draft[]>([]);
  const nextKey = useRef(1);
  const dataProvider = useDataProvider();
  const notices = useNotices();

  const commit = useCallback((next: Draft[]) => {
    latest.current = next;
    setDrafts(next);
  }, []);

  return useMemo(
    () => ({
      drafts,
      add: () => commit([...latest.current, { key: nextKey.current++, form: newDraftForm() }]),
      remove: (key: number) => commit(latest.current.filter((draft) => draft.key !== key)),
      /** Flags what is wrong in every draft; true when all can be saved. */
      validate: async () => {
        const programs = await Promise.all(latest.current.map((draft) => checkedDraft(draft.form)));
        return programs.every((program) => program !== null);
      },
      /** Adds the drafts to the saved university; each saved one leaves the form, a failure stops. */
      save: async (universityId: Identifier): Promise<boolean> => {
        for (const draft of latest.current) {
          try {
            await dataProvider.create('programs', { data: await draftProgram(draft.form, universityId) });
          } catch (error) {
            notices.error(PROGRAMS_NOT_SAVED, error);
            return false;
          }
          commit(latest.current.filter((saved) => saved.key !== draft.key));
        }
        return true;
      },
    }),
    [drafts, commit, dataProvider, notices],
  );
}

export type ProgramDrafts = ReturnType<typeof useProgramDrafts>;
