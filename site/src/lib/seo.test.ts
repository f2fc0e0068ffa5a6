import { BRAND_DEFAULTS } from '@app/shared/brand';
import { describe, expect, it } from 'vitest';
import { absoluteUrl, jsonLdText, organizationJsonLd, programJsonLd, universityJsonLd } from './seo';

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
  const program = {
    name: 'Data Science (M.Sc.)',
    level: "Master's",
    description: null,
    duration_in_years: 1.5,
    ects: 90,
    languages: ['en'],
    study_mode: 'Full-time',
    application_deadline: '2027-05-31',
    fee_currency: 'EUR',
    tuition_non_eu_cents: 145_344,
    tuition_eu_cents: null,
    program_url: 'javascript:alert(1)',
  };

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

  it('offers nothing when no fee is published', () => {
    const data = programJsonLd({ ...program, tuition_non_eu_cents: null }, university, '/p', brand);
    expect(data.offers).toBeUndefined();
  });
});
