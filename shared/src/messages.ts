// The message catalogue of docs/product.md sections 5 and 8. The original product's texts are kept verbatim (emoji and
// quotes included): tests and e2e assert against these constants, so never reword one in place.
// Failure toasts carry the backend's error message as description: use withDescription().

import { STORY_STATUS_LABELS, type StoryStatus } from './constants.ts';
import { chromeMessages, type Notice, notice } from './notice.ts';
import { readMessages } from './read-messages.ts';

/** Admin delete confirmation, e.g. confirmDelete('university'). */
/* @__NO_SIDE_EFFECTS__ */
export const confirmDelete = (noun: string): string => `Are you sure you want to delete this ${noun}?`;

/**
 * The sign-up password rule of supabase/config.toml (minimum_password_length 10, "letters_digits"):
 * the site says it before the server refuses, and checks it the way GoTrue does (an ASCII letter, a digit).
 */
export const PASSWORD_RULE = 'Use at least 10 characters, including a letter and a digit.';

export const meetsPasswordRule = (password: string): boolean =>
  password.length >= 10 && /[A-Za-z]/.test(password) && /[0-9]/.test(password);

// ── Public site ──────────────────────────────────────────────────────────────────────────────
export const publicMessages = {
  fetchError: readMessages.fetchError,
  universityNotFound: notice('Error', 'Could not find the requested university.'),
  universityErrorView: { heading: 'An Error Occurred', back: 'Back to Universities' },
  loginFailed: notice('Login Failed'),
  signUpFailed: notice('Sign Up Failed'),
  logoutFailed: chromeMessages.logoutFailed,
  postFailed: notice('Error submitting post'),
  checkoutFailed: notice('Checkout Error'),
  paymentNotConfigured: notice(
    'Payment Not Configured',
    'Please add a price ID for this plan in the Admin Panel to enable checkout.',
  ),
  redirectingToCheckout: notice('Redirecting to checkout...'),
  // Not in the spec: a purchase unlocks premium for an account, so buying starts with logging in.
  loginToBuy: notice('Please Log In', 'Log in to buy a plan: it unlocks premium resources for your account.'),
  // Not in the spec (it leaves the return flags' handling open): the notices for Stripe's return URLs.
  paymentCancelled: notice('Payment Cancelled', 'Your payment was cancelled. You have not been charged.'),
  /** Badge on a pricing plan the signed-in visitor has paid for. */
  planPurchased: 'Purchased',
  contactFailed: (message: string): Notice =>
    notice('Uh oh! Something went wrong.', `There was a problem sending your message: ${message}`),

  validation: {
    missingFields: notice('Missing Fields', 'Please fill out all required fields.'),
    invalidEmail: notice('Invalid Email', 'Please enter a valid email address.'),
    postMissingFields: notice('Missing fields', 'Please provide a title and content for your post.'),
    // Not in the spec: a suggested correction to a figure (the "Suggest a correction" links).
    suggestionMissingFields: notice(
      'Missing Fields',
      'Please give the correct value and the official page it comes from.',
    ),
    invalidSourceUrl: notice(
      'Invalid Link',
      'Enter the full address of the official page, starting with https:// (copy it from your browser).',
    ),
    // Not in the spec: the database rejects over-long anonymous inserts, so say so before sending.
    tooLong: (field: string, max: number): Notice =>
      notice('Too Long', `${field} must be at most ${max.toLocaleString('en-US')} characters.`),
  },

  comingSoon: chromeMessages.comingSoon,
  searchComingSoon: chromeMessages.searchComingSoon,

  messageSent: notice(
    '📬 Message Sent!',
    "Thank you for your message! We've received it and will get back to you soon.",
  ),
  loggedOut: chromeMessages.loggedOut,
  loginSucceeded: notice('Login Successful!', 'Welcome back!'),
  signUpSucceeded: notice('Sign Up Successful!', 'Please check your email to verify your account.'),
  // Not in the spec: with e-mail confirmation off (auth settings) sign-up returns a session, the account
  // is confirmed and signed in, and no mail is sent; the spec's text above is for a confirmation mail.
  signUpSignedIn: notice('Sign Up Successful!', 'Your account is ready and you are signed in.'),
  // Not in the spec: the confirmation link lands on /auth, which stores the session it carries.
  signUpConfirmed: notice('Email Confirmed', 'Your account is ready and you are signed in.'),
  confirmationLinkExpired: notice(
    'Confirmation Link Expired',
    'This link was already used or is too old. If you confirmed before, log in; otherwise sign up again for a new link.',
  ),
  suggestionSent: notice(
    'Thank You!',
    'Our team will check the page you sent. The site changes only once they have confirmed the figure.',
  ),
  suggestionFailed: (message: string): Notice =>
    notice('Uh oh! Something went wrong.', `Your suggestion could not be sent: ${message}`),
  storyShared: notice('Story Shared!', 'Thank you for sharing your experience! Your story is now live.'),

  pending: readMessages.pending,
  empty: {
    universities: 'No Universities Found',
    bachelorPrograms: "No Bachelor's programs listed for this university yet.",
    masterPrograms: "No Master's programs listed for this university yet.",
    stories: 'No Stories Yet',
    careers: 'No Current Openings',
  },
  unexpectedError: chromeMessages.unexpectedError,
  // Not in the spec (it shows every university at once): the universities list pages through long lists.
  universityList: {
    showMore: 'Show more',
    loading: 'Loading...',
    /** Announced to screen readers as the list changes. */
    progress: (shown: number, total: number): string =>
      shown < total
        ? `Showing ${shown} of ${total} universities`
        : `${total} ${total === 1 ? 'university' : 'universities'} shown`,
    loadFailed: { text: 'The list could not be loaded. Check your connection and', retry: 'try again' },
    emptyHint: 'Try another name, city or country, or choose All Universities.',
  },
} as const;

