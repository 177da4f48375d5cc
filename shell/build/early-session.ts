// The session's first requests as the page's inline script makes them (early-start.ts `EarlySession`):
// the same POSTs the shell's clients make when a returning tenant's start loads the session
// (`loadSession`): the data service's user and units in one batch, and the main service's user. The
// documents are read from the generated files (which Node cannot import: their imports name no file
// extension); a unit test checks the requests against the ones the shell makes.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { EarlySession } from '../src/federation/early-start.ts';
import { STORAGE_KEYS } from '../../shared/src/session/storage.ts';
import { POST_HEADERS } from '../../shared/src/api/post-headers.ts';

const GENERATED = resolve(import.meta.dirname, '../../shared/src/api/generated');

/** A generated document's text, from `export const <name> = new TypedDocumentString(`...`)`. */
export function documentText(file: 'data' | 'main', name: string): string {
  const source = readFileSync(resolve(GENERATED, `${file}.ts`), 'utf8');
  const found = new RegExp(`export const ${name} = new TypedDocumentString\\(\`([^\`]*)\``).exec(source);
  if (!found?.[1]) throw new Error(`no ${name} in shared/src/api/generated/${file}.ts`);
  return found[1];
}

/** One operation's body as the transport sends it: its text and name (no variables). */
const operation = (file: 'data' | 'main', name: string) => ({
  query: documentText(file, `${name}Document`),
  operationName: name,
});

/** What the inline script needs to make the session's first requests. */
export function earlySession(): EarlySession {
  return {
    requests: [
      {
        service: 'data',
        tokenKey: STORAGE_KEYS.dataToken,
        body: JSON.stringify([operation('data', 'DataMe'), operation('data', 'UserUnits')]),
      },
      { service: 'main', tokenKey: STORAGE_KEYS.mainToken, body: JSON.stringify(operation('main', 'MainMe')) },
    ],
    headers: { ...POST_HEADERS },
    impersonationKey: STORAGE_KEYS.impersonation,
    refreshMarginMs: 5_000,
  };
}
