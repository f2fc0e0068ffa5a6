// Expected texts are copied from the original product (docs/product.md sections 5 and 8), character for character.
import { describe, expect, it } from 'vitest';
import { accessMessages, adminMessages, confirmDelete, publicMessages, resourceMessages } from './messages.ts';
import { errorMessage, withDescription } from './notice.ts';

describe('public messages', () => {
  it('match the spec exactly', () => {
    expect(publicMessages.messageSent).toEqual({
      title: '📬 Message Sent!',
      description: "Thank you for your message! We've received it and will get back to you soon.",
    });
    expect(publicMessages.loggedOut).toEqual({
      title: 'Logged Out',
      description: 'You have been successfully logged out.',
    });
    expect(publicMessages.loginSucceeded).toEqual({
      title: 'Login Successful!',
      description: 'Welcome back!',
    });
    expect(publicMessages.signUpSucceeded).toEqual({
      title: 'Sign Up Successful!',
      description: 'Please check your email to verify your account.',
    });
    expect(publicMessages.storyShared).toEqual({
      title: 'Story Shared!',
      description: 'Thank you for sharing your experience! Your story is now live.',
    });
    expect(publicMessages.paymentNotConfigured).toEqual({
      title: 'Payment Not Configured',
      description: 'Please add a price ID for this plan in the Admin Panel to enable checkout.',
    });
    expect(publicMessages.universityNotFound).toEqual({
      title: 'Error',
      description: 'Could not find the requested university.',
    });
    expect(publicMessages.universityErrorView.heading).toBe('An Error Occurred');
    expect(publicMessages.redirectingToCheckout.title).toBe('Redirecting to checkout...');
    expect(publicMessages.unexpectedError).toBe('Unexpected Application Error!');
    expect(publicMessages.empty.bachelorPrograms).toBe("No Bachelor's programs listed for this university yet.");
    expect(publicMessages.empty.masterPrograms).toBe("No Master's programs listed for this university yet.");
  });

  it('has the spec failure titles', () => {
    const titles = Object.values(publicMessages.fetchError).map((n) => n.title);
    expect(titles).toEqual([
      'Error fetching universities',
      'Error fetching programs',
      'Error fetching accommodation data',
      'Error fetching transportation data',
      'Error fetching resources',
      'Error fetching pricing plans',
      'Error fetching news',
      'Error fetching posts',
      'Error fetching videos',
      'Error fetching careers',
    ]);
    expect(
      [
        publicMessages.loginFailed,
        publicMessages.signUpFailed,
        publicMessages.logoutFailed,
        publicMessages.postFailed,
        publicMessages.checkoutFailed,
      ].map((n) => n.title),
    ).toEqual(['Login Failed', 'Sign Up Failed', 'Logout Failed', 'Error submitting post', 'Checkout Error']);
  });

  it('builds the contact failure from the backend message', () => {
    expect(publicMessages.contactFailed('rate limited')).toEqual({
      title: 'Uh oh! Something went wrong.',
      description: 'There was a problem sending your message: rate limited',
    });
  });

  it('puts the backend message in failure toasts', () => {
    expect(withDescription(publicMessages.fetchError.news, 'boom')).toEqual({
      title: 'Error fetching news',
      description: 'boom',
    });
  });

  it('has the validation notices of section 5', () => {
    const v = publicMessages.validation;
    expect(`${v.missingFields.title}: ${v.missingFields.description}`).toBe(
      'Missing Fields: Please fill out all required fields.',
    );
    expect(`${v.invalidEmail.title}: ${v.invalidEmail.description}`).toBe(
      'Invalid Email: Please enter a valid email address.',
    );
    expect(v.postMissingFields).toEqual({
      title: 'Missing fields',
      description: 'Please provide a title and content for your post.',
    });
  });

  it('has the coming-soon titles, with emoji', () => {
    const c = publicMessages.comingSoon;
    expect(
      [c.chatbot, c.search, c.moreInfo, c.moreDetails, c.resource, c.fullArticle, c.applicationInfo].map(
        (n) => n.title,
      ),
    ).toEqual([
      '🚧 Chatbot Coming Soon!',
      '🚧 Search Feature Coming Soon!',
      '🚧 More Info Coming Soon!',
      '🚧 More Details Coming Soon!',
      '🚧 Resource Coming Soon!',
      '🚧 Full Article Coming Soon!',
      'Application Info Coming Soon',
    ]);
  });

  it('echoes the search text in the search notice', () => {
    const n = publicMessages.searchComingSoon('  Erasmus  ');
    expect(n.title).toBe('🚧 Search Feature Coming Soon!');
    expect(n.description).toContain('"Erasmus"');
    expect(publicMessages.searchComingSoon('').description).not.toContain('""');
  });
});

