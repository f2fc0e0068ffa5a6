// Names shown for programs' coded values. A module of its own so the islands that never show them (the
// guides, forms) do not download them with the shared constants.

/** Languages of instruction (ISO 639-1) the catalogue uses, with their English names. */
export const INSTRUCTION_LANGUAGES = {
  en: 'English',
  de: 'German',
  fr: 'French',
  nl: 'Dutch',
  it: 'Italian',
  es: 'Spanish',
  ca: 'Catalan',
  pt: 'Portuguese',
  sv: 'Swedish',
  da: 'Danish',
  no: 'Norwegian',
  fi: 'Finnish',
  pl: 'Polish',
  cs: 'Czech',
  hu: 'Hungarian',
  ga: 'Irish',
} as const satisfies Record<string, string>;

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
