// The invalid-text check (src/graphql/input-text.ts): a document's literals are walked once per
// parsed document, its variables at every operation.
import { describe, expect, it, vi } from 'vitest';
import type * as graphqlModule from 'graphql';
import { parse, visit } from 'graphql';
import { invalidTextIn } from '../src/graphql/input-text.ts';

vi.mock('graphql', async (actual) => {
  const graphql = await actual<typeof graphqlModule>();
  return { ...graphql, visit: vi.fn(graphql.visit) };
});

describe('invalid text in an operation', () => {
  it("walks a document's literals once, and checks the variables of every operation", () => {
    const clean = parse('query($q: String) { a(text: "ok", other: $q) }');
    expect(invalidTextIn(clean, { q: 'fine' })).toBeNull();
    expect(invalidTextIn(clean, { q: 'fine' })).toBeNull();
    expect(invalidTextIn(clean, { q: 'a\u0000b' })?.extensions['code']).toBe('BAD_USER_INPUT');
    expect(invalidTextIn(clean, { q: '\ud800' })?.message).toMatch(/unpaired surrogates/);
    const bad = parse('{ a(text: "x\\u0000y") }');
    expect(invalidTextIn(bad, {})?.message).toMatch(/NUL/);
    expect(invalidTextIn(bad, {})?.message).toMatch(/NUL/);
    expect(visit).toHaveBeenCalledTimes(2);
  });
});
