// A first guess at a visitor's home country from their time zone (the country guides' default, until
// they choose): a zone is a place, so this is only where the browser says it is.
const ZONES: Record<string, string> = {
  'Asia/Kolkata': 'India',
  'Asia/Calcutta': 'India',
  'Asia/Kathmandu': 'Nepal',
  'Asia/Katmandu': 'Nepal',
  'Asia/Dhaka': 'Bangladesh',
  'Asia/Dacca': 'Bangladesh',
  'Asia/Karachi': 'Pakistan',
  'Asia/Colombo': 'Sri Lanka',
  'Asia/Thimphu': 'Bhutan',
  'Asia/Thimbu': 'Bhutan',
  'Indian/Maldives': 'Maldives',
};

export function homeCountryFromZone(): string | null {
  try {
    return ZONES[Intl.DateTimeFormat().resolvedOptions().timeZone] ?? null;
  } catch {
    return null;
  }
}
