import { describe, expect, it } from 'vitest';
import { footerLinks, isCurrent, mainLinks, resourcesMenuLinks } from './navigation';

describe('navigation', () => {
  it('has the spec links, and ours: the finder after the universities, the guides, scholarships, planner, shortlist and applications', () => {
    expect(mainLinks.map((l) => l.href)).toEqual([
      '/',
      '/about',
      '/universities',
      '/programs',
      '/pricing',
      '/news',
      '/stories',
      '/contact',
    ]);
    expect(resourcesMenuLinks.map((l) => l.label)).toEqual([
      'Country guides',
      'Scholarships',
      'Plan my costs',
      'My shortlist',
      'My applications',
      'Accommodation',
      'Transportation',
      'Study Resources',
      'Video Hub',
    ]);
    expect(resourcesMenuLinks.filter((l) => l.guarded).map((l) => l.href)).toEqual([
      '/applications',
      '/transportation',
      '/resources',
    ]);
    expect(resourcesMenuLinks.filter((l) => l.shortlistCount).map((l) => l.href)).toEqual(['/shortlist']);
    expect(footerLinks.map((l) => l.href)).toEqual([
      '/programs',
      '/scholarships',
      '/countries',
      '/plan',
      '/shortlist',
      '/applications',
      '/community-blog',
      '/careers',
      '/privacy-policy',
      '/terms-of-service',
      '/cookie-policy',
    ]);
  });

  it('marks the current page', () => {
    expect(isCurrent('/', '/')).toBe(true);
    expect(isCurrent('/', '/about')).toBe(false);
    expect(isCurrent('/universities', '/universities/4')).toBe(true);
    expect(isCurrent('/stories', '/community-blog')).toBe(true);
    expect(isCurrent('/about', '/about/')).toBe(true);
  });
});
