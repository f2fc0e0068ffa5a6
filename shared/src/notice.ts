// A toast's words, the one way a failed call becomes readable text, and the texts of the chrome every
// page has (logout, the error boundary). Apart from the message catalogue (messages.ts), so that the
// toaster and the header on every page carry these and not the whole catalogue.

export type Notice = { readonly title: string; readonly description?: string };

// Pure: a bundle keeps only the notices it uses (the site carries none of the console's texts).
/* @__NO_SIDE_EFFECTS__ */
export const notice = (title: string, description?: string): Notice =>
  description === undefined ? { title } : { title, description };

/** A failure toast: the catalogue title plus the backend's error message. */
export function withDescription(base: Notice, description: string): Notice {
  return { title: base.title, description };
}

/** The message a failed call carries, for a notice's description: PostgREST's or the auth server's text
 *  (also as react-admin's HttpError `body.message`), or a plain string thrown. */
export function errorMessage(error: unknown): string {
  if (typeof error === 'string' && error) return error;
  if (error && typeof error === 'object') {
    const body = (error as { body?: { message?: unknown } }).body;
    if (body && typeof body.message === 'string' && body.message) return body.message;
    const message = (error as { message?: unknown }).message;
    if (typeof message === 'string' && message) return message;
  }
  return 'Something went wrong. Please try again.';
}

/**
 * Texts of what every page has: the header's logout, an island's error boundary, and the coming-soon
 * notices the toaster wires on any page's buttons.
 */
export const chromeMessages = {
  comingSoon: {
    chatbot: notice('🚧 Chatbot Coming Soon!', 'Our chat assistant is on its way. Meanwhile, book a free call.'),
    search: notice('🚧 Search Feature Coming Soon!', 'Searching is not available yet.'),
    moreInfo: notice('🚧 More Info Coming Soon!', 'Detailed information for this option is on its way.'),
    moreDetails: notice('🚧 More Details Coming Soon!', 'Detailed information for this option is on its way.'),
    resource: notice('🚧 Resource Coming Soon!', 'This resource is being prepared.'),
    fullArticle: notice('🚧 Full Article Coming Soon!', 'The link to this article is not available yet.'),
    applicationInfo: notice('Application Info Coming Soon', 'How to apply for this role will be posted soon.'),
    // Texts below are not given by the spec (it only says such notices exist).
    filters: notice('🚧 Filters Coming Soon!', 'Filtering is not available yet.'),
    loadMoreNews: notice('🚧 More News Coming Soon!', 'You have reached the latest news for now.'),
    loadMoreVideos: notice('🚧 More Videos Coming Soon!', 'New videos are on their way. Visit our YouTube channel.'),
  },
  /** News and careers search is not implemented: the notice echoes what was searched. */
  searchComingSoon: (query: string): Notice => {
    const q = query.trim();
    return notice(
      '🚧 Search Feature Coming Soon!',
      q ? `Searching for "${q}" is not available yet.` : 'Searching is not available yet.',
    );
  },

  loggedOut: notice('Logged Out', 'You have been successfully logged out.'),
  logoutFailed: notice('Logout Failed'),
  unexpectedError: 'Unexpected Application Error!',
} as const;
