import { describe, expect, it } from 'vitest';
import { describeUnmet, unmetNeeds, type FederationNeeds, type FederationProvides } from './compatibility';

const SHELL: FederationProvides = {
  react: { version: '19.3.1', exports: '*' },
  'react-router': { version: '8.5.1', exports: ['Link', 'Outlet', 'useNavigate', 'useParams'] },
  '@portal/shared': { version: '1.1.0', exports: ['Button', 'Page', 'usePortalClients'] },
};

describe('unmetNeeds', () => {
  it('passes a remote whose every module, version and export the shell has', () => {
    const needs: FederationNeeds = {
      react: { requiredVersion: '^19.3.1', exports: ['useState', 'default'] },
      'react-router': { requiredVersion: '^8.5.1', exports: ['Link', 'useParams'] },
      '@portal/shared': { requiredVersion: '^1.0.0', exports: ['Page'] },
    };
    expect(unmetNeeds(needs, SHELL)).toEqual([]);
  });

  it('refuses an export the shell does not provide, naming it', () => {
    const needs: FederationNeeds = {
      'react-router': { requiredVersion: '^8.5.1', exports: ['Link', 'useMatches'] },
    };
    const unmet = unmetNeeds(needs, SHELL);
    expect(unmet).toEqual([{ kind: 'export', module: 'react-router', name: 'useMatches' }]);
    expect(describeUnmet('mf-alarms', unmet[0]!, 'the shell at https://portal.example/')).toBe(
      "mf-alarms needs react-router's useMatches, which the shell at https://portal.example/ does not provide",
    );
  });

  it('refuses a version range the shell does not meet (a newer @portal/shared)', () => {
    const needs: FederationNeeds = { '@portal/shared': { requiredVersion: '^1.2.0', exports: ['Page'] } };
    const unmet = unmetNeeds(needs, SHELL);
    expect(unmet).toEqual([{ kind: 'version', module: '@portal/shared', requiredVersion: '^1.2.0', version: '1.1.0' }]);
    expect(describeUnmet('mf-alarms', unmet[0]!, 'this shell')).toBe(
      'mf-alarms needs @portal/shared ^1.2.0, which this shell does not provide (it has 1.1.0)',
    );
  });

  it('refuses another major version, and a module the shell does not share', () => {
    const needs: FederationNeeds = {
      react: { requiredVersion: '^20.0.0', exports: ['useState'] },
      'react-markdown': { requiredVersion: '^10.0.0', exports: ['default'] },
    };
    expect(unmetNeeds(needs, SHELL)).toEqual([
      { kind: 'version', module: 'react', requiredVersion: '^20.0.0', version: '19.3.1' },
      { kind: 'module', module: 'react-markdown' },
    ]);
  });

  it('refuses every export of a module the shell provides a list of (a namespace import)', () => {
    const needs: FederationNeeds = { 'react-router': { requiredVersion: '^8.5.1', exports: '*' } };
    const unmet = unmetNeeds(needs, SHELL);
    expect(unmet).toEqual([{ kind: 'whole', module: 'react-router' }]);
    expect(describeUnmet('mf-auth', unmet[0]!, 'this shell')).toMatch(/every export of react-router/);
    // a package the shell shares whole meets any export
    expect(unmetNeeds({ react: { requiredVersion: '^19.0.0', exports: '*' } }, SHELL)).toEqual([]);
  });
});
