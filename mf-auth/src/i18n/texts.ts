import { defineTexts, useNamespaceTranslation } from '@portal/shared';

/** mf-auth's texts (namespace `auth`); SPEC §8 error texts and §5 rule messages are shared's `common`. */
export const AUTH_NAMESPACE = 'auth';

/** One module per language: a page loads its own language's only. */
export const authTexts = defineTexts(AUTH_NAMESPACE, {
  en: () => import(/* webpackChunkName: "texts-en" */ './en'),
  da: () => import(/* webpackChunkName: "texts-da" */ './da'),
  nb: () => import(/* webpackChunkName: "texts-nb" */ './nb'),
});

/** `t` of the `auth` namespace (and `common`), in the page's language. */
export function useAuthTexts() {
  return useNamespaceTranslation(authTexts);
}
