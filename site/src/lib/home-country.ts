// The student's home country, asked once and remembered: in the account's user metadata
// (user_metadata.home_country, so every device knows it) and in this browser (localStorage, which the
// country guides read without an account). Saving to the account imports auth-js only then.
import { HOME_COUNTRIES, type HomeCountry, isHomeCountry } from '@app/shared/checklist';

export const HOME_COUNTRY_KEY = 'home-country';
export { HOME_COUNTRIES, type HomeCountry };

export function storedHomeCountry(): HomeCountry | null {
  try {
    const value = globalThis.localStorage?.getItem(HOME_COUNTRY_KEY);
    return isHomeCountry(value) ? value : null;
  } catch {
    return null;
  }
}

/** The account's choice first (it follows the student), else this browser's. */
export function homeCountryOf(metadata: Record<string, unknown> | undefined): HomeCountry | null {
  const own = metadata?.home_country;
  return isHomeCountry(own) ? own : storedHomeCountry();
}

export function rememberLocally(country: HomeCountry): void {
  try {
    globalThis.localStorage?.setItem(HOME_COUNTRY_KEY, country);
  } catch {
    // Storage blocked: asked again next time.
  }
}

/** Remembers the choice in this browser and on the account. */
export async function saveHomeCountry(country: HomeCountry): Promise<void> {
  rememberLocally(country);
  const { authClient } = await import('./auth');
  const { error } = await authClient().updateUser({ data: { home_country: country } });
  if (error) throw error;
}
