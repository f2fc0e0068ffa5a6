// "Scholarships open to you" on one application: those its programme qualifies for, open to the
// student's nationality (the home country the account remembers), each with "Add to my checklist",
// which adds the student's own step "Apply for <name>" due on the scholarship deadline, so the
// existing reminders (email, WhatsApp, the weekly digest) remind of it.

import { scholarshipPath } from '@app/shared/scholarships';
import { useEffect, useState } from 'react';
import { type ApplicationRow, addStudentStep, type StepRow } from '../../lib/applications';
import { errorMessage, toast, toastError } from '../../lib/notices';
import {
  alreadyInChecklist,
  loadScholarships,
  type MatchedScholarship,
  programFactsOf,
  scholarshipStep,
  scholarshipsFor,
} from '../../lib/program-scholarships';
import { scholarshipDeadlineText } from '../useProgramScholarships';

type Props = {
  application: ApplicationRow;
  steps: StepRow[];
  token: string;
  /** The ISO code of the student's home country, when known. */
  nationality: string | null;
  onAdded: (step: StepRow) => void;
};

function useScholarshipsFor(program: ApplicationRow['program'], nationality: string | null) {
  const [list, setList] = useState<MatchedScholarship[] | null>(null);
  const facts = program?.university?.country_code ? programFactsOf(program) : null;
  const key = JSON.stringify(facts);
  // biome-ignore lint/correctness/useExhaustiveDependencies: read again only when the programme's facts change, not on each reload of the application
  useEffect(() => {
    if (!facts?.country_code) return setList([]);
    loadScholarships([facts.country_code]).then(
      (all) => setList(scholarshipsFor(all, facts, nationality)),
      () => setList(null),
    );
  }, [key, nationality]);
  return list;
}

export function ApplicationScholarships({ application, steps, token, nationality, onAdded }: Props) {
  const list = useScholarshipsFor(application.program, nationality);
  const [adding, setAdding] = useState<string | null>(null);
  if (!list || list.length === 0) return null;
  const add = async (s: MatchedScholarship) => {
    setAdding(s.slug);
    try {
      const position = Math.max(0, ...steps.map((step) => step.position)) + 1;
      onAdded(await addStudentStep(token, application.id, scholarshipStep(s, position)));
      toast({ title: 'Added to your checklist', description: `Apply for ${s.name}` });
    } catch (error) {
      toastError({ title: 'The scholarship was not added' }, errorMessage(error));
    } finally {
      setAdding(null);
    }
  };
  return (
    <section className="card p-6" aria-labelledby="scholarships-open" data-application-scholarships>
      <h3 id="scholarships-open" className="text-xl font-bold">
        {nationality ? 'Scholarships open to you' : 'Scholarships for this programme'}
      </h3>
      <ul className="mt-3 grid gap-3">
        {list.map((s) => (
          <li key={s.slug} className="text-sm">
            <a href={scholarshipPath(s.slug)} className="font-semibold text-brand-700 underline">
              {s.name}
            </a>
            <span className="block text-slate-700">{scholarshipDeadlineText(s)}</span>
            {alreadyInChecklist(s, steps) ? (
              <span className="mt-1 block font-semibold text-slate-700">In your checklist</span>
            ) : (
              <button type="button" className="btn btn-outline mt-1" disabled={adding !== null} onClick={() => add(s)}>
                Add to my checklist<span className="sr-only"> for {s.name}</span>
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
