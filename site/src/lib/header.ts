// The header's behaviour without a framework: Resources dropdown (keyboard: arrows, Home/End,
// Escape, type-ahead that resets after 1 s), mobile menu (closes when a link is followed), Logout,
// and the shortlist's count beside "My shortlist".
import { authStorageKey } from './env.ts';
import { logoutOnPress } from './logout-on-press.ts';
import { showShortlistCount } from './shortlist-count.ts';

const TYPEAHEAD_RESET_MS = 1000;

export function initHeader(): void {
  for (const dropdown of document.querySelectorAll<HTMLElement>('[data-dropdown]')) initDropdown(dropdown);
  initMobileMenu();
  showShortlistCount();
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-logout]')) {
    button.addEventListener('click', () => logoutOnPress(button));
  }
  // Another tab logged in or out: keep this header in step.
  window.addEventListener('storage', (event) => {
    if (event.key !== authStorageKey) return;
    if (event.newValue) document.documentElement.dataset.session = 'yes';
    else delete document.documentElement.dataset.session;
  });
}

function initDropdown(root: HTMLElement): void {
  const trigger = root.querySelector<HTMLButtonElement>('[data-dropdown-trigger]');
  const menu = root.querySelector<HTMLElement>('[data-dropdown-menu]');
  if (!trigger || !menu) return;
  const items = () => [...menu.querySelectorAll<HTMLAnchorElement>('a')];
  const isOpen = () => trigger.getAttribute('aria-expanded') === 'true';
  const setOpen = (open: boolean) => {
    trigger.setAttribute('aria-expanded', String(open));
    menu.hidden = !open;
  };
  const focusItem = (index: number) => {
    const list = items();
    list[(index + list.length) % list.length]?.focus();
  };

  trigger.addEventListener('click', () => setOpen(!isOpen()));
  trigger.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      focusItem(event.key === 'ArrowDown' ? 0 : -1);
    }
  });

  let typed = '';
  let typedTimer: ReturnType<typeof setTimeout> | undefined;
  menu.addEventListener('keydown', (event) => {
    const list = items();
    const current = list.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'ArrowDown') focusItem(current + 1);
    else if (event.key === 'ArrowUp') focusItem(current - 1);
    else if (event.key === 'Home') focusItem(0);
    else if (event.key === 'End') focusItem(-1);
    else if (event.key === 'Escape') {
      setOpen(false);
      trigger.focus();
    } else if (event.key.length === 1 && /\S/.test(event.key) && !event.ctrlKey && !event.metaKey) {
      typed += event.key.toLowerCase();
      clearTimeout(typedTimer);
      typedTimer = setTimeout(() => (typed = ''), TYPEAHEAD_RESET_MS);
      const match = list.find((a) => a.textContent?.trim().toLowerCase().startsWith(typed));
      match?.focus();
    } else return;
    event.preventDefault();
  });
  root.addEventListener('focusout', (event) => {
    if (!root.contains(event.relatedTarget as Node | null)) setOpen(false);
  });
  document.addEventListener('click', (event) => {
    if (!root.contains(event.target as Node)) setOpen(false);
  });
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && isOpen()) {
      setOpen(false);
      trigger.focus();
    }
  });
}

function initMobileMenu(): void {
  const toggle = document.querySelector<HTMLButtonElement>('[data-mobile-toggle]');
  const menu = document.querySelector<HTMLElement>('[data-mobile-menu]');
  if (!toggle || !menu) return;
  const setOpen = (open: boolean) => {
    toggle.setAttribute('aria-expanded', String(open));
    menu.hidden = !open;
    toggle.querySelector<HTMLElement>('[data-open-icon]')?.toggleAttribute('hidden', open);
    toggle.querySelector<HTMLElement>('[data-close-icon]')?.toggleAttribute('hidden', !open);
  };
  toggle.addEventListener('click', () => setOpen(toggle.getAttribute('aria-expanded') !== 'true'));
  // Following a link closes the menu (also for a link to the page already shown).
  menu.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a')) setOpen(false);
  });
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && !menu.hidden) {
      setOpen(false);
      toggle.focus();
    }
  });
}
