// @vitest-environment node
/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** The front end's source files (shell, shared, every remote), without generated code. */
function appSources(): string[] {
  const apps = readdirSync(repoRoot).filter((name) => name === 'shell' || name === 'shared' || name.startsWith('mf-'));
  return apps.flatMap((app) =>
    readdirSync(join(repoRoot, app, 'src'), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
      .map((entry) => join(entry.parentPath, entry.name))
      .filter((file) => !relative(repoRoot, file).split(/[\\/]/).includes('generated')),
  );
}

describe('typed documents', () => {
  // docs/decisions/0021: a document typed by hand is not checked against the services' SDL; every
  // operation is a `<name>.<service>.graphql` file typed by the generator (`codegen`).
  it('no app source outside generated/ casts a document to a typed document by hand', () => {
    const files = appSources();
    expect(files.length).toBeGreaterThan(50);
    const handTyped = files
      .filter((file) => /\bas\s+unknown\s+as\s+Typed\w*/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(repoRoot, file));
    expect(handTyped).toEqual([]);
  });
});
