// A picture that cannot be used must give its page the placeholder, never fail the build.
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { usableImage } from './content-image';

const photo = readFileSync(new URL('../../../e2e/fixtures/sample-photo.jpg', import.meta.url));

describe('pictures at build time', () => {
  let server: Server;
  let base = '';
  beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.url === '/photo.jpg') return response.end(photo);
      if (request.url === '/truncated.jpg') return response.end(photo.subarray(0, photo.length / 3));
      if (request.url === '/not-an-image.jpg') return response.end('<html>error page</html>');
      response.statusCode = 404;
      response.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterAll(() => {
    server.close();
    vi.restoreAllMocks();
  });

  it('reads the size of a good picture', async () => {
    expect(await usableImage(`${base}/photo.jpg`)).toEqual({ src: `${base}/photo.jpg`, width: 1600, height: 1000 });
  });

  it('gives up, with a warning, on a missing, truncated or non-image file and an unreachable host', async () => {
    for (const path of ['/missing.jpg', '/truncated.jpg', '/not-an-image.jpg']) {
      expect(await usableImage(`${base}${path}`)).toBeNull();
    }
    expect(await usableImage('http://127.0.0.1:9/photo.jpg')).toBeNull();
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('/truncated.jpg could not be used'));
  });
});
