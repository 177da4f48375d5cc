// Every port a run of the suites needs is derived from one offset, so that several runs on one
// machine (developers, CI) never collide. The offset is chosen once, in the main process, as the first
// whose ports are all free, and handed to the workers through E2E_PORT_OFFSET.
import { execFileSync } from 'node:child_process';

const APP_PORTS = [3000, 3001, 3002, 3003, 3004, 3005];
const SERVICE_PORTS = [4001, 4002, 1025, 1080];
/**
 * Extra portals some suites start: a remote down, a redeploy, another origin, the alarm evaluator's
 * own services and portal, the development servers, monitoring switched on, services with short-lived
 * access tokens, a remote redeployed with a new operation (and, in turn, a remote refused by the
 * federation contract), the deploy and outage drills (and, in turn, the other brands' shells). Suites
 * that share a slot start their portal within their tests or suite and stop it after (base + 10…90).
 */
export const EXTRA_PORTALS = [10, 20, 30, 40, 50, 60, 70, 80, 90];

export function portsFor(offset: number): number[] {
  return [
    ...APP_PORTS.map((p) => p + offset),
    ...SERVICE_PORTS.map((p) => p + offset),
    ...EXTRA_PORTALS.flatMap((extra) => [...APP_PORTS, ...SERVICE_PORTS].map((p) => p + offset + extra)),
  ];
}

const PROBE = `
const net = require('node:net');
const ports = JSON.parse(process.argv[1]);
let pending = ports.length, free = true;
for (const port of ports) {
  const server = net.createServer();
  server.once('error', () => { free = false; if (--pending === 0) process.stdout.write(String(free)); });
  server.listen(port, '0.0.0.0', () => server.close(() => { if (--pending === 0) process.stdout.write(String(free)); }));
}`;

function allFree(ports: number[]): boolean {
  return execFileSync(process.execPath, ['-e', PROBE, JSON.stringify(ports)], { encoding: 'utf8' }) === 'true';
}

export function basePortOffset(): number {
  const chosen = process.env.E2E_PORT_OFFSET;
  if (chosen) return Number(chosen);
  for (let offset = 100; offset <= 9900; offset += 100) {
    if (allFree(portsFor(offset))) {
      process.env.E2E_PORT_OFFSET = String(offset);
      return offset;
    }
  }
  throw new Error('No free range of ports for the end-to-end suites');
}
