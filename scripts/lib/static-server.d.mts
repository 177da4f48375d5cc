import type { Server } from 'node:http';
export function serveApp(options: {
  dir: string;
  port: number;
  kind: 'host' | 'remote';
  host?: string;
  env?: Record<string, string | undefined>;
  corsOrigins?: string[];
  frameAncestors?: (pathname: string) => string[];
}): Promise<Server>;
