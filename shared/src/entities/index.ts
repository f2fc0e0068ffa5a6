// One module per table: a row schema (what reads return) and an input schema (what forms send).

export * from '../tables.ts';
export * from './accommodation-option.ts';
export * from './career.ts';
export * from './city.ts';
export * from './community-blog-post.ts';
export * from './contact.ts';
export * from './country.ts';
// Compile-time only: every entity schema against its generated table row (a drift fails the typecheck).
export type { EntitiesMatchTables } from './database-rows.ts';
export * from './exchange-rate.ts';
export * from './figure.ts';
export * from './interview.ts';
export * from './news.ts';
export * from './premium-resource-link.ts';
export * from './pricing-plan.ts';
export * from './program.ts';
export * from './provenance.ts';
export * from './purchase.ts';
export * from './resource-item.ts';
export * from './settings.ts';
export * from './testimonial.ts';
export * from './transportation-option.ts';
export * from './university.ts';
export * from './video.ts';
