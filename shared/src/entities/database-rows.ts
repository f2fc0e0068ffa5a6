// Compile-time proof that every entity schema describes its table as the migrations define it:
// a row schema's output and the generated row type must each be assignable to the other (a NOT NULL
// column cannot be nullable in zod, nor the reverse), and what an input schema yields must be
// insertable. A drift fails `pnpm typecheck`; there is nothing here to run.
import type { Json, Tables, TablesInsert } from '../database.types.ts';
import type { FigureColumn, FigureTable } from '../figures.ts';
import type { TableName } from '../tables.ts';
import type { AccommodationOption, AccommodationOptionInput } from './accommodation-option.ts';
import type { Career, CareerInput } from './career.ts';
import type { City, CityInput } from './city.ts';
import type { CommunityBlogPost, CommunityBlogPostInput } from './community-blog-post.ts';
import type { Contact, ContactInput } from './contact.ts';
import type { Country, CountryInput } from './country.ts';
import type { ExchangeRate, ExchangeRateInput } from './exchange-rate.ts';
import type { Interview, InterviewInput } from './interview.ts';
import type { NewsArticle, NewsInput } from './news.ts';
import type { PremiumResourceLink, PremiumResourceLinkInput } from './premium-resource-link.ts';
import type { PricingPlan, PricingPlanInput } from './pricing-plan.ts';
import type { Program, ProgramInput } from './program.ts';
import type { Purchase, PurchaseInput } from './purchase.ts';
import type { ResourceItem, ResourceItemInput } from './resource-item.ts';
import type { Setting } from './settings.ts';
import type { Testimonial, TestimonialInput } from './testimonial.ts';
import type { TransportationOption, TransportationOptionInput } from './transportation-option.ts';
import type { University, UniversityInput } from './university.ts';
import type { Video, VideoInput } from './video.ts';

type Check<T extends true> = T;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** A table's figure columns (shared/src/figures.ts): typed objects in the schema, jsonb in the database. */
type Figures<T extends TableName> = T extends FigureTable ? FigureColumn<T> : never;
type FiguresAreJson<Schema, T extends TableName> = [Figures<T>] extends [keyof Tables<T> & keyof Schema]
  ? [Pick<Schema, Figures<T> & keyof Schema>] extends [Record<Figures<T>, Json>]
    ? true
    : false
  : false;
/** `Hidden`: columns a schema leaves out on purpose (a honeypot nobody reads, a jsonb parsed per key). */
type Row<Schema, T extends TableName, Hidden extends keyof Tables<T> = never> =
  Same<Omit<Schema, Hidden | Figures<T>>, Omit<Tables<T>, Hidden | Figures<T>>> extends true
    ? FiguresAreJson<Schema, T>
    : false;
type Insertable<Input, T extends TableName> = [Input] extends [TablesInsert<T>] ? true : false;

/** An entity that drifted from its table fails its `Check` here. */
export type EntitiesMatchTables = [
  Check<Row<AccommodationOption, 'accommodation_options'>>,
  Check<Insertable<AccommodationOptionInput, 'accommodation_options'>>,
  Check<Row<Career, 'careers'>>,
  Check<Insertable<CareerInput, 'careers'>>,
  Check<Row<City, 'cities'>>,
  Check<Insertable<CityInput, 'cities'>>,
  Check<Row<CommunityBlogPost, 'community_blog_posts', 'website' | 'human_pass'>>,
  Check<Insertable<CommunityBlogPostInput, 'community_blog_posts'>>,
  Check<Row<Contact, 'contacts', 'website' | 'human_pass'>>,
  Check<Insertable<ContactInput, 'contacts'>>,
  Check<Row<Country, 'countries', 'checklist'>>,
  Check<Insertable<CountryInput, 'countries'>>,
  Check<Row<ExchangeRate, 'exchange_rates'>>,
  Check<Insertable<ExchangeRateInput, 'exchange_rates'>>,
  Check<Row<Interview, 'interviews'>>,
  Check<Insertable<InterviewInput, 'interviews'>>,
  Check<Row<NewsArticle, 'news'>>,
  Check<Insertable<NewsInput, 'news'>>,
  Check<Row<PremiumResourceLink, 'premium_resource_links'>>,
  Check<Insertable<PremiumResourceLinkInput, 'premium_resource_links'>>,
  Check<Row<PricingPlan, 'pricing_plans'>>,
  Check<Insertable<PricingPlanInput, 'pricing_plans'>>,
  Check<Row<Program, 'programs'>>,
  Check<Insertable<ProgramInput, 'programs'>>,
  Check<Row<Purchase, 'purchases'>>,
  Check<Insertable<PurchaseInput, 'purchases'>>,
  Check<Row<ResourceItem, 'resource_items'>>,
  Check<Insertable<ResourceItemInput, 'resource_items'>>,
  Check<Row<Setting, 'settings', 'value'>>,
  Check<Row<Testimonial, 'testimonials'>>,
  Check<Insertable<TestimonialInput, 'testimonials'>>,
  Check<Row<TransportationOption, 'transportation_options'>>,
  Check<Insertable<TransportationOptionInput, 'transportation_options'>>,
  Check<Row<University, 'universities_data'>>,
  Check<Insertable<UniversityInput, 'universities_data'>>,
  Check<Row<Video, 'videos'>>,
  Check<Insertable<VideoInput, 'videos'>>,
];
