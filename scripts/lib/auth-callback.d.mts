import type { IncomingMessage, ServerResponse } from 'node:http';
export const AUTH_CALLBACK_PATH: string;
export function handleAuthCallback(req: IncomingMessage, res: ServerResponse): boolean;
