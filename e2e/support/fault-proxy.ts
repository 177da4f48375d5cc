// A proxy in front of a service or a remote that a test can make fail the ways real deployments do:
// refuse connections, answer 500, HTML or an empty body, serve broken JavaScript, or never answer.
import http from 'node:http';
import type { Socket } from 'node:net';

export type Fault = 'pass' | 'down' | 'error-500' | 'html' | 'empty' | 'broken-js' | 'hang';

export interface FaultProxy {
  url: string;
  /** Fails the requests whose path `matches` (default: every request) the given way; 'pass' heals. */
  fail(fault: Fault, matches?: (path: string) => boolean): void;
  stop(): Promise<void>;
}

export async function startFaultProxy(port: number, target: string): Promise<FaultProxy> {
  const upstream = new URL(target);
  let fault: Fault = 'pass';
  let matches: (path: string) => boolean = () => true;
  const sockets = new Set<Socket>();
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    const current = matches(path) ? fault : 'pass';
    const cors = { 'access-control-allow-origin': req.headers.origin ?? '*', vary: 'Origin' };
    switch (current) {
      case 'down':
        req.socket.destroy();
        return;
      case 'hang':
        return;
      case 'error-500':
        res.writeHead(500, { 'content-type': 'text/plain', ...cors }).end('Internal Server Error');
        return;
      case 'html':
        res.writeHead(200, { 'content-type': 'text/html', ...cors }).end('<!doctype html><title>Maintenance</title>');
        return;
      case 'empty':
        res.writeHead(200, { 'content-type': 'application/javascript', ...cors }).end('');
        return;
      case 'broken-js':
        res.writeHead(200, { 'content-type': 'application/javascript', ...cors }).end('this is not JavaScript {');
        return;
      case 'pass': {
        const forwarded = http.request(
          {
            hostname: upstream.hostname,
            port: upstream.port,
            path: req.url,
            method: req.method,
            headers: { ...req.headers, host: upstream.host },
          },
          (answer) => {
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
          },
        );
        forwarded.on('error', () => res.destroy());
        req.pipe(forwarded);
      }
    }
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '0.0.0.0', () => resolve());
  });
  return {
    url: `http://localhost:${port}`,
    fail(next, match = () => true) {
      fault = next;
      matches = match;
    },
    stop: () =>
      new Promise((done) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => done());
      }),
  };
}
