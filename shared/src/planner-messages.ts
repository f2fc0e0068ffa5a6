// Texts of the first-year cost planner (/plan and each programme's page), not in the spec: apart from
// the shared catalogue (messages.ts), which every island loads, so that pages without the planner do
// not carry them.
import { type Notice, notice } from './notice.ts';

export const plannerMessages = {
  heading: 'First-year cost planner',
  country: 'Country',
  chooseCountry: 'Choose a country',
  city: 'City',
  chooseCity: 'Choose a city',
  tuition: 'Tuition per year (EUR)',
  fees: 'Semester fees per year (EUR)',
  housing: 'Housing',
  /** After a housing type whose rent in the chosen city nobody has checked. */
  rentNotChecked: ' (rent not checked yet)',
  months: (months: number): string => `Months of living costs: ${months}`,
  currency: 'Show in',
  chooseCityHint: 'Choose a city to add its living costs and the visa fees.',
  /** What the "ask us" links are about when neither a programme nor a city is chosen. */
  about: 'the first-year cost planner',
  /** The message a shared plan carries, before its link. */
  shareText: (where: { program?: string; city?: string }, atLeast: boolean, range: string): string =>
    `First-year cost estimate${where.program ? ` for ${where.program}` : ''}${where.city ? ` in ${where.city}` : ''}: ${atLeast ? 'at least ' : ''}${range}`,
  /** Added to the shared message when scholarships are ticked. */
  shareAfterScholarships: (atLeast: boolean, range: string): string =>
    `; after the scholarships ticked: ${atLeast ? 'at least ' : ''}${range}`,
  shareOnWhatsApp: 'Share on WhatsApp',
  copyLink: 'Copy link to this plan',
  linkCopied: notice('Link copied', 'Paste it into any message.'),
  /** The browser refused the clipboard: the link is shown to copy by hand. */
  copyFailed: (url: string): Notice => notice('Could not copy', url),
} as const;
