// Idempotency keys (docs/decisions/0034): a mutation that creates something (an alarm, an invitation,
// a tenancy of a code, a mail) takes a key, one per attempt of the form. A try again with the same key
// after an answer that never came is answered as the first was and creates nothing twice.
import { useState } from 'react';
import { ServiceError } from './errors';

/** The service's refusal of a key used before with other arguments: the next try needs a new key. */
export const IDEMPOTENCY_KEY_REUSED = 'IDEMPOTENCY_KEY_REUSED';

function hex(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * A new idempotency key: a random UUID (version 4). `crypto.randomUUID` exists only where the page is
 * a secure context (https, localhost); elsewhere the same UUID is made from `crypto.getRandomValues`.
 */
export function newIdempotencyKey(): string {
  const crypto = globalThis.crypto;
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = hex(b);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** One attempt of a form at a time, each with its idempotency key. */
export interface IdempotentAttempt {
  /** The current attempt's key. */
  readonly key: string;
  /**
   * Sends one try of the current attempt with its key. After a success, or the service's
   * `IDEMPOTENCY_KEY_REUSED` (the key was used with other values: its first try was saved), the next
   * call is a new attempt with a new key. After any other failure (no answer came, or the service
   * refused: it then stored nothing) the next call is a try again of the same attempt, with the same key.
   */
  send<T>(request: (idempotencyKey: string) => Promise<T>): Promise<T>;
  /** Starts a new attempt with a new key (the form was opened again, or cleared). */
  renew(): void;
}

/** Whether the service refused a key as used before with other values. */
export function isIdempotencyKeyReused(error: unknown): boolean {
  return error instanceof ServiceError && error.errors.some((e) => e.code === IDEMPOTENCY_KEY_REUSED);
}

/** Attempts with keys outside React (a screen uses `useIdempotencyKey`). */
export function createIdempotentAttempt(newKey: () => string = newIdempotencyKey): IdempotentAttempt {
  let key = newKey();
  const attempt: IdempotentAttempt = {
    get key() {
      return key;
    },
    async send(request) {
      const sent = key;
      try {
        const result = await request(sent);
        if (key === sent) key = newKey();
        return result;
      } catch (error) {
        if (isIdempotencyKeyReused(error) && key === sent) key = newKey();
        throw error;
      }
    },
    renew() {
      key = newKey();
    },
  };
  return attempt;
}

/** Attempts by what each is for (a row's address, an activation code), each with its own keys. */
export interface IdempotentAttempts {
  /** The attempt for `scope`, made at its first use and kept. */
  of(scope: string): IdempotentAttempt;
}

/** Attempts by scope outside React (a screen uses `useIdempotentAttempts`). */
export function createIdempotentAttempts(newKey: () => string = newIdempotencyKey): IdempotentAttempts {
  const attempts = new Map<string, IdempotentAttempt>();
  return {
    of(scope) {
      let attempt = attempts.get(scope);
      if (!attempt) attempts.set(scope, (attempt = createIdempotentAttempt(newKey)));
      return attempt;
    },
  };
}

/**
 * The attempts of a form, each with its idempotency key, kept while the component is mounted. Wrap the
 * mutation's request in `send` and pass it the key:
 * `mutationFn: (input) => attempt.send((idempotencyKey) => request(Document, { input: { ...input, idempotencyKey } }))`.
 * A try again after a failure sends the same key; a success starts the next attempt.
 */
export function useIdempotencyKey(): IdempotentAttempt {
  const [attempt] = useState(() => createIdempotentAttempt());
  return attempt;
}

/**
 * Attempts by scope, kept while the component is mounted: for actions on a list's rows (resend the
 * invitation of one address), where a try again is for the same row and another row is another
 * attempt. `attempts.of(email).send((idempotencyKey) => …)`.
 */
export function useIdempotentAttempts(): IdempotentAttempts {
  const [attempts] = useState(() => createIdempotentAttempts());
  return attempts;
}
