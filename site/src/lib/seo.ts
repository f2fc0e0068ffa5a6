// Structured data and URL helpers for <head>. Pure functions, so they are unit-tested.

import type { Brand } from '@app/shared/brand';
import type { DateFigure, MoneyFigure } from '@app/shared/figures';
import { externalHref } from '@app/shared/safe-url';
import { AWARD_KIND_LABELS, AWARD_PERIOD_LABELS, type AwardPart } from '@app/shared/scholarships';

/** The link-preview picture every page names (og:image), drawn by src/pages/og-image.png.ts. */
export const OG_IMAGE = { path: '/og-image.png', width: 1200, height: 630 } as const;

export function absoluteUrl(path: string, siteUrl: string): string {
  return new URL(path, `${siteUrl}/`).toString();
}

export function organizationJsonLd(brand: Brand): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'EducationalOrganization',
    name: brand.productName,
    url: `${brand.siteUrl}/`,
    email: brand.infoEmail,
    description: 'Free study-abroad consultancy helping students reach affordable European public universities.',
    sameAs: [brand.youtubeChannelUrl],
  };
}

export type UniversityForJsonLd = {
  slug: string;
  university_name: string;
  city: string | null;
  country: string | null;
  description: string | null;
  official_website_url: string | null;
};

export function universityJsonLd(university: UniversityForJsonLd, brand: Brand): Record<string, unknown> {
  const address =
    university.city || university.country
      ? {
          '@type': 'PostalAddress',
          ...(university.city ? { addressLocality: university.city } : {}),
          ...(university.country ? { addressCountry: university.country } : {}),
        }
      : undefined;
  const website = externalHref(university.official_website_url);
  return {
    '@context': 'https://schema.org',
    '@type': 'CollegeOrUniversity',
    name: university.university_name,
    url: absoluteUrl(`/universities/${university.slug}`, brand.siteUrl),
    ...(university.description ? { description: university.description } : {}),
    ...(website ? { sameAs: [website] } : {}),
    ...(address ? { address } : {}),
  };
}

export type ProgramForJsonLd = {
  name: string;
  level: string;
  description: string | null;
  duration_in_years: number | null;
  ects: number | null;
  languages: string[];
  study_mode: string | null;
  deadline: DateFigure;
  tuition_non_eu: MoneyFigure;
  tuition_eu: MoneyFigure;
  semester_fees: MoneyFigure;
  program_url: string | null;
};

/** Months of a duration in years as ISO 8601 (2 → P2Y, 1.5 → P18M). */
function isoDuration(years: number): string {
  return Number.isInteger(years) ? `P${years}Y` : `P${Math.round(years * 12)}M`;
}

/**
 * A fee as a schema.org Offer, per year: a checked amount as its price, a published band as
 * minPrice/maxPrice, a confirmed "none" as price 0; nothing for a fee not checked yet.
 */
function offer(figure: MoneyFigure, category: string): Record<string, unknown>[] {
  if (figure.state === 'unchecked') return [];
  const money = (cents: number) => (cents / 100).toFixed(2);
  const currency = figure.state === 'known' ? figure.currency : 'EUR';
  const [low, high] = figure.state === 'known' ? [figure.low_cents, figure.high_cents] : [0, 0];
  const price = low === high ? { price: money(low) } : { minPrice: money(low), maxPrice: money(high) };
  return [
    {
      '@type': 'Offer',
      category,
      ...(low === high ? { price: money(low), priceCurrency: currency } : {}),
      priceSpecification: { '@type': 'UnitPriceSpecification', ...price, priceCurrency: currency, unitText: 'YEAR' },
    },
  ];
}

/**
 * schema.org EducationalOccupationalProgram: what search engines show for a course, with its fees as
 * offers (per year, one per fee category, as students see them) and the next application deadline.
 */
