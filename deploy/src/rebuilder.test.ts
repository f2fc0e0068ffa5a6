import { mkdtempSync, readdirSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { commandBuild, Rebuilder } from './rebuilder.ts';
import { startStaticServer } from './static-server.ts';

// The rebuilder with a real build process (a small Node script standing in for `astro build`, told by
// a file what to write or whether to fail) and the real static server in front of it.

let buildsDir: string;
let controlDir: string;
let server: Server;
let rebuilder: Rebuilder;
let baseUrl: string;
const logs: string[] = [];

/** The "site" the next build writes: its home page says `text`; `fail` makes the build exit 1. */
const FAKE_BUILD = `
const { mkdirSync, readFileSync, writeFileSync } = require('node:fs');
const [outDir, controlFile] = process.argv.slice(1);
const { text, fail, waitMs = 0 } = JSON.parse(readFileSync(controlFile, 'utf8'));
setTimeout(() => {
  if (fail) { console.error('cannot read "news" from the backend'); process.exit(1); }
  mkdirSync(outDir + '/news', { recursive: true });
  writeFileSync(outDir + '/index.html', '<h1>' + text + '</h1>');
  writeFileSync(outDir + '/404.html', 'not here');
  writeFileSync(outDir + '/_headers', '/*\\n  X-Content-Type-Options: nosniff\\n');
  writeFileSync(outDir + '/_redirects', '/stories /community-blog 301\\n');
}, waitMs);`;

function nextSite(control: { text?: string; fail?: boolean; waitMs?: number }): void {
  writeFileSync(join(controlDir, 'control.json'), JSON.stringify(control));
}

beforeEach(async () => {
  buildsDir = mkdtempSync(join(tmpdir(), 'rebuilder-builds-'));
  controlDir = mkdtempSync(join(tmpdir(), 'rebuilder-control-'));
  logs.length = 0;
  rebuilder = new Rebuilder({
    buildsDir,
    quietMs: 50,
    log: (message) => logs.push(message),
    build: commandBuild((outDir) => ({
      file: process.execPath,
      args: ['-e', FAKE_BUILD, outDir, join(controlDir, 'control.json')],
      cwd: controlDir,
    })),
  });
  server = await startStaticServer({ port: 0, current: rebuilder.current });
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  await rebuilder.stop();
  server.close();
  rmSync(buildsDir, { recursive: true, force: true });
  rmSync(controlDir, { recursive: true, force: true });
});

const home = async () => (await fetch(`${baseUrl}/`)).text();
const idle = () => expect.poll(() => rebuilder.status().building || rebuilder.status().pending, { timeout: 10_000 });

describe('serving while building', () => {
  it('answers 503 before the first build, then serves it with its host rules', async () => {
    expect((await fetch(`${baseUrl}/`)).status).toBe(503);
    await nextSite({ text: 'First' });
    expect(await rebuilder.buildNow()).toBe(true);
    const response = await fetch(`${baseUrl}/`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.text()).toBe('<h1>First</h1>');
    const redirect = await fetch(`${baseUrl}/stories?x=1`, { redirect: 'manual' });
    expect([redirect.status, redirect.headers.get('location')]).toEqual([301, '/community-blog?x=1']);
    expect((await fetch(`${baseUrl}/_headers`)).status).toBe(404);
    expect(await (await fetch(`${baseUrl}/missing`)).text()).toBe('not here');
  });

  it('keeps serving the previous site during a build and switches when it succeeds', async () => {
    await nextSite({ text: 'First' });
    await rebuilder.buildNow();
    await nextSite({ text: 'Second', waitMs: 400 });
    rebuilder.request('test');
    await expect.poll(() => rebuilder.status().building).toBe(true);
    expect(await home()).toBe('<h1>First</h1>');
    await idle().toBe(false);
    expect(await home()).toBe('<h1>Second</h1>');
    expect(readlinkSync(join(buildsDir, 'current'))).toBe(rebuilder.status().current?.split('/').at(-1));
  });

  it('a failed build keeps the previous site and says why', async () => {
    await nextSite({ text: 'Good' });
    await rebuilder.buildNow();
    await nextSite({ fail: true });
    expect(await rebuilder.buildNow()).toBe(false);
    expect(await home()).toBe('<h1>Good</h1>');
    expect(rebuilder.status()).toMatchObject({ failures: 1 });
    expect(rebuilder.status().lastError).toContain('cannot read "news" from the backend');
    expect(logs.at(-1)).toMatch(/FAILED; still serving .*cannot read "news"/s);
  });
});

describe('coalescing and housekeeping', () => {
  it('requests arriving during a build cause exactly one more build', async () => {
    await nextSite({ text: 'v1', waitMs: 300 });
    rebuilder.request('first');
    await expect.poll(() => rebuilder.status().building).toBe(true);
    await nextSite({ text: 'v2' });
    for (let i = 0; i < 5; i++) rebuilder.request(`burst ${i}`);
    await idle().toBe(false);
    expect(rebuilder.status().builds).toBe(2);
    expect(await home()).toBe('<h1>v2</h1>');
  });

  it('keeps the last three builds on disk and deletes older ones', async () => {
    for (const text of ['a', 'b', 'c', 'd', 'e']) {
      await nextSite({ text });
      await rebuilder.buildNow();
    }
    const builds = readdirSync(buildsDir).filter((name) => name.startsWith('build-'));
    expect(builds).toHaveLength(3);
    expect(await home()).toBe('<h1>e</h1>');
  });
});
