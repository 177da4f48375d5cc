import { atom } from 'jotai';

/**
 * A diagnostic value that any app can set and any other app can read. It proves that the jotai
 * store is one instance across the shell and its remotes; the placeholder pages show it.
 */
export const federationProbeAtom = atom<string>('unset');
