import * as React from 'react';
import * as ReactRouter from 'react-router';
import * as Jotai from 'jotai';
import * as ReactQuery from '@tanstack/react-query';
import * as ReactI18next from 'react-i18next';

/**
 * The host records the module instances it runs with. Because `@portal/shared` is itself a shared
 * singleton, a remote that checks against this record sees the host's copies — or sees nothing at
 * all if sharing broke, which is what the check is for.
 */
interface HostModules {
  react: typeof React;
  reactRouter: typeof ReactRouter;
  jotai: typeof Jotai;
  reactQuery: typeof ReactQuery;
  reactI18next: typeof ReactI18next;
}

let host: HostModules | null = null;

export function recordHostModules(): void {
  host = { react: React, reactRouter: ReactRouter, jotai: Jotai, reactQuery: ReactQuery, reactI18next: ReactI18next };
}

/** For each shared library: is the module this caller sees the host's? (`null`: no host recorded) */
export function sameModulesAsHost(): Record<keyof HostModules, boolean> | null {
  if (!host) return null;
  return {
    react: host.react.useState === React.useState,
    reactRouter: host.reactRouter.useLocation === ReactRouter.useLocation,
    jotai: host.jotai.useAtomValue === Jotai.useAtomValue,
    reactQuery: host.reactQuery.useQueryClient === ReactQuery.useQueryClient,
    reactI18next: host.reactI18next.useTranslation === ReactI18next.useTranslation,
  };
}
