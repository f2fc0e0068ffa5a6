import { describe, expect, it } from 'vitest';
import { TABLES } from '../tables.ts';
import { accommodationOptionInputSchema, accommodationOptionRowSchema } from './accommodation-option.ts';
import { careerInputSchema } from './career.ts';
import { communityBlogPostInputSchema, makeCommunityBlogPostInputSchema } from './community-blog-post.ts';
import { contactInputSchema } from './contact.ts';
import { interviewInputSchema } from './interview.ts';
import { newsInputSchema, newsRowSchema } from './news.ts';
import { premiumResourceLinkInputSchema } from './premium-resource-link.ts';
import { pricingPlanInputSchema } from './pricing-plan.ts';
import { programInputSchema } from './program.ts';
import { purchaseInputSchema } from './purchase.ts';
import { resourceItemFormSchema, resourceItemInputSchema } from './resource-item.ts';
import { scholarshipInputSchema } from './scholarship.ts';
import { stripePublishableKeySchema, stripeSettingRowSchema } from './settings.ts';
import { testimonialInputSchema } from './testimonial.ts';
import { transportationOptionInputSchema } from './transportation-option.ts';
import { universityInputSchema, universityRowSchema } from './university.ts';
import { videoInputSchema, videoRowSchema } from './video.ts';

const messagesOf = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues.map((i) => i.message) ?? [];

describe('row schemas', () => {
  it('parse a PostgREST university row', () => {
    const row = {
      id: 1,
      university_name: 'TU Munich',
      slug: 'tu-munich',
      country_code: 'DE',
      other_names: ['TUM'],
      city: 'Munich',
      country: 'Germany',
      location: null,
      description: null,
      approx_tuition_fee_range: '€0',
      popular_programs: ['Informatics'],
      masters_programs: [],
      application_deadline_info: null,
      official_website_url: 'https://www.tum.de',
      image_placeholder_text: null,
      attendance: null,
      global_ranking: 37,
      institution_type: 'Public',
      scholarships: null,
      image_path: null,
      image_alt: null,
      tuition_non_eu_bachelor: {
        state: 'known',
        low_cents: 400_000,
        high_cents: 600_000,
        currency: 'EUR',
        source_url: 'https://www.tum.de/en/studies/fees/tuition',
        checked_on: '2026-11-26',
        applies_to: 'Winter semester 2027/28',
      },
      tuition_non_eu_master: { state: 'unchecked' },
      created_at: '2026-03-05T10:00:00.123456+00:00',
    };
    expect(universityRowSchema.parse(row)).toEqual(row);
    // A figure that is not one of the three states is not what the column holds.
    expect(() => universityRowSchema.parse({ ...row, tuition_non_eu_master: null })).toThrow();
    expect(() => universityRowSchema.parse({ ...row, tuition_non_eu_master: { state: 'published' } })).toThrow();
  });

  it('refuse a null list: the list columns are NOT NULL, so null means the row is not what the table holds', () => {
    const option = {
      id: 1,
      type: 'Flat',
      location: null,
      avgMonthlyCost: null,
      icon: 'Home',
      imagePlaceholderText: null,
    };
    const row = { ...option, created_at: '2026-03-05T10:00:00+00:00' };
    expect(accommodationOptionRowSchema.parse({ ...row, keyFeatures: [] })).toEqual({ ...row, keyFeatures: [] });
    expect(() => accommodationOptionRowSchema.parse({ ...row, keyFeatures: null })).toThrow();
  });

  it('keep news dates as YYYY-MM-DD', () => {
    const base = {
      id: 1,
      title: 'T',
      summary: null,
      sourcename: null,
      articleurl: null,
      imageplaceholdertext: null,
      image_path: null,
      image_alt: null,
    };
    expect(newsRowSchema.safeParse({ ...base, date: '2026-03-05', created_at: 'x' }).success).toBe(true);
    expect(newsRowSchema.safeParse({ ...base, date: '05/03/2026', created_at: 'x' }).success).toBe(false);
  });

  it('require an 11-character video id', () => {
    const row = { id: 1, title: 'T', description: null, created_at: 'x' };
    expect(videoRowSchema.safeParse({ ...row, youtube_video_id: 'dQw4w9WgXcQ' }).success).toBe(true);
    expect(videoRowSchema.safeParse({ ...row, youtube_video_id: 'https://youtu.be/dQw4w9WgXcQ' }).success).toBe(false);
  });
});