describe('admin messages', () => {
  it('words a new screen like the others from its noun and label', () => {
    const messages = resourceMessages('Scholarship Offer', 'Scholarship offers', true);
    expect(messages.fetchError.title).toBe('Error fetching scholarship offers');
    expect(messages.saveError.add.title).toBe('Error adding/updating scholarship offer');
    expect(messages.saved).toEqual({
      title: 'Scholarship offer added/updated successfully',
      description: 'The public site will update within seconds.',
    });
    expect(messages.deleted.title).toBe('Scholarship offer deleted successfully');
    expect(messages.confirmDelete).toBe('Are you sure you want to delete this scholarship offer?');
    expect(messages.empty).toBe('No scholarship offers found.');
    expect(resourceMessages('Note', 'Notes').saved).toEqual({ title: 'Note added/updated successfully' });
  });

  // [resource, fetch, save add, save update, saved, delete error, deleted, confirm noun, empty]
  const table = [
    [
      'universities',
      'Error fetching universities',
      'Error adding university',
      'Error updating university',
      'University added or updated successfully',
      'Error deleting university',
      'University deleted successfully',
      'university',
      'No universities found. Add one to get started!',
    ],
    [
      'blog',
      'Error fetching blog posts',
      'Error adding blog post',
      'Error updating blog post',
      'Blog post added or updated successfully',
      'Error deleting blog post',
      'Blog post deleted successfully',
      'blog post',
      'No blog posts found. Create one to get started!',
    ],
    [
      'interviews',
      'Error fetching interviews',
      'Error adding/updating interview',
      'Error adding/updating interview',
      'Interview added/updated successfully',
      'Error deleting interview',
      'Interview deleted successfully',
      'interview',
      'No interviews found. Add one to get started!',
    ],
    [
      'videos',
      'Error fetching videos',
      'Error saving video',
      'Error saving video',
      'Video added/updated successfully!',
      'Error deleting video',
      'Video deleted successfully',
      'video',
      'No videos found. Add one to get started!',
    ],
    [
      'pricing',
      'Error fetching pricing plans',
      'Error adding/updating plan',
      'Error adding/updating plan',
      'Pricing plan added/updated successfully',
      'Error deleting plan',
      'Plan deleted successfully',
      'plan',
      'No pricing plans found.',
    ],
    [
      'accommodation',
      'Error fetching accommodation options',
      'Error adding/updating option',
      'Error adding/updating option',
      'Accommodation option added/updated successfully',
      'Error deleting option',
      'Option deleted successfully',
      'option',
      'No accommodation options found.',
    ],
    [
      'transportation',
      'Error fetching transportation options',
      'Error adding/updating option',
      'Error adding/updating option',
      'Transportation option added/updated successfully',
      'Error deleting option',
      'Option deleted successfully',
      'option',
      'No transportation options found.',
    ],
  ] as const;

  it.each(table)('%s matches the spec', (name, fetch, add, update, saved, delErr, deleted, noun, empty) => {
    const m = adminMessages[name];
    expect(m.fetchError.title).toBe(fetch);
    expect(m.saveError.add.title).toBe(add);
    expect(m.saveError.update.title).toBe(update);
    expect(m.saved.title).toBe(saved);
    expect(m.deleteError.title).toBe(delErr);
    expect(m.deleted.title).toBe(deleted);
    expect(m.confirmDelete).toBe(`Are you sure you want to delete this ${noun}?`);
    expect(m.empty).toBe(empty);
  });

  it('covers the resources whose delete success the spec leaves open', () => {
    expect(adminMessages.testimonials.saved.title).toBe('Testimonial added/updated successfully');
    expect(adminMessages.testimonials.saveError.add.title).toBe('Error adding/updating testimonial');
    expect(adminMessages.testimonials.empty).toBe('No testimonials found. Add some to showcase student success!');
    expect(adminMessages.news.fetchError.title).toBe('Error fetching news articles');
    expect(adminMessages.news.saved.title).toBe('Article added/updated successfully');
    expect(adminMessages.news.deleteError.title).toBe('Error deleting article');
    expect(adminMessages.news.empty).toBe('No news articles found.');
    expect(adminMessages.careers.fetchError.title).toBe('Error fetching career openings');
    expect(adminMessages.careers.saveError.update.title).toBe('Error adding/updating job');
    expect(adminMessages.careers.saved.title).toBe('Job opening added/updated successfully');
    expect(adminMessages.careers.deleteError.title).toBe('Error deleting job');
    expect(adminMessages.careers.empty).toBe('No career openings found.');
    expect(adminMessages.studyMaterials.saved.title).toBe('Resource added/updated successfully');
    expect(adminMessages.studyMaterials.empty).toBe('No resources found.');
  });

  it('has the lead, settings and DB texts', () => {
    expect(adminMessages.leads.fetchError.title).toBe('Error fetching leads');
    expect(adminMessages.leads.deleteError.title).toBe('Error Deleting Lead');
    expect(adminMessages.leads.deleted).toEqual({
      title: 'Lead Deleted',
      description: 'The lead has been successfully deleted.',
    });
    expect(adminMessages.leads.empty).toBe('No leads or inquiries found.');
    expect(adminMessages.settings.fetchError.title).toBe('Error fetching settings');
    expect(adminMessages.settings.saveError.title).toBe('Error saving Stripe settings');
    expect(adminMessages.settings.saved.title).toBe('Stripe settings saved successfully!');
    expect(adminMessages.dashboard.welcome).toBe('Welcome back, Admin!');
    expect(confirmDelete('university')).toBe('Are you sure you want to delete this university?');
  });
});

describe('access messages', () => {
  it('match the spec exactly', () => {
    expect(accessMessages.loginRequired).toBe('Please log in to access the admin panel.');
    expect(accessMessages.notAuthorized).toBe('You are not authorized to access this page.');
    expect(accessMessages.redirect).toEqual({ loginRequired: '/auth', notAuthorized: '/' });
  });
});

describe('errorMessage', () => {
  it('reads the text a failed call carries, whichever client threw it', () => {
    expect(errorMessage({ message: 'new row violates check constraint' })).toBe('new row violates check constraint');
    expect(errorMessage({ message: 'HttpError', body: { message: 'Permission denied' } })).toBe('Permission denied');
    expect(errorMessage('Failed to fetch')).toBe('Failed to fetch');
  });

  it('says something useful when the error carries no text', () => {
    for (const empty of [undefined, null, '', {}, { message: '' }, 42]) {
      expect(errorMessage(empty)).toBe('Something went wrong. Please try again.');
    }
  });
});
