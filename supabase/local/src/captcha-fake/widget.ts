// The fake's stand-in for Turnstile's api.js: `window.turnstile.render(container, options)` with the
// options our site passes (sitekey, action, callback, error-callback, expired-callback), plus reset,
// remove and getResponse. Like Turnstile's managed mode for a visitor it trusts, it solves without a
// click: it shows "Verifying…", asks the fake for a token and shows "Success!", or "Verification
// failed" with a way to try again. Tokens expire as Turnstile's do, which calls expired-callback.

export function widgetScript(origin: string, lifetimeSeconds: number): string {
  return `(() => {
  const origin = ${JSON.stringify(origin)};
  const widgets = new Map();
  let next = 0;
  const show = (widget, text) => { widget.box.textContent = text; };
  async function solve(widget) {
    show(widget, 'Verifying…');
    widget.token = undefined;
    clearTimeout(widget.timer);
    try {
      const response = await fetch(origin + '/turnstile/v0/challenge', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ sitekey: widget.options.sitekey, action: widget.options.action, hostname: location.hostname }),
      });
      const answer = await response.json();
      if (!response.ok || !answer.token) throw new Error(answer.error || 'failed');
      widget.token = answer.token;
      show(widget, 'Success!');
      widget.timer = setTimeout(() => {
        widget.token = undefined;
        show(widget, 'Expired');
        widget.options['expired-callback']?.();
      }, ${lifetimeSeconds} * 1000);
      widget.options.callback?.(answer.token);
    } catch (error) {
      show(widget, 'Verification failed');
      const retry = document.createElement('button');
      retry.type = 'button';
      retry.textContent = 'Try again';
      retry.addEventListener('click', () => solve(widget));
      widget.box.append(' ', retry);
      widget.options['error-callback']?.(String(error && error.message));
    }
  }
  window.turnstile = {
    render(container, options) {
      const host = typeof container === 'string' ? document.querySelector(container) : container;
      const id = 'fake-turnstile-' + next++;
      const box = document.createElement('div');
      box.id = id;
      box.setAttribute('role', 'status');
      box.dataset.fakeTurnstile = '';
      host.append(box);
      const widget = { box, options };
      widgets.set(id, widget);
      void solve(widget);
      return id;
    },
    reset(id) { const widget = widgets.get(id); if (widget) void solve(widget); },
    remove(id) { const widget = widgets.get(id); clearTimeout(widget?.timer); widget?.box.remove(); widgets.delete(id); },
    getResponse(id) { return widgets.get(id)?.token; },
  };
  for (const script of document.querySelectorAll('script[src*="/turnstile/v0/api.js"]')) {
    const onload = new URL(script.src).searchParams.get('onload');
    if (onload && typeof window[onload] === 'function') window[onload]();
  }
})();
`;
}
