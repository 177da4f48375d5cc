// The portal's GraphQL requests as the suites see them: one operation per POST, or, for the data
// service's queries, a batch of them (a JSON array, docs/decisions/0089).
import type { Request, Route } from '@playwright/test';

export interface SentOperation {
  query: string;
  operationName?: string;
  variables?: Record<string, unknown>;
}

/** The operations a request carries (none when it is not a GraphQL POST). */
export function operationsOf(request: Request): SentOperation[] {
  if (request.method() !== 'POST') return [];
  try {
    const body = request.postDataJSON() as SentOperation | SentOperation[] | null;
    if (!body) return [];
    return Array.isArray(body) ? body : [body];
  } catch {
    return [];
  }
}

/** An operation's name: the one it was sent with, or the one its document gives. */
export function nameOf(operation: SentOperation): string {
  return operation.operationName ?? /(?:query|mutation)\s+(\w+)/.exec(operation.query)?.[1] ?? '';
}

/**
 * Answers the operations of a request that `replace` picks with what it gives, and the others as the
 * service does: the request goes on when none is picked; a batch is fetched and the picked answers put
 * in their places.
 */
export async function answerOperations(
  route: Route,
  replace: (operation: SentOperation) => unknown | undefined,
): Promise<void> {
  const request = route.request();
  const operations = operationsOf(request);
  const answers = operations.map(replace);
  if (!answers.some((a) => a !== undefined)) return route.fallback();
  if (!Array.isArray(request.postDataJSON())) return route.fulfill({ json: answers[0] });
  const response = await route.fetch();
  const real = (await response.json()) as unknown[];
  await route.fulfill({ response, json: real.map((answer, i) => answers[i] ?? answer) });
}
