// The bench's HTTP load generator, run in its own thread (see load.ts): it sends the requests it is
// given, `concurrency` at a time, reads each response to its end and posts back the figures.
import { Agent, request } from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';
import { type LoadJob, type LoadRequest, runConcurrently } from './load.ts';

const { requests, concurrency, warmup } = workerData as LoadJob;
const agent = new Agent({ keepAlive: true, maxSockets: concurrency });

function send({ url, method = 'GET', headers, body }: LoadRequest): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const status = res.statusCode ?? 0;
        if (status >= 200 && status < 300) resolve();
        else reject(new Error(`${status} ${Buffer.concat(chunks).toString()}`));
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

parentPort?.postMessage(
  await runConcurrently(requests.length, concurrency, warmup, (i) => send(requests[i] as LoadRequest)),
);
agent.destroy();