export function programJsonLd(
  program: ProgramForJsonLd,
  university: UniversityForJsonLd,
  path: string,
  brand: Brand,
): Record<string, unknown> {
  const offers = [
    ...offer(program.tuition_non_eu, 'Tuition for students from outside the EU/EEA'),
    ...offer(program.tuition_eu, 'Tuition for EU/EEA students'),
    ...offer(program.semester_fees, 'Semester and student fees'),
  ];
  const website = externalHref(program.program_url);
  const { '@context': _context, ...provider } = universityJsonLd(university, brand);
  return {
    '@context': 'https://schema.org',
    '@type': 'EducationalOccupationalProgram',
    name: program.name,
    url: absoluteUrl(path, brand.siteUrl),
    educationalCredentialAwarded: `${program.level} degree`,
    provider,
    ...(program.description ? { description: program.description } : {}),
    ...(website ? { sameAs: [website] } : {}),
    ...(program.duration_in_years ? { timeToComplete: isoDuration(program.duration_in_years) } : {}),
    ...(program.ects ? { numberOfCredits: program.ects } : {}),
    ...(program.languages.length ? { inLanguage: program.languages } : {}),
    ...(program.study_mode ? { educationalProgramMode: program.study_mode.toLowerCase() } : {}),
    ...(program.deadline.state === 'known' ? { applicationDeadline: program.deadline.date } : {}),
    ...(offers.length ? { offers } : {}),
  };
}

/** JSON for a <script type="application/ld+json">: '<' escaped so no text can close the tag. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

export type CountryForJsonLd = {
  code: string;
  name: string;
  checklist: { title: string; detail: string | null; url: string }[];
};

/** A country guide's application checklist as schema.org HowTo steps, in order. */
export function countryGuideJsonLd(country: CountryForJsonLd, path: string, brand: Brand): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'HowTo',
    name: `How to apply to study in ${country.name}`,
    url: absoluteUrl(path, brand.siteUrl),
    step: country.checklist.map((step, index) => ({
      '@type': 'HowToStep',
      position: index + 1,
      name: step.title,
      text: step.detail ?? step.title,
      url: step.url,
    })),
  };
}

export type ScholarshipForJsonLd = {
  name: string;
  provider: string;
  official_url: string;
  criteria: string;
  levels: readonly string[];
  nationalities: readonly string[] | null;
  covers: readonly AwardPart[];
};

/**
 * schema.org MonetaryGrant: its funder, each checked amount as a MonetaryAmount (a band as
 * minValue/maxValue; a part whose amount nobody checked is left out, never stated as 0), who may apply
 * (audience and description) and its official page.
 */
export function scholarshipJsonLd(
  scholarship: ScholarshipForJsonLd,
  path: string,
  brand: Brand,
  eligibility: string,
): Record<string, unknown> {
  const money = (cents: number) => (cents / 100).toFixed(2);
  const amounts = scholarship.covers.flatMap((part) => {
    const amount = part.amount;
    if (amount?.state !== 'known') return [];
    const value =
      amount.low_cents === amount.high_cents
        ? { value: money(amount.low_cents) }
        : { minValue: money(amount.low_cents), maxValue: money(amount.high_cents) };
    return [
      {
        '@type': 'MonetaryAmount',
        currency: amount.currency,
        ...value,
        description: [AWARD_KIND_LABELS[part.kind], part.period ? AWARD_PERIOD_LABELS[part.period] : '']
          .filter(Boolean)
          .join(', '),
      },
    ];
  });
  const official = externalHref(scholarship.official_url);
  return {
    '@context': 'https://schema.org',
    '@type': 'MonetaryGrant',
    name: scholarship.name,
    url: absoluteUrl(path, brand.siteUrl),
    ...(official ? { sameAs: [official] } : {}),
    funder: { '@type': 'Organization', name: scholarship.provider },
    description: `${scholarship.criteria} ${eligibility}`.trim(),
    audience: {
      '@type': 'EducationalAudience',
      educationalRole: 'student',
      audienceType: `${scholarship.levels.join(' and ')} students`,
    },
    ...(amounts.length === 1 ? { amount: amounts[0] } : amounts.length > 1 ? { amount: amounts } : {}),
  };
}
