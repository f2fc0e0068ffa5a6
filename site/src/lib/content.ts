// Build-time helpers over the collections: typed, ordered as docs/product.md section 7 says. The
// university catalogue is read apart from the collections (catalogue.ts).
import { getCollection } from 'astro:content';

const byNumericId = (a: { id: string }, b: { id: string }) => Number(a.id) - Number(b.id);

export async function accommodationOptions() {
  return (await getCollection('accommodation')).map((entry) => entry.data).sort(byNumericId);
}

export async function pricingPlans() {
  return (await getCollection('pricing')).map((entry) => entry.data).sort((a, b) => a.price_inr - b.price_inr);
}

export async function newsArticles() {
  // date descending, undated first (PostgREST's default for descending order), ties by id.
  return (await getCollection('news'))
    .map((entry) => entry.data)
    .sort((a, b) => (b.date ?? '9999').localeCompare(a.date ?? '9999') || Number(a.id) - Number(b.id));
}

const newestFirst = (a: { created_at: string }, b: { created_at: string }) =>
  Date.parse(b.created_at) - Date.parse(a.created_at);

export async function videos() {
  return (await getCollection('videos')).map((entry) => entry.data).sort(newestFirst);
}

export async function careers() {
  return (await getCollection('careers')).map((entry) => entry.data).sort(newestFirst);
}

/** Up to `count` testimonials for the home page: featured ones first, newest first. */
export async function homeTestimonials(count = 3) {
  const all = (await getCollection('testimonials')).map((entry) => entry.data);
  return all.sort((a, b) => Number(b.is_featured) - Number(a.is_featured) || newestFirst(a, b)).slice(0, count);
}