describe('form input schemas', () => {
  it('program: a checked figure needs its page, the day checked and its year; blanks stay empty', () => {
    const base = { university_id: '3', name: 'Data Science (M.Sc.)', level: "Master's" };
    const plain = programInputSchema.parse({
      ...base,
      slug: '',
      languages: [' EN ', 'de', 'en'],
      intake_months: ['10', 4],
    });
    expect(plain).toMatchObject({
      slug: undefined,
      languages: ['en', 'de'],
      intake_months: [4, 10],
      tuition_non_eu: { state: 'unchecked' },
      deadline: { state: 'unchecked' },
    });
    expect(
      messagesOf(programInputSchema.safeParse({ ...base, tuition_non_eu: { state: 'known', low_cents: 600_000 } })),
    ).toEqual([
      'Enter the official page this comes from.',
      'Enter the day you checked it.',
      'Enter the academic year or intake it is for, e.g. 2026/27.',
    ]);
    const sourced = { source_url: 'https://www.example.edu/fees', checked_on: '2026-11-20', applies_to: '2027/28' };
    expect(
      programInputSchema.parse({ ...base, deadline: { state: 'known', date: '2027-01-15', ...sourced } }).deadline,
    ).toEqual({
      state: 'known',
      date: '2027-01-15',
      ...sourced,
    });
    expect(
      messagesOf(
        programInputSchema.safeParse({ ...base, deadline: { state: 'none', ...sourced, checked_on: '2999-01-01' } }),
      ),
    ).toEqual(['The day checked cannot be in the future.']);
    // A confirmed "none" needs its page too, not a year.
    expect(messagesOf(programInputSchema.safeParse({ ...base, semester_fees: { state: 'none' } }))).toEqual([
      'Enter the official page this comes from.',
      'Enter the day you checked it.',
    ]);
  });

  it('program: money in whole cents as a band low ≤ high, IELTS in half bands, TOEFL and ECTS in range, a CEFR level from A1 to C2, slugs as URLs', () => {
    const base = { university_id: 3, name: 'X', level: "Bachelor's" };
    const sourced = { source_url: 'https://www.example.edu/fees', checked_on: '2026-11-20', applies_to: '2027/28' };
    for (const bad of [
      { tuition_eu: { state: 'known', low_cents: -100, ...sourced } },
      { tuition_eu: { state: 'known', low_cents: 500_000, high_cents: 400_000, ...sourced } },
      { english_requirement: { state: 'known', ielts: '6.3', ...sourced } },
      { english_requirement: { state: 'known', ielts: 9.5, ...sourced } },
      { english_requirement: { state: 'known', toefl: 121, ...sourced } },
      { english_requirement: { state: 'known', ...sourced } },
      { english_requirement: { state: 'known', cefr: 'B3', ...sourced } },
      { tuition_eu: { state: 'known', low_cents: 100, currency: 'euro', ...sourced } },
      { ects: 0 },
      { intake_months: [13] },
      { languages: ['eng'] },
      { slug: 'Data Science' },
    ]) {
      expect(programInputSchema.safeParse({ ...base, ...bad }).success, JSON.stringify(bad)).toBe(false);
    }
    const parsed = programInputSchema.parse({
      ...base,
      english_requirement: { state: 'known', ielts: '6.5', toefl: '88', ...sourced },
      tuition_non_eu: { state: 'known', low_cents: 14_500_000, currency: 'sek', ...sourced },
    });
    expect(parsed.english_requirement).toEqual({ state: 'known', ielts: 6.5, toefl: 88, ...sourced });
    // A page that names only a level: the level alone is a known requirement (typed in lower case too).
    const level = programInputSchema.parse({
      ...base,
      english_requirement: { state: 'known', cefr: 'b2', ...sourced },
    });
    expect(level.english_requirement).toEqual({ state: 'known', cefr: 'B2', ...sourced });
    // One amount is a band of one: high = low.
    expect(parsed.tuition_non_eu).toEqual({
      state: 'known',
      low_cents: 14_500_000,
      high_cents: 14_500_000,
      currency: 'SEK',
      ...sourced,
    });
  });

  it('university: name required, lists split, ranking integer or null, blanks null', () => {
    expect(
      universityInputSchema.parse({
        university_name: ' Sorbonne ',
        popular_programs: 'Law, History,,',
        masters_programs: ['Philosophy'],
        global_ranking: '',
        city: '',
        official_website_url: 'https://www.sorbonne-universite.fr',
      }),
    ).toMatchObject({
      university_name: 'Sorbonne',
      popular_programs: ['Law', 'History'],
      masters_programs: ['Philosophy'],
      global_ranking: null,
      city: null,
      official_website_url: 'https://www.sorbonne-universite.fr',
    });
    expect(universityInputSchema.parse({ university_name: 'X', global_ranking: '12' }).global_ranking).toBe(12);
    expect(universityInputSchema.safeParse({ university_name: 'X', global_ranking: '1.5' }).success).toBe(false);
    expect(universityInputSchema.safeParse({ university_name: '  ' }).success).toBe(false);
    expect(universityInputSchema.safeParse({ university_name: 'X', official_website_url: 'tum.de' }).success).toBe(
      false,
    );
  });

  it('refuses what the database would refuse: over-long names and durations outside numeric(3, 1) above 0', () => {
    expect(messagesOf(universityInputSchema.safeParse({ university_name: 'U'.repeat(301) }))).toEqual([
      'At most 300 characters.',
    ]);
    expect(universityInputSchema.safeParse({ university_name: ` ${'U'.repeat(300)} ` }).success).toBe(true);
    const program = { university_id: 1, name: 'Physics', level: "Bachelor's" };
    expect(messagesOf(programInputSchema.safeParse({ ...program, name: 'P'.repeat(301) }))).toEqual([
      'At most 300 characters.',
    ]);
    for (const duration_in_years of ['0', '100']) {
      expect(messagesOf(programInputSchema.safeParse({ ...program, duration_in_years }))).toEqual([
        'Enter a duration from 0.1 to 99.9 years.',
      ]);
    }
    expect(programInputSchema.parse({ ...program, duration_in_years: '1.5' }).duration_in_years).toBe(1.5);
    expect(programInputSchema.parse({ ...program, duration_in_years: '' }).duration_in_years).toBeNull();
  });

  it('applies column defaults to blank icons and links', () => {
    expect(accommodationOptionInputSchema.parse({ type: 'Dorm', icon: '', keyFeatures: 'Wi-Fi, Desk' })).toMatchObject({
      icon: 'Home',
      keyFeatures: ['Wi-Fi', 'Desk'],
    });
    expect(transportationOptionInputSchema.parse({ mode: 'Metro' }).icon).toBe('Bus');
    expect(resourceItemInputSchema.parse({ title: 'Guide', ctaText: 'Read' })).toMatchObject({
      icon: 'BookOpen',
      isPremium: false,
      premiumLink: '/pricing',
      resourceLink: '#',
    });
    expect(
      careerInputSchema.parse({ title: 'Counsellor', description: 'Help students', applyLink: ' ' }).applyLink,
    ).toBe('#');
    expect(accommodationOptionInputSchema.safeParse({ type: 'Dorm', icon: 'Castle' }).success).toBe(false);
  });

  it('pricing: price converted to a number, features split, theme default blue', () => {
    expect(pricingPlanInputSchema.parse({ name: 'Basic', price_inr: '4999', features: 'A, B' })).toEqual({
      name: 'Basic',
      description: null,
      price_inr: 4999,
      features: ['A', 'B'],
      theme_color: 'blue',
      is_most_popular: false,
      stripe_price_id: null,
      after_purchase: null,
    });
    expect(pricingPlanInputSchema.safeParse({ name: 'Basic', price_inr: '' }).success).toBe(false);
    expect(
      pricingPlanInputSchema.safeParse({ name: 'B', price_inr: 1, after_purchase: 'x'.repeat(1001) }).error?.issues[0]
        ?.message,
    ).toBe('At most 1,000 characters.');
    expect(pricingPlanInputSchema.safeParse({ name: 'Basic', price_inr: -1 }).success).toBe(false);
    expect(pricingPlanInputSchema.safeParse({ name: 'B', price_inr: 1, stripe_price_id: 'sk_x' }).success).toBe(false);
    expect(
      pricingPlanInputSchema.parse({ name: 'B', price_inr: 1, stripe_price_id: 'price_1Abc' }).stripe_price_id,
    ).toBe('price_1Abc');
  });

  it('news: empty source, link, image text and date become null', () => {
    expect(
      newsInputSchema.parse({
        title: 'T',
        sourcename: '',
        articleurl: '',
        imageplaceholdertext: ' ',
        date: '',
      }),
    ).toEqual({
      title: 'T',
      summary: null,
      date: null,
      sourcename: null,
      articleurl: null,
      imageplaceholdertext: null,
      image_path: null,
      image_alt: null,
    });
    expect(newsInputSchema.safeParse({ title: 'T', date: '2026-02-30' }).success).toBe(false);
  });

  it('interview: empty date null, URL-typed video link, status default Pending', () => {
    expect(interviewInputSchema.parse({ interviewee_name: 'Ravi', interview_date: '', video_link: '' })).toMatchObject({
      interview_date: null,
      video_link: null,
      status: 'Pending',
    });
    expect(interviewInputSchema.safeParse({ interviewee_name: 'Ravi', video_link: 'zoom' }).success).toBe(false);
    expect(interviewInputSchema.safeParse({ interviewee_name: 'Ravi', status: 'Done' }).success).toBe(false);
  });

  it('testimonial: rating 1..5 default 5, role default Student', () => {
    expect(testimonialInputSchema.parse({ author_name: 'A', content: 'C' })).toMatchObject({
      rating: 5,
      author_role: 'Student',
      is_featured: false,
    });
    expect(testimonialInputSchema.parse({ author_name: 'A', content: 'C', rating: '3' }).rating).toBe(3);
    for (const rating of [0, 6, 4.5]) {
      expect(testimonialInputSchema.safeParse({ author_name: 'A', content: 'C', rating }).success).toBe(false);
    }
  });

  it('video: a pasted link is reduced to its id', () => {
    expect(
      videoInputSchema.parse({ title: 'T', youtube_video_id: 'https://youtu.be/dQw4w9WgXcQ' }).youtube_video_id,
    ).toBe('dQw4w9WgXcQ');
    expect(videoInputSchema.safeParse({ title: 'T', youtube_video_id: 'nope' }).success).toBe(false);
  });

  it('contact: all required, email pattern, database limits', () => {
    const ok = { name: 'A', email: 'a@b.co', subject: 'S', message: 'M' };
    expect(contactInputSchema.parse(ok)).toEqual(ok);
    expect(contactInputSchema.safeParse({ ...ok, email: 'a@b' }).success).toBe(false);
    expect(contactInputSchema.safeParse({ ...ok, name: 'x'.repeat(201) }).success).toBe(false);
    expect(contactInputSchema.safeParse({ ...ok, message: 'x'.repeat(5001) }).success).toBe(false);
  });

  it('community post: blank author defaults per context, limits enforced', () => {
    expect(communityBlogPostInputSchema.parse({ title: 'T', content: 'C', author: ' ' }).author).toBe(
      'Anonymous Explorer',
    );
    expect(makeCommunityBlogPostInputSchema('EuroStudy Compass Team').parse({ title: 'T', content: 'C' }).author).toBe(
      'EuroStudy Compass Team',
    );
    expect(communityBlogPostInputSchema.safeParse({ title: 'T', content: 'C', author: 'x'.repeat(101) }).success).toBe(
      false,
    );
    expect(communityBlogPostInputSchema.safeParse({ title: 'T', content: 'x'.repeat(10001) }).success).toBe(false);
  });

  it('purchase: minor units, lower-case currency', () => {
    expect(
      purchaseInputSchema.parse({
        user_id: null,
        email: 'a@b.co',
        plan_id: 2,
        amount_total: 499900,
        currency: 'INR',
        status: 'paid',
        stripe_session_id: 'cs_test_123',
      }),
    ).toMatchObject({ currency: 'inr', amount_total: 499900 });
  });
});