// ── Admin console ────────────────────────────────────────────────────────────────────────────
export type AdminResourceMessages = {
  readonly fetchError: Notice;
  readonly saveError: { readonly add: Notice; readonly update: Notice };
  readonly saved: Notice;
  readonly deleteError: Notice;
  readonly deleted: Notice;
  readonly confirmDelete: string;
  readonly empty: string;
};

type ResourceTexts = {
  fetch: string;
  save: string | { add: string; update: string };
  saved: string | Notice;
  deleteError: string;
  deleted: string | Notice;
  noun: string;
  empty: string;
};

/* @__NO_SIDE_EFFECTS__ */
const resource = (t: ResourceTexts): AdminResourceMessages => {
  const save = typeof t.save === 'string' ? { add: t.save, update: t.save } : t.save;
  const asNotice = (v: string | Notice) => (typeof v === 'string' ? notice(v) : v);
  return {
    fetchError: notice(t.fetch),
    saveError: { add: notice(save.add), update: notice(save.update) },
    saved: asNotice(t.saved),
    deleteError: notice(t.deleteError),
    deleted: asNotice(t.deleted),
    confirmDelete: confirmDelete(t.noun),
    empty: t.empty,
  };
};

// Not in the spec: with review on (Console → Settings), a story appears once staff approve it. Apart
// from publicMessages so that only the stories page carries it (every page's bundle has publicMessages).
export const storyAwaitingReview = notice(
  'Story Received!',
  'Thank you for sharing your experience! Your story will appear here once our team has reviewed it.',
);

// Not in the spec: a table the public site bakes into its pages (`rebuild_site_on_change` in the
// migrations) rebuilds it when saved, so its notices say when families will see the change.
const SITE_UPDATES = 'The public site will update within seconds.';
/* @__NO_SIDE_EFFECTS__ */
const publishedNotice = (title: string): Notice => notice(title, SITE_UPDATES);

/**
 * A screen's texts in the pattern of the others, for a resource the spec words nothing for: a new
 * screen takes these (from its registry noun and label) and needs no entry in adminMessages.
 * `published`: the site bakes the table into its pages, so a save says when families see it.
 */
