import { appStorage } from '@portal/shared';
import { TENANCIES_PATH } from '@portal/shared/routing';
import { paths } from '../../paths';

/** SPEC §1: four slides, skip and finish. Keys only: texts are looked up when the slide renders. */
export const SLIDES = ['monitor', 'compare', 'analyse', 'alarms'] as const;
export type Slide = (typeof SLIDES)[number];

/**
 * Where to go after a sign-in: the onboarding first, once per user (SPEC §1, §3). The services keep
 * whether the user has seen it; this browser's has-onboarded flag also counts (it is set at the end of
 * the slides and by an impersonated session, which leaves the user's own flag alone).
 */
export function destinationAfterSignIn(path: string, user: { hasOnboarded?: boolean } | null): string {
  if (user?.hasOnboarded || appStorage.get('hasOnboarded') === 'true') return path;
  return paths.onboarding.getHref(path);
}

/** A `?next` path to go on to: one of this site's (not another's), else the tenancy list. */
export function safeNextPath(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') ? next : TENANCIES_PATH;
}
