// Hostile input shared by the site and console suites: markup, event handlers and `javascript:` URLs
// that would run if any page put user text into HTML, plus very long and non-Latin text. Every payload
// calls alert() or sets window.__xss, so execution shows as a dialog or a flag.
import { expect, type Page } from '@playwright/test';

export const SCRIPT_TAG = '<script>window.__xss = "script"; alert("script")</script>';
export const HANDLER = "<img src=x onerror=\"window.__xss = 'onerror'; alert('onerror')\">";
export const JS_URL = '<a href="javascript:alert(\'href\')">click me</a>';
export const SVG_BREAKOUT = '"><svg onload=alert("svg")><!--';
const IFRAME = '<iframe srcdoc="<script>parent.alert(\'iframe\')</script>"></iframe>';
// biome-ignore lint/suspicious/noTemplateCurlyInString: a literal template-injection payload, never interpolated.
const TEMPLATE = "{{constructor.constructor('alert(\"template\")')()}} ${alert('template')}";
export const NON_LATIN = 'नमस्ते, मैं बर्लिन में पढ़ती हूँ। · مرحبا بكم في فيينا · 你好，欢迎来到欧洲 · Ελλάδα · 🎓🇮🇳';
/** A single unbroken word: it must wrap inside its card rather than widen the page. */
const LONG_WORD = `Rechtsschutzversicherungsgesellschaften${'x'.repeat(1500)}`;

const HOSTILE_LINES = [SCRIPT_TAG, HANDLER, JS_URL, SVG_BREAKOUT, IFRAME, TEMPLATE, NON_LATIN, LONG_WORD];

/** Long, many-line content: every hostile line, repeated to a few thousand characters. */
export function hostileText(tag: string, maxLength: number): string {
  const block = HOSTILE_LINES.join('\n');
  let text = `${tag}\n${block}`;
  while (text.length + block.length + 1 < maxLength - 200) text += `\n${block.replace(LONG_WORD, 'x'.repeat(40))}`;
  return text;
}

/** Records every dialog (and dismisses it) from now on; read the list at the end of the test. */
export function watchDialogs(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', (dialog) => {
    seen.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return seen;
}

/** Nothing the payloads would create exists, and nothing of theirs ran. */
export async function expectInert(page: Page, dialogs: string[]): Promise<void> {
  const injected = await page.evaluate(() => {
    const found: string[] = [];
    for (const el of document.querySelectorAll('*')) {
      for (const attr of el.attributes) {
        if (attr.name.startsWith('on')) found.push(`${el.tagName} ${attr.name}`);
        if (/^\s*javascript:/i.test(attr.value)) found.push(`${el.tagName} ${attr.name}=javascript:`);
      }
    }
    for (const el of document.querySelectorAll('iframe[srcdoc], img[src="x"]')) found.push(el.outerHTML.slice(0, 80));
    for (const el of document.querySelectorAll('script')) {
      if (el.textContent?.includes('__xss')) found.push('script with the payload');
    }
    return { found, flag: (window as unknown as { __xss?: unknown }).__xss ?? null };
  });
  expect(injected.found).toEqual([]);
  expect(injected.flag).toBeNull();
  expect(dialogs).toEqual([]);
}

/** The page is no wider than the viewport: long words wrap instead of pushing the layout sideways. */
export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(async () => {
    // Opening dialogs grow in with a transform, which widens the page for a moment: let them settle.
    const settling = document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(settling.map((a) => a.finished.catch(() => undefined)));
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    // Name the innermost elements that stick out, to say what to fix.
    return [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > width + 1)
      .filter((el) => ![...el.children].some((child) => child.getBoundingClientRect().right > width + 1))
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}: ${el.textContent?.slice(0, 40)}`);
  });
  expect(overflow).toEqual([]);
}