describe('scholarship input (the console form and the CSV)', () => {
  const source = { source_url: 'https://www.daad.de/stipend', checked_on: '2026-11-20', applies_to: '2027/28' };
  const base = {
    name: 'DAAD Study Scholarship',
    provider: 'DAAD',
    official_url: 'https://www.daad.de/scholarship',
    levels: ["Master's"],
    destination_codes: ['de'],
    nationalities: 'in, np',
    intake: '2027/28',
    criteria: 'Academic excellence.',
    checked_on: '2026-11-20',
  };
  const issuesOf = (covers: unknown[]) =>
    (scholarshipInputSchema.safeParse({ ...base, covers }).error?.issues ?? []).map((i) => [
      i.path.join('.'),
      i.message,
    ]);

  it('stores a waiver as its share and a monthly stipend with its amount; codes upper-cased, blanks as "all", an empty list of universities as "none of ours"', () => {
    const parsed = scholarshipInputSchema.parse({
      ...base,
      field_codes: [],
      university_ids: [],
      covers: [
        { kind: 'tuition', waiver_percent: '100', amount: { state: 'unchecked' } },
        { kind: 'stipend', period: 'month', months: '12', amount: { state: 'known', low_cents: 93_400, ...source } },
        { kind: 'insurance', period: '', amount: { state: 'unchecked' } },
      ],
    });
    expect(parsed).toMatchObject({
      destination_codes: ['DE'],
      nationalities: ['IN', 'NP'],
      field_codes: null,
      university_ids: [],
      program_ids: null,
      covers: [
        { kind: 'tuition', waiver_percent: 100 },
        {
          kind: 'stipend',
          period: 'month',
          months: 12,
          amount: { state: 'known', low_cents: 93_400, high_cents: 93_400, currency: 'EUR', ...source },
        },
        // Covered, amount not checked yet: never a zero.
        { kind: 'insurance', amount: { state: 'unchecked' } },
      ],
    });
    expect(parsed.covers[0]).not.toHaveProperty('amount');
  });

  it("puts each part's problem next to the input that has it", () => {
    expect(issuesOf([{ kind: 'tuition' }])).toEqual([
      ['covers.0.waiver_percent', 'Enter the share of tuition it waives (100 for all), or an amount.'],
    ]);
    expect(issuesOf([{ kind: 'stipend', months: 10 }])).toEqual([
      ['covers.0.period', 'Choose how often it is paid.'],
      ['covers.0.months', 'Only a monthly allowance has a number of months.'],
    ]);
    expect(issuesOf([{ kind: 'stipend', period: 'month', months: 13 }])).toEqual([
      ['covers.0.months', 'From 1 to 12.'],
    ]);
    expect(issuesOf([{ kind: 'travel', waiver_percent: 50 }])).toEqual([
      ['covers.0.waiver_percent', 'Only a tuition part waives a share.'],
    ]);
    expect(issuesOf([])).toEqual([['covers', 'Add what the scholarship pays for.']]);
  });

  it('refuses country codes that are not two letters and a scholarship with no destination', () => {
    const result = scholarshipInputSchema.safeParse({
      ...base,
      destination_codes: [],
      nationalities: ['IND'],
      covers: [{ kind: 'tuition', waiver_percent: 100 }],
    });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['destination_codes', 'Choose at least one destination country.'],
      ['nationalities', 'Use two-letter country codes (IN, NP).'],
    ]);
  });
});

