// The university list's cards, or its empty state.
import { descriptionOrFallback, programsOrFallback, tuitionOrFallback } from '@app/shared/format';
import { publicMessages } from '@app/shared/messages';
import type { UniversityCard } from '../lib/university-directory';

export function NoUniversities() {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 p-10 text-center">
      <h2 className="text-xl font-semibold">{publicMessages.empty.universities}</h2>
      <p className="mt-2 text-slate-700">{publicMessages.universityList.emptyHint}</p>
    </div>
  );
}

export function UniversityCards({ cards }: { cards: UniversityCard[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map((u) => (
        <li key={u.id} className="card flex flex-col p-6">
          <h2 className="text-lg font-semibold text-slate-900">{u.university_name}</h2>
          <p className="mt-1 text-sm text-slate-600">{[u.city, u.country].filter(Boolean).join(', ')}</p>
          <p className="mt-3 line-clamp-3 text-slate-700">{descriptionOrFallback(u.description)}</p>
          <dl className="mt-4 space-y-2 text-sm">
            <div>
              <dt className="font-semibold text-slate-900">Tuition</dt>
              <dd className="text-slate-700">{tuitionOrFallback(u.approx_tuition_fee_range)}</dd>
            </div>
            <div>
              <dt className="font-semibold text-slate-900">Popular programs</dt>
              <dd className="line-clamp-2 text-slate-700">{programsOrFallback(u.popular_programs)}</dd>
            </div>
          </dl>
          <div className="mt-auto pt-5">
            <a href={`/universities/${u.slug}`} className="btn btn-outline">
              View Details<span className="sr-only"> of {u.university_name}</span>
            </a>
          </div>
        </li>
      ))}
    </ul>
  );
}
