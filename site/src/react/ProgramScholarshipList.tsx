// A programme's scholarships on the shortlist and compare: each linked to its page, with its deadline;
// open to the student when the home country is known, else with the nationalities it is limited to.

import { scholarshipPath } from '@app/shared/scholarships';
import type { MatchedScholarship } from '../lib/program-scholarships';
import { scholarshipDeadlineText } from './useProgramScholarships';

type Props = { list: MatchedScholarship[] | null; nationality: string | null };

const limits = (s: MatchedScholarship) =>
  !s.nationalities_checked
    ? ' · nationalities not checked yet'
    : s.nationalities
      ? ` · only for citizens of ${s.nationalities.join(', ')}`
      : '';

export function ProgramScholarshipList({ list, nationality }: Props) {
  if (list === null) return <span className="text-slate-600">Not loaded</span>;
  if (list.length === 0) {
    return <span>{nationality ? 'None open to you in our list yet' : 'None in our list yet'}</span>;
  }
  return (
    <ul className="space-y-1" data-shortlist-scholarships>
      {list.map((s) => (
        <li key={s.slug}>
          <a href={scholarshipPath(s.slug)} className="font-semibold text-brand-700 underline">
            {s.name}
          </a>
          <span className="block text-xs text-slate-600">
            {scholarshipDeadlineText(s)}
            {nationality ? '' : limits(s)}
          </span>
        </li>
      ))}
    </ul>
  );
}
