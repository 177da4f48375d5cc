// Documents written against an earlier name of a type keep working for a while after the rename (a
// browser tab still running the previous front end): the old name is replaced by the new one in the
// parsed document, before validation, wherever the document names a type (a variable's type, a
// fragment's type condition). Strings, arguments and field names are never touched. How long an old
// name is kept, and how to tell when it can go: docs/decisions/0033.
import { type DocumentNode, type GraphQLSchema, Kind, visit } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/** Old type name → the name the schema has now. */
export type TypeRenames = Readonly<Record<string, string>>;

/** How often at most the use of an old name is logged (with the count since the last line). */
const LOG_EVERY_MS = 3_600_000;

/** Refuses a rename the schema does not back: the new name must exist and the old one must not. */
export function checkTypeRenames(schema: GraphQLSchema, renames: TypeRenames): void {
  for (const [from, to] of Object.entries(renames)) {
    if (schema.getType(from)) throw new Error(`renamed type ${from} is still in the schema`);
    if (!schema.getType(to)) throw new Error(`renamed type ${from}: the schema has no ${to}`);
  }
}

function renamed(document: DocumentNode, renames: TypeRenames): DocumentNode {
  let changed = false;
  const result = visit(document, {
    [Kind.NAMED_TYPE](node) {
      const to = Object.hasOwn(renames, node.name.value) ? renames[node.name.value] : undefined;
      if (to === undefined) return undefined;
      changed = true;
      return { ...node, name: { ...node.name, value: to } };
    },
  });
  return changed ? result : document;
}

/**
 * Rewrites old type names in every parsed document. A document is rewritten once (the parser cache
 * hands out the same parsed document for the same text, and the validation cache then finds the
 * same rewritten one); a document that names no old type is left alone without a walk.
 */
export function renamedTypes(
  renames: TypeRenames,
  service: string,
  log: (line: string) => void = console.info,
): Plugin {
  const oldNames = Object.keys(renames);
  /** Parsed document → the same with the new names (itself when only a string or a field had the name). */
  const rewrites = new WeakMap<DocumentNode, DocumentNode>();
  /** The rewritten documents: the parser cache may hand one out again, depending on the plugins' order. */
  const products = new WeakSet<DocumentNode>();
  let uses = 0;
  let loggedAt = -Infinity;
  const noteUse = () => {
    uses += 1;
    const now = Date.now();
    if (now - loggedAt < LOG_EVERY_MS) return;
    const names = oldNames.map((name) => `${name} → ${renames[name]}`).join(', ');
    log(`[${service}] ${uses} document(s) used an old type name (${names}), rewritten`);
    loggedAt = now;
    uses = 0;
  };
  return {
    onParse({ params }) {
      const text = typeof params.source === 'string' ? params.source : params.source.body;
      if (!oldNames.some((name) => text.includes(name))) return;
      return ({ result, replaceParseResult }) => {
        if (!result || result instanceof Error) return;
        if (products.has(result)) {
          noteUse();
          return;
        }
        let document = rewrites.get(result);
        if (!document) {
          document = renamed(result, renames);
          rewrites.set(result, document);
          if (document !== result) products.add(document);
        }
        if (document === result) return;
        replaceParseResult(document);
        noteUse();
      };
    },
  };
}
