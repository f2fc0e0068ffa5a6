// The student's nationality from the home country the site remembers (lib/home-country.ts), as the ISO
// code scholarships list; the mapping is shared (@app/shared/scholarships NATIONALITY_OF_HOME_COUNTRY).
import type { HomeCountry } from '@app/shared/checklist';
import { NATIONALITY_OF_HOME_COUNTRY } from '@app/shared/scholarships';

/** The codes in the home countries' order: the finder's "has a scholarship open to" choices. */
export const NATIONALITY_CODES = Object.values(NATIONALITY_OF_HOME_COUNTRY);

export const nationalityOf = (home: HomeCountry | null): string | null =>
  home ? NATIONALITY_OF_HOME_COUNTRY[home] : null;
