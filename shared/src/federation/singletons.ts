import { useState } from 'react';
import { useLocation } from 'react-router';
import { useAtomValue } from 'jotai';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

/**
 * The host records the module instances it runs with. Because `@portal/shared` is itself a shared
 * singleton, a remote that checks against this record sees the host's copies — or sees nothing at
 * all if sharing broke, which is what the check is for.
 */
/** One function of each shared library stands for its module instance. */
interface HostModules {
  react: typeof useState;
  reactRouter: typeof useLocation;
  jotai: typeof useAtomValue;
  reactQuery: typeof useQueryClient;
  reactI18next: typeof useTranslation;
}

let host: HostModules | null = null;

export function recordHostModules(): void {
  host = {
    react: useState,
    reactRouter: useLocation,
    jotai: useAtomValue,
    reactQuery: useQueryClient,
    reactI18next: useTranslation,
  };
}

/** For each shared library: is the module this caller sees the host's? (`null`: no host recorded) */
export function sameModulesAsHost(): Record<keyof HostModules, boolean> | null {
  if (!host) return null;
  return {
    react: host.react === useState,
    reactRouter: host.reactRouter === useLocation,
    jotai: host.jotai === useAtomValue,
    reactQuery: host.reactQuery === useQueryClient,
    reactI18next: host.reactI18next === useTranslation,
  };
}
