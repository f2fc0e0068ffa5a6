// Renders notices as docs/product.md section 9 says: one at a time (a new one replaces the old), 5 s by default
// (Infinity keeps it), dismissable, swipe right past 50 px to dismiss, F8 focuses the region.
// Also wires every `data-notice` button and `data-notice-search` form on the page, so static pages
// can show their coming-soon notices without any framework.
import {
  TOAST_DURATION_MS,
  TOAST_HOTKEY,
  TOAST_LIMIT,
  TOAST_REGION_LABEL,
  TOAST_SWIPE_THRESHOLD_PX,
} from '@app/shared/constants';
import { chromeMessages } from '@app/shared/notice';
import { TOAST_EVENT, type ToastOptions, takePendingToast, takeQueuedToasts, toast } from './notices.ts';

export const regionLabel = (): string => TOAST_REGION_LABEL.replace('{hotkey}', TOAST_HOTKEY.join('+'));

const CLOSE_ICON =
  '<svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M18 6 6 18"/><path d="m6 6 12 12"/></svg>';

export function mountToaster(region: HTMLElement): void {
  const list = region.querySelector('ol');
  if (!list) return;
  region.setAttribute('aria-label', regionLabel());

  const show = (options: ToastOptions) => {
    // TOAST_LIMIT is 1: the newest replaces whatever is shown.
    while (list.children.length >= TOAST_LIMIT) list.firstElementChild?.remove();
    list.append(renderToast(options));
  };

  window.addEventListener(TOAST_EVENT, (event) => show((event as CustomEvent<ToastOptions>).detail));
  document.addEventListener('keydown', (event) => {
    if ((TOAST_HOTKEY as readonly string[]).includes(event.key)) {
      event.preventDefault();
      region.focus();
    }
  });
  for (const queued of takeQueuedToasts()) show(queued);
  const pending = takePendingToast();
  if (pending) show(pending);
}

function renderToast({ title, description, variant = 'default', duration = TOAST_DURATION_MS }: ToastOptions) {
  const item = document.createElement('li');
  const destructive = variant === 'destructive';
  item.dataset.variant = variant;
  item.className = `pointer-events-auto relative flex w-full touch-pan-y items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg transition-transform ${
    destructive ? 'border-red-700 bg-red-700 text-white' : 'border-slate-200 bg-white text-slate-900'
  }`;
  // The list item stays a list item (axe 'list'); the live role sits on its content.
  const text = document.createElement('div');
  text.className = 'grid gap-1';
  text.setAttribute('role', destructive ? 'alert' : 'status');
  text.setAttribute('aria-atomic', 'true');
  const heading = document.createElement('div');
  heading.className = 'text-sm font-semibold';
  heading.textContent = title;
  text.append(heading);
  if (description) {
    const body = document.createElement('div');
    body.className = 'text-sm opacity-95';
    body.textContent = description;
    text.append(body);
  }
  const close = document.createElement('button');
  close.type = 'button';
  close.setAttribute('aria-label', 'Close');
  close.className = `absolute right-2 top-2 rounded-md p-1 ${destructive ? 'text-white hover:bg-red-800' : 'text-slate-700 hover:bg-slate-100'}`;
  close.innerHTML = CLOSE_ICON;
  item.append(text, close);

  let timer: ReturnType<typeof setTimeout> | undefined;
  const dismiss = () => {
    clearTimeout(timer);
    item.remove();
  };
  const start = () => {
    clearTimeout(timer);
    if (Number.isFinite(duration)) timer = setTimeout(dismiss, duration);
  };
  close.addEventListener('click', dismiss);
  // Reading or acting on a notice pauses its timer.
  item.addEventListener('pointerenter', () => clearTimeout(timer));
  item.addEventListener('pointerleave', start);
  item.addEventListener('focusin', () => clearTimeout(timer));
  item.addEventListener('focusout', start);
  item.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') dismiss();
  });

  // Swipe right past the threshold dismisses; a shorter swipe snaps back.
  let startX: number | null = null;
  item.addEventListener('pointerdown', (event) => {
    if ((event.target as Element).closest('button')) return;
    startX = event.clientX;
    item.setPointerCapture(event.pointerId);
  });
  item.addEventListener('pointermove', (event) => {
    if (startX === null) return;
    const dx = Math.max(0, event.clientX - startX);
    item.style.transform = `translateX(${dx}px)`;
  });
  const end = (event: PointerEvent) => {
    if (startX === null) return;
    const dx = event.clientX - startX;
    startX = null;
    if (dx > TOAST_SWIPE_THRESHOLD_PX) dismiss();
    else item.style.transform = '';
  };
  item.addEventListener('pointerup', end);
  item.addEventListener('pointercancel', () => {
    startX = null;
    item.style.transform = '';
  });

  start();
  return item;
}

/** Buttons with data-notice="key" (a chromeMessages.comingSoon key) or data-notice-title show a notice. */
export function wireNoticeTriggers(root: Document = document): void {
  root.addEventListener('click', (event) => {
    const trigger = (event.target as Element | null)?.closest<HTMLElement>('[data-notice],[data-notice-title]');
    if (!trigger) return;
    event.preventDefault();
    const key = trigger.dataset.notice as keyof typeof chromeMessages.comingSoon | undefined;
    const base = key ? chromeMessages.comingSoon[key] : undefined;
    const title = trigger.dataset.noticeTitle ?? base?.title;
    if (!title) return;
    const description = trigger.dataset.noticeDescription ?? base?.description;
    toast({
      title,
      ...(description ? { description } : {}),
      variant: trigger.dataset.noticeVariant === 'destructive' ? 'destructive' : 'default',
    });
  });
  // News and careers search are not implemented: the notice echoes the searched text.
  root.addEventListener('submit', (event) => {
    const form = event.target as HTMLFormElement;
    if (!form.matches('[data-notice-search]')) return;
    event.preventDefault();
    const query = new FormData(form).get('q');
    toast(chromeMessages.searchComingSoon(typeof query === 'string' ? query : ''));
  });
}
