// The product's auth mails, as hosted GoTrue sends them: supabase/config.toml names a subject and an
// HTML file per kind ([auth.email.template.<kind>]), and the file is a Go template. The stack reads the
// same entries, so the local inbox shows the mails production sends. Only the variables GoTrue gives
// these mails are known; a template asking for another fails loudly instead of mailing a blank.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'smol-toml';

/** The mails GoTrue sends with a link, each with a template in config.toml. */
export type MailKind = 'signup' | 'recovery' | 'email_change';

/** config.toml's template names (GoTrue calls the sign-up mail "confirmation"). */
const TEMPLATE_NAMES: Record<MailKind, string> = {
  signup: 'confirmation',
  recovery: 'recovery',
  email_change: 'email_change',
};

export interface MailValues {
  ConfirmationURL: string;
  SiteURL: string;
  Email: string;
  NewEmail?: string;
}

interface Template {
  subject: string;
  html: string;
}

const CONFIG_PATH = fileURLToPath(new URL('../../../config.toml', import.meta.url));
/** content_path is relative to the project root, the folder that holds supabase/. */
const PROJECT_ROOT = resolve(dirname(CONFIG_PATH), '..');

let templates: Partial<Record<MailKind, Template>> | undefined;

function loadTemplates(): Partial<Record<MailKind, Template>> {
  const config = parse(readFileSync(CONFIG_PATH, 'utf8')) as {
    auth?: { email?: { template?: Record<string, { subject?: string; content_path?: string }> } };
  };
  const configured = config.auth?.email?.template ?? {};
  const loaded: Partial<Record<MailKind, Template>> = {};
  for (const [kind, name] of Object.entries(TEMPLATE_NAMES) as [MailKind, string][]) {
    const entry = configured[name];
    if (!entry?.subject || !entry.content_path) continue;
    loaded[kind] = { subject: entry.subject, html: readFileSync(resolve(PROJECT_ROOT, entry.content_path), 'utf8') };
  }
  return loaded;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The configured subject and HTML body of a kind of mail, or null when config.toml has none. */
export function renderMail(kind: MailKind, values: MailValues): Template | null {
  templates ??= loadTemplates();
  const template = templates[kind];
  if (!template) return null;
  const html = template.html.replace(/\{\{\s*\.(\w+)\s*\}\}/g, (_, name: string) => {
    const value = values[name as keyof MailValues];
    if (value === undefined)
      throw new Error(`Mail template ${kind} uses {{ .${name} }}, which the stack does not know`);
    // Go's html/template escapes every value it inserts; so do we.
    return escapeHtml(value);
  });
  return { subject: template.subject, html };
}
