// The host configuration both apps ship: Cloudflare Pages' `_headers` and `_redirects` files, in each
// app's public/ folder and so at the root of each build. Read here by the tests that check them and by
// our static server, so `pnpm start` answers with the same headers and redirects as production.
// Formats: https://developers.cloudflare.com/pages/configuration/headers/ and .../redirects/

export interface HeaderRule {
  pattern: string;
  /** In file order: `set` attaches (joined with ", " when attached before), `detach` removes (`! Name`). */
  lines: ({ kind: 'set'; name: string; value: string } | { kind: 'detach'; name: string })[];
}

export interface RedirectRule {
  from: string;
  to: string;
  status: number;
}

/**
 * Cloudflare Pages' limits on `_headers`: 100 rules, and 2,000 characters per line, the whole line
 * (indentation, name and value) counted. Over them the host does not apply the file as written, so a
 * build that grows the policy (one hash per inline script and style) must fail instead. Netlify reads
 * the same format and documents no smaller limit.
 */
const HEADERS_LIMITS = { rules: 100, lineLength: 2000 } as const;

/** Throws naming each line of a `_headers` text the host would not accept. */
export function checkHeaderLines(text: string): void {
  const problems: string[] = [];
  for (const [index, line] of text.split(/\r?\n/).entries()) {
    if (line.length > HEADERS_LIMITS.lineLength) {
      problems.push(
        `line ${index + 1} (${line.trim().split(':')[0]}) is ${line.length} characters; the host allows ${HEADERS_LIMITS.lineLength}`,
      );
    }
  }
  const rules = parseHeaders(text).length;
  if (rules > HEADERS_LIMITS.rules) problems.push(`${rules} rules; the host allows ${HEADERS_LIMITS.rules}`);
  if (problems.length > 0) throw new Error(`_headers: ${problems.join('; ')}`);
}

const comment = (line: string) => line.trim() === '' || line.trim().startsWith('#');

export function parseHeaders(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const [index, line] of text.split(/\r?\n/).entries()) {
    if (comment(line)) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), lines: [] });
      continue;
    }
    const rule = rules.at(-1);
    if (!rule) throw new Error(`_headers line ${index + 1}: a header before any URL pattern`);
    const trimmed = line.trim();
    if (trimmed.startsWith('!')) {
      rule.lines.push({ kind: 'detach', name: trimmed.slice(1).trim().toLowerCase() });
      continue;
    }
    const colon = trimmed.indexOf(':');
    if (colon <= 0) throw new Error(`_headers line ${index + 1}: expected "Name: value"`);
    rule.lines.push({
      kind: 'set',
      name: trimmed.slice(0, colon).trim().toLowerCase(),
      value: trimmed.slice(colon + 1).trim(),
    });
  }
  return rules;
}

export function parseRedirects(text: string): RedirectRule[] {
  return text
    .split(/\r?\n/)
    .filter((line) => !comment(line))
    .map((line, index) => {
      const [from, to, status = '302', ...rest] = line.trim().split(/\s+/);
      if (!from || !to || rest.length > 0 || !/^\d{3}$/.test(status)) {
        throw new Error(`_redirects rule ${index + 1}: expected "source destination [status]", got "${line.trim()}"`);
      }
      return { from, to, status: Number(status) };
    });
}

/** Matches a path against a pattern with one `*` splat and `:name` placeholders; returns the captures. */
function matchPattern(pattern: string, path: string): Record<string, string> | undefined {
  const names: string[] = [];
  const source = pattern
    .split(/(\*|:[A-Za-z]\w*)/)
    .map((part) => {
      if (part === '*') {
        names.push('splat');
        return '(.*)';
      }
      if (/^:[A-Za-z]\w*$/.test(part)) {
        names.push(part.slice(1));
        return '([^/]+)';
      }
      return part.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  const match = new RegExp(`^${source}$`).exec(path);
  if (!match) return undefined;
  return Object.fromEntries(names.map((name, i) => [name, match[i + 1] ?? '']));
}

/** The headers a response to `path` gets, names lower-cased. */
export function headersFor(rules: HeaderRule[], path: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const rule of rules) {
    const captures = matchPattern(rule.pattern, path);
    if (!captures) continue;
    for (const line of rule.lines) {
      if (line.kind === 'detach') {
        headers.delete(line.name);
        continue;
      }
      const value = fill(line.value, captures);
      const before = headers.get(line.name);
      headers.set(line.name, before === undefined ? value : `${before}, ${value}`);
    }
  }
  return headers;
}

/** The first redirect whose source matches, with its destination filled in. */
export function redirectFor(rules: RedirectRule[], path: string): RedirectRule | undefined {
  for (const rule of rules) {
    const captures = matchPattern(rule.from, path);
    if (captures) return { ...rule, to: fill(rule.to, captures) };
  }
  return undefined;
}

function fill(template: string, captures: Record<string, string>): string {
  return template.replace(/:([A-Za-z]\w*)/g, (whole, name: string) => captures[name] ?? whole);
}

/** The directives of a Content-Security-Policy value, each with its sources. */
export function parseCsp(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}
