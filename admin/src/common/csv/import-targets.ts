// Which console lists import which CSV, without the schemas (those load with the dialog, on first use).
export type ImportTarget = 'universities' | 'programs' | 'cities' | 'countries';

export const IMPORT_TARGETS_OF_RESOURCE: Readonly<Record<string, readonly ImportTarget[]>> = {
  universities: ['universities', 'programs'],
  cities: ['cities'],
  countries: ['countries'],
};
