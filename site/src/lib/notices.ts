// The one notices API for the whole site. Islands (React) and plain page scripts call toast(); the
// single Toaster (components/Toaster.astro, framework-free so static pages ship no React) renders it.
// They talk through a window event rather than a shared module, so a notice works whichever bundle
// chunk the caller lives in, and a notice raised before the Toaster started is queued, not lost.
import type { Notice } from '@app/shared/notice';

export type ToastVariant = 'default' | 'destructive';
export type ToastOptions = Notice & { variant?: ToastVariant; duration?: number };

export const TOAST_EVENT = 'app:toast';
const PENDING_KEY = 'app:pending-toast';

type ToastWindow = Window & { __appToaster?: boolean; __appToastQueue?: ToastOptions[] };

export function toast(options: ToastOptions): void {
  const w = window as ToastWindow;
  if (!w.__appToaster) {
    w.__appToastQueue ??= [];
    w.__appToastQueue.push(options);
    return;
  }
  w.dispatchEvent(new CustomEvent<ToastOptions>(TOAST_EVENT, { detail: options }));
}

/** A failure notice: the catalogue title with the backend's message as description (docs/product.md section 8). */
export function toastError(base: Notice, message?: string): void {
  toast({ title: base.title, description: message ?? base.description, variant: 'destructive' });
}

/** Shows the notice on the next page this tab loads (e.g. 'Logged Out' after going to '/'). */
export function toastAfterNavigation(options: ToastOptions): void {
  try {
    sessionStorage.setItem(PENDING_KEY, JSON.stringify(options));
  } catch {
    // Storage can be disabled; the notice is then simply not carried over.
  }
}

export function takePendingToast(): ToastOptions | null {
  try {
    const raw = sessionStorage.getItem(PENDING_KEY);
    if (!raw) return null;
    sessionStorage.removeItem(PENDING_KEY);
    return JSON.parse(raw) as ToastOptions;
  } catch {
    return null;
  }
}

/** Drains notices raised before the Toaster listened. */
export function takeQueuedToasts(): ToastOptions[] {
  const w = window as ToastWindow;
  w.__appToaster = true;
  const queued = w.__appToastQueue ?? [];
  w.__appToastQueue = [];
  return queued;
}

/** The one helper (@app/shared/notice), here beside the notices it feeds. */
export { errorMessage } from '@app/shared/notice';
