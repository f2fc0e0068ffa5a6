// A static host for the builds under test, compressing as production hosts do (gzip), with pretty URLs
// (/about → /about/index.html or /about.html), 404.html for unknown paths, or index.html for a
// single-page app (the console). Lighthouse then measures what a visitor would transfer.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
};

export interface Served {
  url: string;
  close(): Promise<void>;
}

export async function serveStatic(
  root: string,
  options: {
    port?: number;
    spa?: boolean;
    base?: string;
    /** A folder (under root) whose files are compressed before the first request, as a CDN holds them. */
    warm?: string;
  } = {},
): Promise<Served> {
  const base = options.base ?? '';
  const find = (pathname: string): { file: string; status: number } | undefined => {
    const path = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
    const local = base && path.startsWith(base) ? path.slice(base.length) || '/' : path;
    for (const candidate of [local, `${local}/index.html`, `${local}.html`]) {
      const file = join(root, candidate);
      if (existsSync(file) && statSync(file).isFile()) return { file, status: 200 };
    }
    if (options.spa) return { file: join(root, 'index.html'), status: 200 };
    const notFound = join(root, '404.html');
    return existsSync(notFound) ? { file: notFound, status: 404 } : undefined;
  };
  // Compressed once per file, as a CDN keeps it: compressing a 1 MB index on every request would charge
  // the server's work to the page being measured.
  const gzipped = new Map<string, Buffer>();
  if (options.warm) {
    const folder = join(root, options.warm);
    for (const name of readdirSync(folder)) gzipped.set(join(folder, name), gzipSync(readFileSync(join(folder, name))));
  }
  const server: Server = createServer((request, response) => {
    const found = find(new URL(request.url ?? '/', 'http://x').pathname);
    if (!found) {
      response.writeHead(404).end();
      return;
    }
    const body = readFileSync(found.file);
    const type = TYPES[extname(found.file)] ?? 'application/octet-stream';
    const hashed = found.file.includes('/_astro/') || found.file.includes('/assets/');
    const headers: Record<string, string> = {
      'Content-Type': type,
      'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
    };
    const compressible = /^(text|application\/(json|xml)|image\/svg)/.test(type);
    if (compressible && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
      headers['Content-Encoding'] = 'gzip';
      let compressed = gzipped.get(found.file);
      if (!compressed) {
        compressed = gzipSync(body);
        gzipped.set(found.file, compressed);
      }
      response.writeHead(found.status, headers).end(compressed);
    } else {
      response.writeHead(found.status, headers).end(body);
    }
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
