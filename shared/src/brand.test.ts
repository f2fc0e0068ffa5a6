import { describe, expect, it } from 'vitest';
import { BRAND_DEFAULTS, bookingLink, pageTitle, readBrand, teamName } from './brand.ts';

describe('readBrand', () => {
  it('uses the defaults when nothing (or blanks) is set', () => {
    expect(readBrand({})).toEqual({
      productName: 'EuroStudy Compass',
      infoEmail: 'info@eurostudycompass.org',
      bookingFormUrl: 'https://calendly.com/eurostudycompass/free-consultation',
      bookingMode: 'site',
      youtubeChannelUrl: 'https://www.youtube.com/@EuroStudyCompass',
      siteUrl: 'http://localhost:4321',
      adminUrl: 'http://localhost:5173',
    });
    expect(readBrand({ PUBLIC_SITE_URL: '  ', PUBLIC_PRODUCT_NAME: '' })).toEqual(BRAND_DEFAULTS);
  });

  it('reads every variable and strips trailing slashes from URLs', () => {
    const brand = readBrand({
      PUBLIC_PRODUCT_NAME: 'Study Bridge',
      PUBLIC_INFO_EMAIL: 'hello@studybridge.example',
      PUBLIC_BOOKING_FORM_URL: 'https://cal.example/book/',
      PUBLIC_BOOKING_MODE: 'external',
      PUBLIC_YOUTUBE_CHANNEL_URL: 'https://www.youtube.com/@StudyBridge/',
      PUBLIC_SITE_URL: 'https://studybridge.example//',
      PUBLIC_ADMIN_URL: 'https://admin.studybridge.example/',
    });
    expect(brand).toEqual({
      productName: 'Study Bridge',
      infoEmail: 'hello@studybridge.example',
      bookingFormUrl: 'https://cal.example/book',
      bookingMode: 'external',
      youtubeChannelUrl: 'https://www.youtube.com/@StudyBridge',
      siteUrl: 'https://studybridge.example',
      adminUrl: 'https://admin.studybridge.example',
    });
  });

  it.each([
    ['PUBLIC_SITE_URL', 'studybridge.example'],
    ['PUBLIC_ADMIN_URL', 'ftp://admin.example'],
    ['PUBLIC_BOOKING_FORM_URL', 'not a url'],
    ['PUBLIC_BOOKING_MODE', 'calendly'],
    ['PUBLIC_YOUTUBE_CHANNEL_URL', 'javascript:alert(1)'],
    ['PUBLIC_INFO_EMAIL', 'info-at-example.org'],
    ['PUBLIC_PRODUCT_NAME', 'x'.repeat(101)],
  ])('throws an error naming %s when invalid', (name, value) => {
    expect(() => readBrand({ [name]: value })).toThrow(new RegExp(`^Invalid ${name}:`));
  });
});

describe('pageTitle and teamName', () => {
  it("follow '{title} - {product name}' and '<Product> Team'", () => {
    expect(pageTitle('Pricing', BRAND_DEFAULTS)).toBe('Pricing - EuroStudy Compass');
    expect(teamName({ productName: 'Study Bridge' })).toBe('Study Bridge Team');
  });
});

describe('bookingLink', () => {
  it('goes to /book (with its context) unless the brand keeps the external form', () => {
    expect(bookingLink(BRAND_DEFAULTS, '?plan=city%3Dberlin')).toEqual({
      href: '/book?plan=city%3Dberlin',
      external: false,
    });
    expect(bookingLink({ ...BRAND_DEFAULTS, bookingMode: 'external' }, '?plan=x')).toEqual({
      href: 'https://calendly.com/eurostudycompass/free-consultation',
      external: true,
    });
  });
});
