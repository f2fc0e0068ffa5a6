import { BRAND_DEFAULTS } from '@app/shared/brand';
import { describe, expect, it } from 'vitest';
import { absoluteUrl, jsonLdText, organizationJsonLd, universityJsonLd } from './seo';

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
      { id: '7', university_name: 'Uni', city: 'Graz', country: null, description: null, official_website_url: null },
      brand,
    );
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'CollegeOrUniversity',
      name: 'Uni',
      url: 'https://example.org/universities/7',
      address: { '@type': 'PostalAddress', addressLocality: 'Graz' },
    });
  });

  it('names only a safe http(s) official website as sameAs', () => {
    const uni = { id: '7', university_name: 'Uni', city: null, country: null, description: null };
    const sameAs = (official_website_url: string) => universityJsonLd({ ...uni, official_website_url }, brand).sameAs;
    expect(sameAs('https://www.uni-graz.at')).toEqual(['https://www.uni-graz.at']);
    expect(sameAs(' javascript:alert(1)')).toBeUndefined();
    expect(sameAs('data:text/html,x')).toBeUndefined();
  });

  it('never lets JSON-LD text close its script tag', () => {
    expect(jsonLdText({ a: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });
});
