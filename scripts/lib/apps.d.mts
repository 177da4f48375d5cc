import type { Server } from 'node:http';
import type { AppDescriptor } from './runtime-config.mjs';
export const APPS: AppDescriptor[];
export function buildApps(options?: { only?: string[] }): void;
export function serveApps(options?: {
  env?: Record<string, string | undefined>;
  portOffset?: number;
}): Promise<Server[]>;