describe('stripePublishableKeySchema', () => {
  it.each(['', 'pk_test_51AbC', 'pk_live_51AbC', '  pk_test_x  '])('accepts %j', (key) => {
    expect(stripePublishableKeySchema.safeParse(key).success).toBe(true);
  });

  it.each(['sk_test_51AbC', 'sk_live_51AbC', 'rk_live_51AbC'])('rejects the secret key %s, saying why', (key) => {
    const result = stripePublishableKeySchema.safeParse(key);
    expect(result.success).toBe(false);
    expect(messagesOf(result).join()).toMatch(/secret key must never be on the client/);
  });

  it.each(['pk_', 'pk_prod_1', 'hello'])('rejects the malformed key %s', (key) => {
    const result = stripePublishableKeySchema.safeParse(key);
    expect(messagesOf(result)).toEqual(['A publishable key starts with pk_test_ or pk_live_.']);
  });

  it('reads a stripe row without a key as not configured', () => {
    expect(stripeSettingRowSchema.parse({ key: 'stripe', value: {}, updated_at: 'x' }).value.publishableKey).toBe('');
  });
});

describe('premium resource links', () => {
  it('are kept out of resourceLink, which every member can read', () => {
    const premium = resourceItemFormSchema.parse({
      title: 'Kit',
      ctaText: 'Unlock',
      isPremium: true,
      resourceLink: 'https://example.com/typed-while-free',
      premium_url: '',
    });
    expect([premium.resourceLink, premium.premium_url]).toEqual(['#', 'https://example.com/typed-while-free']);
    const free = resourceItemFormSchema.parse({ title: 'Kit', ctaText: 'Open', isPremium: false, premium_url: 'x' });
    expect([free.resourceLink, free.premium_url]).toEqual(['#', null]);
  });

  it('refuse the "not set" placeholder as a premium item\'s own link, as the database does', () => {
    const item = { title: 'Kit', ctaText: 'Unlock', isPremium: true, premium_url: ' # ' };
    expect(messagesOf(resourceItemFormSchema.safeParse(item))).toEqual(['Enter the link buyers should open']);
    expect(resourceItemFormSchema.safeParse({ ...item, isPremium: false }).success).toBe(true);
  });

  it('keep a real link and refuse the "not set" placeholder, as the database does', () => {
    expect(premiumResourceLinkInputSchema.parse({ resource_id: 3, url: ' https://example.com/kit ' }).url).toBe(
      'https://example.com/kit',
    );
    expect(premiumResourceLinkInputSchema.safeParse({ resource_id: 3, url: '#' }).success).toBe(false);
    expect(premiumResourceLinkInputSchema.safeParse({ resource_id: 3, url: '  ' }).success).toBe(false);
  });
});

