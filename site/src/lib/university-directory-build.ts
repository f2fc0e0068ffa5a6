// Build-time side of the university list (see university-directory.ts): the cards in list order, once
// per build, and a version stamp of their content so a browser never mixes files of two builds.
import { createHash } from 'node:crypto';
import { universities } from './catalogue';
import type { UniversityCard } from './university-directory';

let cards: Promise<{ cards: UniversityCard[]; version: string }> | undefined;

export function directoryCards() {
  cards ??= universities().then((list) => {
    const all = list.map(
      (u): UniversityCard => ({
        id: u.id,
        slug: u.slug,
        university_name: u.university_name,
        city: u.city,
        country: u.country,
        description: u.description,
        approx_tuition_fee_range: u.approx_tuition_fee_range,
        popular_programs: u.popular_programs,
        levels: u.levels,
      }),
    );
    const version = createHash('sha256').update(JSON.stringify(all)).digest('hex').slice(0, 12);
    return { cards: all, version };
  });
  return cards;
}
