import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join, posix } from 'node:path';
import sirv, { type RequestHandler } from 'sirv';
import {
  type HeaderRule,
  headersFor,
  parseHeaders,
  parseRedirects,
  type RedirectRule,
  redirectFor,
} from './host-rules.ts';

// Serves a built app as its static host would (Cloudflare Pages semantics for `_headers`, `_redirects`,
// pretty URLs, 404.html, and single-page fallback when there is no 404.html). Which build is served is
// asked per request, so a rebuilder can switch to a new folder atomically: requests already running
// finish from the old folder, the next ones read the new one.

export interface ServedBuild {
  dir: string;
  files: RequestHandler;
  headers: HeaderRule[];
  redirects: RedirectRule[];
  /** The build's 404.html; without one, unknown paths get index.html (a single-page app). */
  notFoundPage: string | undefined;
}

/** Reads a finished build once: its file list (sirv crawls the folder) and its host rules. */
export function loadBuild(dir: string): ServedBuild {
  const read = (name: string) => (existsSync(join(dir, name)) ? readFileSync(join(dir, name), 'utf8') : '');
  const notFound = join(dir, '404.html');
  return {
    dir,
    files: sirv(dir, { etag: true, dotfiles: false }),
    headers: parseHeaders(read('_headers')),
    redirects: parseRedirects(read('_redirects')),
    notFoundPage: existsSync(notFound) ? notFound : undefined,
  };
}

/** Files the host reads as configuration and never serves. */
const HOST_FILES = new Set(['/_headers', '/_redirects']);

/**
 * The file a path names as the file server reads it: decoded (`/%5Fheaders`), dot segments resolved,
 * repeated and trailing slashes dropped. A path that does not decode names no file.
 */
function fileOf(path: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return null;
  }
  return posix.normalize(decoded).replace(/\/+$/, '') || '/';
}
const isHostFile = (path: string): boolean => {
  const file = fileOf(path);
  return file !== null && HOST_FILES.has(file);
};

function serveBuild(build: ServedBuild, request: IncomingMessage, response: ServerResponse): void {
  const url = new URL(request.url ?? '/', 'http://localhost');
  let path = url.pathname;
  const redirect = redirectFor(build.redirects, path);
  if (redirect && redirect.status !== 200) {
    const target = new URL(redirect.to, url);
    if (!target.search) target.search = url.search;
    const location = target.origin === url.origin ? `${target.pathname}${target.search}` : target.href;
    response.writeHead(redirect.status, { Location: location }).end();
    return;
  }
  if (redirect) path = redirect.to;
  for (const [name, value] of headersFor(build.headers, url.pathname)) response.setHeader(name, value);
  if (isHostFile(path) || isHostFile(url.pathname)) {
    notFound(build, request, response);
    return;
  }
  request.url = `${path}${url.search}`;
  build.files(request, response, () => notFound(build, request, response));
}

function notFound(build: ServedBuild, request: IncomingMessage, response: ServerResponse): void {
  if (!build.notFoundPage) {
    // Single-page app: every unknown path is the app's shell.
    request.url = '/';
    build.files(request, response, () => {
      response.writeHead(404).end();
    });
    return;
  }
  response.writeHead(404, { 'Content-Type': 'text/html;charset=utf-8' });
  if (request.method === 'HEAD') {
    response.end();
    return;
  }
  createReadStream(build.notFoundPage).pipe(response);
}

export interface StaticServerOptions {
  port: number;
  host?: string;
  /** The build to serve now; undefined while the first one is not ready (503). */
  current: () => ServedBuild | undefined;
}

export async function startStaticServer(options: StaticServerOptions): Promise<Server> {
  const server = createServer((request, response) => {
    const build = options.current();
    if (!build) {
      response.writeHead(503, { 'Retry-After': '5', 'Content-Type': 'text/plain' }).end('The site is being built.');
      return;
    }
    serveBuild(build, request, response);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolve());
  });
  return server;
}
