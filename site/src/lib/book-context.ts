// Links to /book that carry what the visitor is looking at, read from the address when followed: the
// planner's whole query as ?plan=, the compared programmes (?ids=) as ?programs=. Run by
// components/BookingCallout.astro; a few lines, no framework.
export function bookingQuery(carry: string | undefined, search: string): string {
  const params = new URLSearchParams(search);
  if (carry === 'plan' && search.length > 1) return `?plan=${encodeURIComponent(search.slice(1, 2001))}`;
  if (carry === 'compare' && params.get('ids')) return `?programs=${encodeURIComponent(params.get('ids') ?? '')}`;
  return '';
}

export function carryBookingContext(): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-book-carry][href^="/book"]')) {
    const update = () => {
      link.href = `/book${bookingQuery(link.dataset.bookCarry, window.location.search)}`;
    };
    for (const event of ['pointerdown', 'focus', 'click']) link.addEventListener(event, update);
  }
}
