import { BRAND_DEFAULTS } from '@app/shared/brand';
import { describe, expect, it } from 'vitest';
import {
  absoluteUrl,
  jsonLdText,
  organizationJsonLd,
  type ProgramForJsonLd,
  programJsonLd,
  type ScholarshipForJsonLd,
  scholarshipJsonLd,
  universityJsonLd,
} from './seo';

const brand = { ...BRAND_DEFAULTS, siteUrl: 'https://example.org' };

describe('seo helpers', () => {
  it('builds absolute URLs from the site URL', () => {
    expect(absoluteUrl('/universities/3', brand.siteUrl)).toBe('https://example.org/universities/3');
    expect(absoluteUrl('/', brand.siteUrl)).toBe('https://example.org/');
  });

  it('describes the organisation', () => {
    const org = organizationJsonLd(brand);
    expect(org['@type']).toBe('EducationalOrganization');
    expect(org.name).toBe(brand.productName);
    expect(org.email).toBe(brand.infoEmail);
  });

  it('describes a university, omitting missing fields', () => {
    const data = universityJsonLd(
      {
        slug: 'uni',
        university_name: 'Uni',
        city: 'Graz',
        country: null,
        description: null,
        official_website_url: null,
      },
      brand,
    );
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'CollegeOrUniversity',
      name: 'Uni',
      url: 'https://example.org/universities/uni',
      address: { '@type': 'PostalAddress', addressLocality: 'Graz' },
    });
  });

  it('names only a safe http(s) official website as sameAs', () => {
    const uni = { slug: 'uni', university_name: 'Uni', city: null, country: null, description: null };
    const sameAs = (official_website_url: string) => universityJsonLd({ ...uni, official_website_url }, brand).sameAs;
    expect(sameAs('https://www.uni-graz.at')).toEqual(['https://www.uni-graz.at']);
    expect(sameAs(' javascript:alert(1)')).toBeUndefined();
    expect(sameAs('data:text/html,x')).toBeUndefined();
  });

  it('never lets JSON-LD text close its script tag', () => {
    expect(jsonLdText({ a: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });
});

describe('programJsonLd', () => {
  const university = {
    slug: 'uni',
    university_name: 'Uni',
    city: 'Graz',
    country: 'Austria',
    description: null,
    official_website_url: null,
  };
  const source = { source_url: 'https://example.edu/fees', checked_on: '2026-11-26' };
  const program = {
    name: 'Data Science (M.Sc.)',
    level: "Master's",
    description: null,
    duration_in_years: 1.5,
    ects: 90,
    languages: ['en'],
    study_mode: 'Full-time',
    deadline: { state: 'known', date: '2027-05-31', applies_to: 'Winter semester 2027/28', ...source },
    tuition_non_eu: {
      state: 'known',
      low_cents: 145_344,
      high_cents: 145_344,
      currency: 'EUR',
      applies_to: '2026/27',
      ...source,
    },
    tuition_eu: { state: 'unchecked' },
    semester_fees: { state: 'unchecked' },
    program_url: 'javascript:alert(1)',
  } satisfies ProgramForJsonLd;

  it('describes the programme with its tuition as a yearly offer and its deadline', () => {
    const data = programJsonLd(program, university, '/programs/uni/data-science-msc', brand);
    expect(data).toMatchObject({
      '@type': 'EducationalOccupationalProgram',
      name: 'Data Science (M.Sc.)',
      url: 'https://example.org/programs/uni/data-science-msc',
      provider: { '@type': 'CollegeOrUniversity', name: 'Uni' },
      timeToComplete: 'P18M',
      numberOfCredits: 90,
      inLanguage: ['en'],
      educationalProgramMode: 'full-time',
      applicationDeadline: '2027-05-31',
      offers: [{ '@type': 'Offer', price: '1453.44', priceCurrency: 'EUR' }],
    });
    // An unsafe official link never becomes sameAs; the provider carries no second @context.
    expect(data.sameAs).toBeUndefined();
    expect((data.provider as Record<string, unknown>)['@context']).toBeUndefined();
  });

  it('offers a published band as minPrice–maxPrice and a confirmed "none" as price 0, like the page', () => {
    const data = programJsonLd(
      {
        ...program,
        tuition_non_eu: {
          state: 'known',
          low_cents: 400_000,
          high_cents: 600_000,
          currency: 'EUR',
          applies_to: '2026/27',
          ...source,
        },
        tuition_eu: { state: 'none', ...source },
        semester_fees: {
          state: 'known',
          low_cents: 17_000,
          high_cents: 17_000,
          currency: 'EUR',
          applies_to: '2026/27',
          ...source,
        },
      },
      university,
      '/p',
      brand,
    );
    expect(data.offers).toEqual([
      {
        '@type': 'Offer',
        category: 'Tuition for students from outside the EU/EEA',
        priceSpecification: {
          '@type': 'UnitPriceSpecification',
          minPrice: '4000.00',
          maxPrice: '6000.00',
          priceCurrency: 'EUR',
          unitText: 'YEAR',
        },
      },
      expect.objectContaining({ category: 'Tuition for EU/EEA students', price: '0.00', priceCurrency: 'EUR' }),
      expect.objectContaining({ category: 'Semester and student fees', price: '170.00' }),
    ]);
  });

  it('offers nothing for a fee nobody has checked, and no deadline it does not know', () => {
    const data = programJsonLd(
      { ...program, tuition_non_eu: { state: 'unchecked' }, deadline: { state: 'unchecked' } },
      university,
      '/p',
      brand,
    );
    expect(data.offers).toBeUndefined();
    expect(data.applicationDeadline).toBeUndefined();
  });
});

describe('scholarshipJsonLd', () => {
  const checked = { source_url: 'https://www.daad.de/', checked_on: '2026-11-26', applies_to: '2027/28' };
  const daad: ScholarshipForJsonLd = {
    name: 'DAAD Study Scholarship',
    provider: 'DAAD',
    official_url: 'https://www.daad.de/en/',
    criteria: 'Graduates with a first degree.',
    levels: ["Master's"],
    nationalities: null,
    covers: [
      {
        kind: 'stipend',
        period: 'month',
        amount: { state: 'known' as const, low_cents: 99_200, high_cents: 99_200, currency: 'EUR', ...checked },
      },
      {
        kind: 'travel',
        period: 'once',
        amount: { state: 'known' as const, low_cents: 50_000, high_cents: 120_000, currency: 'EUR', ...checked },
      },
      { kind: 'insurance', amount: { state: 'unchecked' as const } },
      { kind: 'tuition', waiver_percent: 100 },
    ],
  };

  it('is a MonetaryGrant with its funder, checked amounts (a band as min/max) and who may apply', () => {
    const ld = scholarshipJsonLd(daad, '/scholarships/daad', brand, 'Open to every nationality.');
    expect(ld['@type']).toBe('MonetaryGrant');
    expect(ld.funder).toEqual({ '@type': 'Organization', name: 'DAAD' });
    expect(ld.url).toBe(`${brand.siteUrl}/scholarships/daad`);
    expect(ld.sameAs).toEqual(['https://www.daad.de/en/']);
    expect(ld.amount).toEqual([
      { '@type': 'MonetaryAmount', currency: 'EUR', value: '992.00', description: 'Living allowance, a month' },
      {
        '@type': 'MonetaryAmount',
        currency: 'EUR',
        minValue: '500.00',
        maxValue: '1200.00',
        description: 'Travel, once',
      },
    ]);
    expect(ld.description).toContain('Open to every nationality.');
  });

  it('states no amount at all when none is checked, never 0', () => {
    const ld = scholarshipJsonLd(
      { ...daad, covers: [{ kind: 'stipend', amount: { state: 'unchecked' } }] },
      '/s',
      brand,
      '',
    );
    expect(ld).not.toHaveProperty('amount');
    expect(JSON.stringify(ld)).not.toContain('"0.00"');
  });
});
