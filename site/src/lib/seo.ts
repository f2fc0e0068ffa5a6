// Structured data and URL helpers for <head>. Pure functions, so they are unit-tested.
import type { Brand } from '@app/shared/brand';
import { externalHref } from '@app/shared/safe-url';

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
  id: string;
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
    url: absoluteUrl(`/universities/${university.id}`, brand.siteUrl),
    ...(university.description ? { description: university.description } : {}),
    ...(website ? { sameAs: [website] } : {}),
    ...(address ? { address } : {}),
  };
}

/** JSON for a <script type="application/ld+json">: '<' escaped so no text can close the tag. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