describe('link fields', () => {
  const hostile = ['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,x', 'vbscript:x', '//evil.example'];

  it('refuse what the database refuses, with the field named', () => {
    for (const applyLink of hostile) {
      const result = careerInputSchema.safeParse({ title: 'Counsellor', description: 'Help', applyLink });
      expect(messagesOf(result), applyLink).toEqual([
        'Enter an http(s) URL, a mailto: address, a site path starting with / or #.',
      ]);
    }
    for (const link of hostile) {
      expect(resourceItemInputSchema.safeParse({ title: 'G', ctaText: 'R', resourceLink: link }).success).toBe(false);
      expect(resourceItemInputSchema.safeParse({ title: 'G', ctaText: 'R', premiumLink: link }).success).toBe(false);
      const premium = { title: 'Kit', ctaText: 'Unlock', isPremium: true, premium_url: link };
      expect(resourceItemFormSchema.safeParse(premium).success).toBe(false);
      expect(premiumResourceLinkInputSchema.safeParse({ resource_id: 3, url: link }).success).toBe(false);
    }
  });

  it('keep URLs, site paths, # and (for careers) mailto:', () => {
    const applyLink = 'mailto:careers@example.org?subject=Counsellor';
    expect(careerInputSchema.parse({ title: 'C', description: 'D', applyLink }).applyLink).toBe(applyLink);
    expect(resourceItemInputSchema.safeParse({ title: 'G', ctaText: 'R', resourceLink: applyLink }).success).toBe(
      false,
    );
    expect(
      resourceItemInputSchema.parse({
        title: 'G',
        ctaText: 'R',
        resourceLink: 'https://example.org/g',
        premiumLink: '/x',
      }),
    ).toMatchObject({ resourceLink: 'https://example.org/g', premiumLink: '/x' });
  });
});

describe('TABLES', () => {
  it('names the fixed tables', () => {
    expect(Object.values(TABLES)).toEqual([
      'universities_data',
      'programs',
      'fields_of_study',
      'shortlisted_programs',
      'cities',
      'countries',
      'exchange_rates',
      'accommodation_options',
      'transportation_options',
      'resource_items',
      'premium_resource_links',
      'contacts',
      'pricing_plans',
      'news',
      'community_blog_posts',
      'videos',
      'careers',
      'interviews',
      'testimonials',
      'settings',
      'purchases',
      'audit_log',
      'figure_suggestions',
      'counsellors',
      'counsellor_hours',
      'counsellor_days_off',
      'student_cases',
      'case_notes',
      'case_tasks',
      'bookings',
      'sharing_consents',
      'home_country_steps',
      'scholarships',
      'applications',
      'application_steps',
      'application_comments',
      'reminder_preferences',
    ]);
  });
});
