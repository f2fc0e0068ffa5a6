// The nationalities the site's students hold: the home countries it asks about (lib/home-country.ts) as
// ISO 3166-1 codes, which scholarships list (public.scholarships.nationalities).
// TODO(lead, issue 34): fold into shared NATIONALITY_OF_HOME_COUNTRY (the SITE helper's) once it is on main.
import type { HomeCountry } from '@app/shared/checklist';

export const NATIONALITY_OF: Record<HomeCountry, string> = {
  India: 'IN',
  Nepal: 'NP',
  Bangladesh: 'BD',
  Pakistan: 'PK',
  'Sri Lanka': 'LK',
  Bhutan: 'BT',
  Maldives: 'MV',
};

/** The codes in the home countries' order. */
export const NATIONALITY_CODES = Object.values(NATIONALITY_OF);

export const nationalityOf = (home: HomeCountry | null): string | null => (home ? NATIONALITY_OF[home] : null);
