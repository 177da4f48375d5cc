// Text no database column can hold: PostgreSQL refuses NUL in text, and a lone surrogate is no
// character at all (it cannot be encoded as UTF-8). One check of every string the operation carries,
// literal or variable, before any resolver runs.
import { BREAK, type DocumentNode, GraphQLError, Kind, visit } from 'graphql';

// In a /u pattern a surrogate pair is one code point, so \p{Cs} matches only an unpaired surrogate.
// eslint-disable-next-line no-control-regex
const INVALID = /[\u0000\p{Cs}]/u;

function invalid(text: string): boolean {
  return INVALID.test(text);
}

function invalidIn(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return invalid(value);
  // Variables are parsed JSON, so no cycles; the depth bound is only against a pathological nesting.
  if (value === null || typeof value !== 'object' || depth > 64) return false;
  return Object.entries(value).some(([key, v]) => invalid(key) || invalidIn(v, depth + 1));
}

function invalidTextError(): GraphQLError {
  return new GraphQLError('Text must not contain NUL characters or unpaired surrogates.', {
    extensions: { code: 'BAD_USER_INPUT' },
  });
}

/**
 * Whether a document's string literals hold invalid text: a question of the document alone, answered
 * once per parsed document. Yoga hands every request of the same text the document it parsed first,
 * and walking it with `visit` at every operation was about 3% of the data service's CPU under load.
 */
const literalsChecked = new WeakMap<DocumentNode, boolean>();

function invalidLiteralIn(document: DocumentNode): boolean {
  let found = literalsChecked.get(document);
  if (found === undefined) {
    found = false;
    visit(document, {
      [Kind.STRING](node) {
        if (!invalid(node.value)) return undefined;
        found = true;
        return BREAK;
      },
    });
    literalsChecked.set(document, found);
  }
  return found;
}

/** The error for the first string argument or variable holding invalid text, if any. */
export function invalidTextIn(
  document: DocumentNode,
  variables: Record<string, unknown> | null | undefined,
): GraphQLError | null {
  return invalidIn(variables) || invalidLiteralIn(document) ? invalidTextError() : null;
}
