// The header and footer links of docs/product.md section 2. `guarded` links show a lock icon without a session.
export type NavLink = {
  href: string;
  label: string;
  guarded?: boolean;
  /** Shows how many programmes this browser's shortlist holds (lib/shortlist-count.ts fills it in). */
  shortlistCount?: boolean;
};

export const mainLinks: readonly NavLink[] = [
  { href: '/', label: 'Home' },
  { href: '/about', label: 'About' },
  { href: '/universities', label: 'Universities' },
  { href: '/programs', label: 'Programs' },
  { href: '/pricing', label: 'Pricing' },
  { href: '/news', label: 'News' },
  { href: '/stories', label: 'Stories' },
  { href: '/contact', label: 'Contact' },
];

/** The Resources menu (a product word: the site's guides, not the resource_items table alone). */
export const resourcesMenuLinks: readonly NavLink[] = [
  { href: '/countries', label: 'Country guides' },
  { href: '/scholarships', label: 'Scholarships' },
  { href: '/plan', label: 'Plan my costs' },
  { href: '/shortlist', label: 'My shortlist', shortlistCount: true },
  { href: '/applications', label: 'My applications', guarded: true },
  { href: '/accommodation', label: 'Accommodation' },
  { href: '/transportation', label: 'Transportation', guarded: true },
  { href: '/resources', label: 'Study Resources', guarded: true },
  { href: '/videos', label: 'Video Hub' },
];

export const trailingLinks: readonly NavLink[] = [{ href: '/videos', label: 'Videos' }];

export const footerLinks: readonly NavLink[] = [
  { href: '/programs', label: 'Programs' },
  { href: '/scholarships', label: 'Scholarships' },
  { href: '/countries', label: 'Country guides' },
  { href: '/plan', label: 'Plan my costs' },
  { href: '/shortlist', label: 'My shortlist' },
  { href: '/applications', label: 'My applications' },
  { href: '/community-blog', label: 'Community Stories' },
  { href: '/careers', label: 'Careers' },
  { href: '/privacy-policy', label: 'Privacy Policy' },
  { href: '/terms-of-service', label: 'Terms of Service' },
  { href: '/cookie-policy', label: 'Cookie Policy' },
];

/** Whether a link is the current page (the stories page answers at two paths). */
export function isCurrent(href: string, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (href === '/') return path === '/';
  if (href === '/stories' && path === '/community-blog') return true;
  return path === href || path.startsWith(`${href}/`);
}
