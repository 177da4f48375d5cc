// @vitest-environment node
/// <reference types="node" />
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

describe('public API', () => {
  it('README.md lists every export of @portal/shared, each with a summary', () => {
    const cwd = fileURLToPath(new URL('..', import.meta.url));
    expect(() => execFileSync('node', ['scripts/api-report.ts', '--check'], { cwd, stdio: 'pipe' })).not.toThrow();
  }, 30_000);
});
