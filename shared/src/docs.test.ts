// docs/ is what a clone has to learn the product from, so it must stay true as the code moves: the
// "Add an entity" recipe is resolved against a real entity and every file it names must exist, and
// every repository path or relative link the documentation mentions must exist.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const DOCS = join(ROOT, 'docs');
const ARCHITECTURE = join(DOCS, 'architecture.md');

/** The entity the recipe is checked against: each placeholder of the recipe, resolved. */
const EXAMPLE: Record<string, string> = {
  '<name>': 'universities',
  '<table>': 'universities_data',
  '<entity>': 'university',
  '<page>': 'universities/index',
  '<Noun>': 'University',
};
/** `<ts>` cannot be resolved by substitution: the migration that creates the example's table. */
const EXAMPLE_MIGRATION = 'supabase/migrations/20261122000200_create_content_tables.sql';

const RECIPE_START = '<!-- add-entity-files:start -->';
const RECIPE_END = '<!-- add-entity-files:end -->';

/** A relative path from the repository root ending in a file name with an extension. */
const REPO_FILE = /^[\w<>@[\]-][\w.<>@[\]-]*(?:\/[\w.<>@[\]-]+)+$/;
const HAS_EXTENSION = /\/[^/.][^/]*\.[a-z]{1,5}$/;
const PLACEHOLDER = /<[A-Za-z]+>/g;

const codeSpans = (markdown: string): string[] =>
  [...markdown.replace(/```[\s\S]*?```/g, '').matchAll(/`([^`\n]+)`/g)].map((m) => m[1] ?? '');

const repoFiles = (markdown: string): string[] =>
  codeSpans(markdown).filter((span) => REPO_FILE.test(span) && HAS_EXTENSION.test(span));

const exists = (path: string): boolean => existsSync(join(ROOT, path));

function recipe(): string {
  const text = readFileSync(ARCHITECTURE, 'utf8');
  const start = text.indexOf(RECIPE_START);
  const end = text.indexOf(RECIPE_END);
  expect(start, `${RECIPE_START} in docs/architecture.md`).toBeGreaterThan(-1);
  expect(end, `${RECIPE_END} after the start marker`).toBeGreaterThan(start);
  expect(text.slice(0, start)).toMatch(/^## \d+\. Add an entity$/m);
  return text.slice(start, end);
}

/** The example's path for a recipe template. */
function resolveTemplate(template: string): string {
  if (template.includes('<ts>')) {
    expect(dirname(template), `${template}: migrations live in supabase/migrations`).toBe(dirname(EXAMPLE_MIGRATION));
    return EXAMPLE_MIGRATION;
  }
  const resolved = template.replace(PLACEHOLDER, (placeholder) => {
    const value = EXAMPLE[placeholder];
    if (value === undefined) throw new Error(`${template}: no example value for ${placeholder}`);
    return value;
  });
  return resolved;
}

const docFiles = (): string[] =>
  readdirSync(DOCS)
    .filter((file) => file.endsWith('.md'))
    .map((file) => join(DOCS, file));

describe('docs/architecture.md "Add an entity"', () => {
  it('names the layers of a new entity', () => {
    const templates = repoFiles(recipe());
    for (const layer of [
      'supabase/migrations/',
      'supabase/tests/rls/',
      'shared/src/entities/',
      'admin/src/screens/',
      'site/src/',
      'e2e/',
    ]) {
      expect(
        templates.some((t) => t.startsWith(layer)),
        layer,
      ).toBe(true);
    }
  });

  it('names only files that exist for the example entity', () => {
    const missing = repoFiles(recipe())
      .map(resolveTemplate)
      .filter((path) => !exists(path));
    expect(missing).toEqual([]);
  });

  it('points at the migration that creates the example table', () => {
    expect(readFileSync(join(ROOT, EXAMPLE_MIGRATION), 'utf8')).toContain(
      `create table public.${EXAMPLE['<table>']} (`,
    );
  });
});

const SCREENS = join(ROOT, 'admin/src/screens');
const MIGRATIONS = join(ROOT, 'supabase/migrations');
const read = (path: string) => readFileSync(path, 'utf8');
const migrationsText = () =>
  readdirSync(MIGRATIONS)
    .filter((file) => file.endsWith('.sql'))
    .map((file) => read(join(MIGRATIONS, file)))
    .join('\n');

/** The console's registry as the recipe sees it: every screen folder with an index.ts. */
function registryScreens() {
  return readdirSync(SCREENS, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(SCREENS, entry.name, 'index.ts')))
    .map(({ name: folder }) => {
      const index = read(join(SCREENS, folder, 'index.ts'));
      return {
        folder,
        name: /\bname: '([^']+)'/.exec(index)?.[1],
        table: /\btable: '([^']+)'/.exec(index)?.[1] ?? '',
        list: /\blist: lazyScreen\(\(\) => import\('\.\/([^']+)'\)\)/.exec(index)?.[1],
      };
    });
}

/** The screen folder's modules that index.ts reaches through relative imports (static or lazy). */
function reachable(folder: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !existsSync(join(folder, file))) return;
    seen.add(file);
    for (const [, target] of read(join(folder, file)).matchAll(/(?:from |import\()'\.\/([^'/]+)'/g))
      visit(target ?? '');
  };
  visit('index.ts');
  return seen;
}

const e2eSpecs = () =>
  ['e2e/admin', 'e2e/site', 'e2e/start'].flatMap((dir) =>
    readdirSync(join(ROOT, dir))
      .filter((file) => file.endsWith('.spec.ts'))
      .map((file) => ({ path: `${dir}/${file}`, text: read(join(ROOT, dir, file)) })),
  );

describe('every console entity follows the recipe', () => {
  const screens = registryScreens();
  const migrations = migrationsText();
  const entityChecks = readdirSync(join(ROOT, 'shared/src/entities'))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => read(join(ROOT, 'shared/src/entities', file)))
    .join('\n');
  const specs = e2eSpecs();

  it.each(screens.map((screen) => [screen.folder, screen]))('%s', (folder, screen) => {
    const dir = join(SCREENS, folder);
    expect(screen.name, 'its definition names it as its folder (its URL segment)').toBe(folder);
    const isView = new RegExp(`create (?:or replace )?view public\\.${screen.table}\\b`).test(migrations);
    expect(
      isView || migrations.includes(`create table public.${screen.table} (`),
      `a migration creates ${screen.table}`,
    ).toBe(true);
    if (!isView) {
      expect(exists(`supabase/tests/rls/${screen.table}.rls.test.ts`), `${screen.table}'s RLS test`).toBe(true);
    }
    const parts = reachable(dir);
    if (screen.list) expect(parts.has(screen.list), `its list ${screen.list}`).toBe(true);
    const forms = readdirSync(dir).filter((file) => /Form\.tsx$/.test(file));
    if (forms.length > 0) {
      expect(entityChecks, `a schema module checks ${screen.table} against its table`).toMatch(
        new RegExp(`RowMatches<\\w+, '${screen.table}'`),
      );
    }
    const stray = readdirSync(dir).filter((file) => !/\.test\.tsx?$/.test(file) && !parts.has(file));
    expect(stray, 'files its index, list and form never import').toEqual([]);
    if (screen.list) {
      const opening = new RegExp(`/admin/${folder}(?![\\w-])|resource: '${folder}'`);
      expect(
        specs.filter((spec) => opening.test(spec.text)).map((spec) => spec.path),
        'a browser spec that opens it',
      ).not.toEqual([]);
    }
  });

  it('has an RLS test for every table the migrations create', () => {
    const tables = [...migrations.matchAll(/create table (?:if not exists )?public\.(\w+)/g)].map((m) => m[1] ?? '');
    expect(tables.length).toBeGreaterThan(10);
    expect(tables.filter((table) => !exists(`supabase/tests/rls/${table}.rls.test.ts`))).toEqual([]);
  });
});

