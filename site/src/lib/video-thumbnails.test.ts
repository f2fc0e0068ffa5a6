import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { downloadJpeg } from './video-thumbnails';

// A stand-in image host: the build must copy a real thumbnail and refuse anything else without failing.
const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 0xff, 0xd9]);
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/hang.jpg') return; // never answers
    const [status, type, body] =
      request.url === '/thumb.jpg'
        ? [200, 'image/jpeg', jpeg]
        : request.url === '/page.jpg'
          ? [200, 'text/html', Buffer.from('<p>consent page</p>')]
          : request.url === '/huge.jpg'
            ? [200, 'image/jpeg', Buffer.alloc(64 * 1024)]
            : [404, 'text/plain', Buffer.from('not found')];
    response.writeHead(status, { 'content-type': type }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe('downloadJpeg', () => {
  it('returns the image bytes as served', async () => {
    expect(await downloadJpeg(`${base}/thumb.jpg`)).toEqual(new Uint8Array(jpeg));
  });

  it.each([
    ['a missing image', '/gone.jpg', /404/],
    ['a page that is not an image', '/page.jpg', /text\/html/],
    ['an image far larger than a thumbnail', '/huge.jpg', /65536 bytes/],
    ['a host that never answers', '/hang.jpg', /timeout|aborted/i],
  ])('gives up on %s with a warning naming it', async (_, path, reason) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await downloadJpeg(`${base}${path}`, { timeoutMs: 300, maxBytes: 32 * 1024 })).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(`${base}${path}`));
    expect(warn.mock.calls[0]?.[0]).toMatch(reason);
    warn.mockRestore();
  });

  it('gives up on a host that does not resolve', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await downloadJpeg('http://thumbnails.invalid/x.jpg')).toBeNull();
    expect(warn.mock.calls[0]?.[0]).toMatch(/ENOTFOUND|EAI_AGAIN/);
    warn.mockRestore();
  });
});
