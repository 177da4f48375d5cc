// @vitest-environment node
// The workspace's lint rules (eslint.config.mjs at the root) that keep the apps apart: each is shown
// to fire on code that breaks it, and to let the allowed form through.
import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = `${resolve(import.meta.dirname, '../../..')}/`;
const eslint = new ESLint({ cwd: root });

/** The messages of the rule `ruleId` on `code`, linted as the file `path` (relative to the root). */
async function problems(path: string, code: string, ruleId: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${path}` });
  return (result?.messages ?? []).filter((m) => m.ruleId === ruleId).map((m) => m.message);
}

describe('import boundaries', () => {
  it("refuses a remote importing another remote's paths or any module of it", async () => {
    for (const source of [
      '../../mf-consumption/src/paths',
      '../../../mf-consumption/src/features/meters/meter-pages',
      '@portal/mf-consumption',
      '../../shell/src/session/session',
    ]) {
      const found = await problems(
        'mf-alarms/src/pages/x.tsx',
        `import { paths } from '${source}';\nvoid paths;\n`,
        'no-restricted-imports',
      );
      expect(found, source).toEqual([expect.stringContaining('A remote never imports another remote')]);
    }
  });

  it('lets a remote import its own paths and the shared links', async () => {
    const code =
      "import { paths } from '../paths';\nimport { alarmsPath } from '@portal/shared/routing';\nvoid [paths, alarmsPath];\n";
    expect(await problems('mf-alarms/src/pages/x.tsx', code, 'no-restricted-imports')).toEqual([]);
  });
});

describe('the domain package', () => {
  it('refuses a package, a platform module or a UI library in @portal/domain', async () => {
    for (const source of ['@portal/shared', '../../api/src/time.ts', 'node:crypto', 'react', 'react-i18next']) {
      const found = await problems(
        'domain/src/x.ts',
        `import { a } from '${source}';\nvoid a;\n`,
        'no-restricted-imports',
      );
      expect(found, source).toEqual([expect.stringContaining('runs in the browser and in the services')]);
    }
  });

  it('lets the domain import its own modules, and both sides import it', async () => {
    const code = "import { a } from './quantities.ts';\nvoid a;\n";
    expect(await problems('domain/src/x.ts', code, 'no-restricted-imports')).toEqual([]);
    const domain = "import { unitOf } from '@portal/domain';\nvoid unitOf;\n";
    expect(await problems('api/src/x.ts', domain, 'no-restricted-imports')).toEqual([]);
    expect(await problems('shared/src/x.ts', domain, 'no-restricted-imports')).toEqual([]);
  });
});

describe('service endpoints and tenancy links', () => {
  it('refuses a service endpoint written into an app, in a string or a template', async () => {
    for (const code of [
      "export const main = 'http://localhost:4001/graphql';",
      'export const data = `https://${location.host}/graphql`;',
      "export const host = 'http://localhost:4002';",
    ]) {
      const found = await problems('mf-auth/src/portal.ts', code, 'no-restricted-syntax');
      expect(found, code).toEqual([expect.stringContaining('runtime configuration')]);
    }
  });

  it('refuses a tenancy link written by hand', async () => {
    for (const code of ["export const a = '/t/4/alarms';", 'export const b = (id: string) => `/t/${id}/help`;']) {
      const found = await problems('shell/src/layout/x.tsx', code, 'no-restricted-syntax');
      expect(found, code).toEqual([expect.stringContaining('@portal/shared/routing')]);
    }
  });

  it('lets tests, shared and links built from the paths modules through', async () => {
    const built = "import { dashboardPath } from '@portal/shared/routing';\nexport const a = dashboardPath('4');\n";
    expect(await problems('shell/src/layout/x.tsx', built, 'no-restricted-syntax')).toEqual([]);
    expect(
      await problems('shell/src/layout/x.test.ts', "export const a = '/t/4/alarms';", 'no-restricted-syntax'),
    ).toEqual([]);
    expect(
      await problems('shared/src/x.ts', "export const a = 'http://localhost:4001/graphql';", 'no-restricted-syntax'),
    ).toEqual([]);
  });
});