describe('docs/', () => {
  it('has an index that links every page', () => {
    const index = readFileSync(join(DOCS, 'README.md'), 'utf8');
    const pages = docFiles()
      .map((file) => file.slice(DOCS.length + 1))
      .filter((file) => file !== 'README.md');
    expect(pages.length).toBeGreaterThan(0);
    for (const page of pages) expect(index, page).toContain(`](${page})`);
  });

  it.each(docFiles().map((file) => [file.slice(ROOT.length + 1), file]))(
    '%s names only repository files that exist',
    (_, file) => {
      const text = readFileSync(file, 'utf8');
      const missing = repoFiles(text)
        .filter((path) => !path.match(PLACEHOLDER))
        .filter((path) => !exists(path));
      const brokenLinks = [...text.matchAll(/\]\(([^)\s#]+)(?:#[^)]*)?\)/g)]
        .map((m) => m[1] ?? '')
        .filter((target) => !/^[a-z]+:/.test(target))
        .filter((target) => !existsSync(resolve(dirname(file), target)));
      expect({ missing, brokenLinks }).toEqual({ missing: [], brokenLinks: [] });
    },
  );
});

/** Citations of the design documents this repository was started from, which a clone does not have. */
const OUTSIDE_DOCS =
  /\.\.\/shared\/[A-Z]+\.md|\b(?:SPEC|ARCHITECTURE|WIRE)\.md\b|\bSPEC (?:sections? )?\d|\bARCHITECTURE section \d/;
/** Migrations are append-only, so an old one may keep its original citation. */
const MAY_CITE_OUTSIDE = (path: string) =>
  path.startsWith('supabase/migrations/') || path === 'shared/src/docs.test.ts';

describe('the repository stands alone', () => {
  it('cites docs/ instead of documents outside the repository', () => {
    const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' }).split('\0');
    const citing = tracked
      .filter((path) => path && !MAY_CITE_OUTSIDE(path) && exists(path))
      .filter((path) => OUTSIDE_DOCS.test(readFileSync(join(ROOT, path), 'utf8')));
    expect(citing).toEqual([]);
  });
});
