// The download menu's texts (`@portal/shared/export/texts`): a namespace of its own, which a remote
// lists in its route module's `texts` so that the shell loads them with the remote's own. A module
// of its own so that the route module does not pull the menu and the writers into its chunk.
import { defineTexts } from '@portal/shared';

export const EXPORT_NAMESPACE = 'portal-export';

export const exportTexts = defineTexts(EXPORT_NAMESPACE, {
  en: () => import(/* webpackChunkName: "texts-en" */ './texts/en'),
  da: () => import(/* webpackChunkName: "texts-da" */ './texts/da'),
  nb: () => import(/* webpackChunkName: "texts-nb" */ './texts/nb'),
});