/* @__NO_SIDE_EFFECTS__ */
export function resourceMessages(noun: string, plural: string, published = false): AdminResourceMessages {
  const one = noun.toLowerCase();
  const many = plural.toLowerCase();
  const title = `${one.charAt(0).toUpperCase()}${one.slice(1)}`;
  const saved = `${title} added/updated successfully`;
  return resource({
    fetch: `Error fetching ${many}`,
    save: `Error adding/updating ${one}`,
    saved: published ? publishedNotice(saved) : saved,
    deleteError: `Error deleting ${one}`,
    deleted: `${title} deleted successfully`,
    noun: one,
    empty: `No ${many} found.`,
  });
}

export const adminMessages = {
  universities: resource({
    fetch: 'Error fetching universities',
    save: { add: 'Error adding university', update: 'Error updating university' },
    saved: publishedNotice('University added or updated successfully'),
    deleteError: 'Error deleting university',
    deleted: 'University deleted successfully',
    noun: 'university',
    empty: 'No universities found. Add one to get started!',
  }),
  // Programs are managed inside a university's edit screen; the spec has no texts for them, so these
  // follow the pattern of the other resources.
  programs: resource({
    fetch: 'Error fetching programs',
    save: 'Error adding/updating program',
    saved: publishedNotice('Program added/updated successfully'),
    deleteError: 'Error deleting program',
    deleted: 'Program deleted successfully',
    noun: 'program',
    empty: 'No programs listed for this university yet.',
  }),
  blog: resource({
    fetch: 'Error fetching blog posts',
    save: { add: 'Error adding blog post', update: 'Error updating blog post' },
    saved: 'Blog post added or updated successfully',
    deleteError: 'Error deleting blog post',
    deleted: 'Blog post deleted successfully',
    noun: 'blog post',
    empty: 'No blog posts found. Create one to get started!',
  }),
  interviews: resource({
    fetch: 'Error fetching interviews',
    save: 'Error adding/updating interview',
    saved: 'Interview added/updated successfully',
    deleteError: 'Error deleting interview',
    deleted: 'Interview deleted successfully',
    noun: 'interview',
    empty: 'No interviews found. Add one to get started!',
  }),
  // Leads are read and deleted only: no save texts exist.
  leads: {
    fetchError: notice('Error fetching leads'),
    deleteError: notice('Error Deleting Lead'),
    deleted: notice('Lead Deleted', 'The lead has been successfully deleted.'),
    confirmDelete: confirmDelete('lead'),
    empty: 'No leads or inquiries found.',
  } satisfies Omit<AdminResourceMessages, 'saveError' | 'saved'>,
  testimonials: resource({
    fetch: 'Error fetching testimonials',
    save: 'Error adding/updating testimonial',
    saved: publishedNotice('Testimonial added/updated successfully'),
    deleteError: 'Error deleting testimonial',
    deleted: 'Testimonial deleted successfully', // not given by the spec
    noun: 'testimonial',
    empty: 'No testimonials found. Add some to showcase student success!',
  }),
  videos: resource({
    fetch: 'Error fetching videos',
    save: 'Error saving video',
    saved: publishedNotice('Video added/updated successfully!'),
    deleteError: 'Error deleting video',
    deleted: 'Video deleted successfully',
    noun: 'video',
    empty: 'No videos found. Add one to get started!',
  }),
  news: resource({
    fetch: 'Error fetching news articles',
    save: 'Error adding/updating article',
    saved: publishedNotice('Article added/updated successfully'),
    deleteError: 'Error deleting article',
    deleted: 'Article deleted successfully', // not given by the spec
    noun: 'article',
    empty: 'No news articles found.',
  }),
  careers: resource({
    fetch: 'Error fetching career openings',
    save: 'Error adding/updating job',
    saved: publishedNotice('Job opening added/updated successfully'),
    deleteError: 'Error deleting job',
    deleted: 'Job opening deleted successfully', // not given by the spec
    noun: 'job opening',
    empty: 'No career openings found.',
  }),
  pricing: resource({
    fetch: 'Error fetching pricing plans',
    save: 'Error adding/updating plan',
    saved: publishedNotice('Pricing plan added/updated successfully'),
    deleteError: 'Error deleting plan',
    deleted: 'Plan deleted successfully',
    noun: 'plan',
    empty: 'No pricing plans found.',
  }),
  studyMaterials: resource({
    fetch: 'Error fetching resources',
    save: 'Error adding/updating resource',
    saved: 'Resource added/updated successfully',
    deleteError: 'Error deleting resource',
    deleted: 'Resource deleted successfully', // not given by the spec
    noun: 'resource',
    empty: 'No resources found.',
  }),
  accommodation: resource({
    fetch: 'Error fetching accommodation options',
    save: 'Error adding/updating option',
    saved: publishedNotice('Accommodation option added/updated successfully'),
    deleteError: 'Error deleting option',
    deleted: 'Option deleted successfully',
    noun: 'option',
    empty: 'No accommodation options found.',
  }),
  transportation: resource({
    fetch: 'Error fetching transportation options',
    save: 'Error adding/updating option',
    saved: 'Transportation option added/updated successfully',
    deleteError: 'Error deleting option',
    deleted: 'Option deleted successfully',
    noun: 'option',
    empty: 'No transportation options found.',
  }),
  // Not in the spec (new with the cost planner); they follow the pattern of the other resources.
  cities: resource({
    fetch: 'Error fetching cities',
    save: 'Error adding/updating city',
    saved: publishedNotice('City added/updated successfully'),
    deleteError: 'Error deleting city',
    deleted: 'City deleted successfully',
    noun: 'city',
    empty: 'No cities found. Add one to show its living costs.',
  }),
  countries: resource({
    fetch: 'Error fetching countries',
    save: 'Error adding/updating country',
    saved: publishedNotice('Country added/updated successfully'),
    deleteError: 'Error deleting country',
    deleted: 'Country deleted successfully',
    noun: 'country',
    empty: 'No countries found. Add one to publish its guide.',
  }),
  exchangeRates: {
    fetchError: notice('Error fetching exchange rates'),
    saveError: notice('Error saving exchange rate'),
    saved: publishedNotice('Exchange rate saved: the site is being rebuilt with it.'),
    title: 'Exchange rates',
    help: 'Units of each currency per euro, as a central bank published them (for example the Reserve Bank of India or the ECB), with that date. The site converts every euro amount at these rates and shows the date; nothing is fetched live.',
  },
  settings: {
    fetchError: notice('Error fetching settings'),
    saveError: notice('Error saving Stripe settings'),
    saved: notice('Stripe settings saved successfully!'),
    title: 'Site Settings',
    secretKeyWarning: 'Never put your secret key here: the secret key must never be on the client.',
    // Not in the spec: explain why a key is refused before it is stored in a publicly readable row.
    secretKeyRejected:
      'This is a secret key (sk_… or rk_…). The secret key must never be on the client: paste the publishable key (pk_test_… or pk_live_…) instead.',
    publishableKeyInvalid: 'A publishable key starts with pk_test_ or pk_live_.',
  },
  // Not in the spec: holding back, hiding and reviewing community stories.
  storyModeration: {
    changed: (label: string): Notice => notice(`Story ${label.toLowerCase()}`),
    changeError: notice('Error changing the story'),
    reviewSaved: (on: boolean): Notice =>
      notice(
        on ? 'Stories now wait for review' : 'Stories now publish at once',
        on
          ? 'New stories from visitors appear on the site once you approve them.'
          : 'New stories from visitors appear on the site as soon as they are shared.',
      ),
    reviewSaveError: notice('Error saving the review setting'),
    /** The list filtered by one status and empty: after the last approval, nothing waits for review. */
    emptyWithStatus: (status: StoryStatus): string =>
      status === 'pending'
        ? 'No stories are waiting for review.'
        : `No ${STORY_STATUS_LABELS[status].toLowerCase()} stories.`,
  },
  dashboard: {
    heading: 'Admin Dashboard',
    welcome: 'Welcome back, Admin!',
    settingsComingSoon: 'Admin Settings',
    funnel: 'Consultation funnel',
    staleFigures: 'Figures and rates to check again',
    staleFiguresFetchError: notice('Error fetching stale figures'),
    suggestionsToReview: 'Suggestions to review',
    /** Currencies families choose (or figures are in) that have no exchange rate at all. */
    missingRates: (codes: readonly string[]) => `No rate for ${codes.join(', ')}`,
    revenueThisMonth: 'Revenue this month',
  },
  students: {
    fetchError: notice('Error fetching students'),
    empty: 'No students found.',
    grantAdmin: (email: string) =>
      notice(
        'Make this student an admin?',
        `${email} will be able to open this console and change every page of the site from their next sign-in.`,
      ),
    revokeAdmin: (email: string) =>
      notice('Revoke admin rights?', `${email} will no longer be able to open this console.`),
    adminChanged: notice('Admin rights updated'),
    adminChangeFailed: notice('Admin rights not changed'),
  },
  purchases: {
    fetchError: notice('Error fetching purchases'),
    empty: 'No purchases yet.',
  },
  revenue: { fetchError: notice('Error fetching revenue') },
  // Not in the spec: pictures of universities, news, testimonials and cities, on Supabase Storage.
  images: {
    help: 'JPEG, PNG, WebP or AVIF, at most 5 MB. The site makes smaller copies for phones.',
    wrongType: 'Choose a JPEG, PNG, WebP or AVIF image.',
    tooLarge: 'The image is larger than 5 MB: choose a smaller one.',
    uploadError: notice('Error uploading the image'),
  },
  // Not in the spec: CSV import and export.
  csvImport: {
    previewError: notice('Error reading the CSV file'),
    importError: notice('Error importing the CSV file'),
    nothingWritten: notice('Nothing was imported', 'Some rows are no longer valid: see the problems listed.'),
    imported: (added: number, updated: number): Notice =>
      notice('CSV imported', `${added} added, ${updated} updated. ${SITE_UPDATES}`),
    previewSummary: (rows: number, added: number, updated: number, failing: number) =>
      `${rows} ${rows === 1 ? 'row' : 'rows'}: ${added} new, ${updated} to update, ${failing} with errors.`,
    exportError: notice('Error exporting the list'),
  },
  // Not in the spec: visitors' suggested corrections to figures, reviewed by staff.
  suggestions: {
    fetchError: notice('Error fetching suggestions'),
    deleteError: notice('Error deleting suggestion'),
    deleted: notice('Suggestion deleted'),
    confirmDelete: confirmDelete('suggestion'),
    empty: 'No suggestions match.',
    accepted: publishedNotice('Suggestion accepted: the figure is saved'),
    acceptError: 'The figure was not saved. What you typed is still here:',
    mustBeChecked: 'An accepted figure is checked: choose Known or Confirmed none.',
    rejected: notice('Suggestion rejected'),
    rejectError: 'The suggestion was not rejected:',
    reasonRequired: 'Say why the suggestion is rejected.',
    rowGone: 'This row no longer exists.',
  },
  // Not in the spec: how complete and how current the catalogue's figures are.
  catalogueHealth: {
    fetchError: notice('Error fetching the catalogue health'),
    programsFetchError: notice('Error fetching programmes'),
    empty: 'No programmes match.',
    checkNextEmpty: 'Nothing to check: every programme matching these filters is checked and current.',
  },
  // Not in the spec: the audit trail of staff changes.
  activity: {
    fetchError: notice('Error fetching activity'),
    empty: 'No changes by staff match.',
    lastChanged: (who: string, when: string) => `Last changed by ${who} on ${when}`,
    neverChanged: 'No change by staff recorded yet.',
  },
  backToSite: 'Back to Main Site',
} as const;

// ── Access guards ────────────────────────────────────────────────────────────────────────────
export const accessMessages = {
  loginRequired: 'Please log in to access the admin panel.',
  notAuthorized: 'You are not authorized to access this page.',
  /** Where each guard sends the visitor. */
  redirect: { loginRequired: '/auth', notAuthorized: '/' },
} as const;
