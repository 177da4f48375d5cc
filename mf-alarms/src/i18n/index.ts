import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { isLanguage, registerNamespace, type Language, type NamespaceResources } from '@portal/shared';
import { da } from './da';
import { en } from './en';
import { nb } from './nb';

/** This remote's own texts (SPEC §1: en, da, nb); quantity names and actions are shared's `common`. */
export const ALARMS_NAMESPACE = 'alarms';
export const alarmsResources: NamespaceResources = { en, da, nb };

const registered = new WeakSet<I18n>();

/** Adds the namespace to the page's one i18n instance (once per instance). */
export function ensureAlarmsNamespace(instance: I18n): void {
  if (registered.has(instance)) return;
  registerNamespace(instance, ALARMS_NAMESPACE, alarmsResources);
  registered.add(instance);
}

/** `t` of this namespace (common keys as `common:...`) and the current language. */
export function useAlarmsTranslation() {
  const { t, i18n } = useTranslation(ALARMS_NAMESPACE);
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  return { t, i18n, language };
}
