import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ServiceError } from './errors';
import {
  createIdempotentAttempt,
  createIdempotentAttempts,
  isIdempotencyKeyReused,
  newIdempotencyKey,
  useIdempotencyKey,
  useIdempotentAttempts,
} from './idempotency';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => {
  vi.unstubAllGlobals();
});

function counter() {
  let n = 0;
  return () => `key-of-attempt-${(n += 1)}`;
}

const unreachable = () => new ServiceError('HTTP 503', { status: 503, unreachable: true });
const refused = (code: string) => new ServiceError('refused', { errors: [{ message: 'refused', code }] });

describe('newIdempotencyKey', () => {
  it('is a random UUID, also where the page has no crypto.randomUUID (not a secure context)', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(UUID_V4);
    expect(newIdempotencyKey()).not.toBe(a);
    const getRandomValues = globalThis.crypto.getRandomValues.bind(globalThis.crypto);
    vi.stubGlobal('crypto', { getRandomValues });
    const b = newIdempotencyKey();
    expect(b).toMatch(UUID_V4);
    expect(newIdempotencyKey()).not.toBe(b);
  });
});

describe('an idempotent attempt', () => {
  it('sends the same key again after a failure, and a new one after a success', async () => {
    const attempt = createIdempotentAttempt(counter());
    const sent: string[] = [];
    const failing = (error: Error) => (key: string) => {
      sent.push(key);
      return Promise.reject(error);
    };
    await expect(attempt.send(failing(unreachable()))).rejects.toThrow('HTTP 503');
    // a refusal stored nothing on the service: the corrected form is the same attempt
    await expect(attempt.send(failing(refused('BAD_USER_INPUT')))).rejects.toThrow('refused');
    expect(await attempt.send(async (key) => (sent.push(key), 'saved'))).toBe('saved');
    await attempt.send(async (key) => sent.push(key));
    expect(sent).toEqual(['key-of-attempt-1', 'key-of-attempt-1', 'key-of-attempt-1', 'key-of-attempt-2']);
    expect(attempt.key).toBe('key-of-attempt-3');
  });

  it('starts a new attempt when the service says the key was used with other values, or on renew', async () => {
    const attempt = createIdempotentAttempt(counter());
    const reused = refused('IDEMPOTENCY_KEY_REUSED');
    expect(isIdempotencyKeyReused(reused)).toBe(true);
    expect(isIdempotencyKeyReused(unreachable())).toBe(false);
    await expect(attempt.send(() => Promise.reject(reused))).rejects.toBe(reused);
    expect(attempt.key).toBe('key-of-attempt-2');
    attempt.renew();
    expect(attempt.key).toBe('key-of-attempt-3');
  });

  it('gives two tries sent at once the same key, and one new key after them', async () => {
    const attempt = createIdempotentAttempt(counter());
    const sent: string[] = [];
    await Promise.all([1, 2].map(() => attempt.send(async (key) => sent.push(key))));
    expect(sent).toEqual(['key-of-attempt-1', 'key-of-attempt-1']);
    expect(attempt.key).toBe('key-of-attempt-2');
  });
});

describe('attempts by scope', () => {
  it('keep an attempt per scope: a try again for one row keeps its key, another row has its own', async () => {
    const attempts = createIdempotentAttempts(counter());
    const sent: Array<[string, string]> = [];
    const resend = (email: string, ok: boolean) =>
      attempts.of(email).send(async (key) => {
        sent.push([email, key]);
        if (!ok) throw new ServiceError('HTTP 503', { status: 503, unreachable: true });
      });
    await expect(resend('a@example.com', false)).rejects.toThrow('HTTP 503');
    await resend('b@example.com', true);
    await resend('a@example.com', true);
    await resend('a@example.com', true);
    expect(sent).toEqual([
      ['a@example.com', 'key-of-attempt-1'],
      ['b@example.com', 'key-of-attempt-2'],
      ['a@example.com', 'key-of-attempt-1'],
      ['a@example.com', 'key-of-attempt-4'],
    ]);
  });

  it('are kept while the component is mounted', () => {
    const { result, rerender } = renderHook(() => useIdempotentAttempts());
    const key = result.current.of('a@example.com').key;
    rerender();
    expect(result.current.of('a@example.com').key).toBe(key);
    expect(result.current.of('b@example.com').key).not.toBe(key);
  });
});

describe('useIdempotencyKey', () => {
  it('keeps one attempt while the component is mounted', async () => {
    const { result, rerender } = renderHook(() => useIdempotencyKey());
    const first = result.current;
    const key = first.key;
    expect(key).toMatch(UUID_V4);
    rerender();
    expect(result.current).toBe(first);
    expect(result.current.key).toBe(key);
    await result.current.send(async () => 'saved');
    expect(result.current.key).not.toBe(key);
  });
});
