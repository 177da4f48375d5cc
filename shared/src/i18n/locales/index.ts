import type { NamespaceResources } from '../index';
import { da } from './da';
import { en } from './en';
import { nb } from './nb';

export type { CommonTexts } from './en';

/** shared's `common` namespace in every language. */
export const commonResources = { en, da, nb } satisfies NamespaceResources;
