export interface AppDescriptor {
  dir: string;
  name: string;
  port: number;
}
export const REMOTES: AppDescriptor[];
export const SHELL: AppDescriptor;
export function remoteBaseUrl(remote: AppDescriptor, env?: Record<string, string | undefined>): string;
export function reportEmbedOrigins(env?: Record<string, string | undefined>): string[];
export interface SocialProviderSettings {
  clientId: string;
  authorizeUrl: string;
  redirectUri: string | null;
}
export function socialConfig(
  env?: Record<string, string | undefined>,
): Partial<Record<'apple' | 'google' | 'facebook', SocialProviderSettings>>;
export function runtimeConfig(env?: Record<string, string | undefined>): {
  remotes: Record<string, string>;
  api: { main: string; data: string };
  brand: string;
  storeLinks: { appStore: string | null; googlePlay: string | null };
  defaultLanguage: string;
  preload: boolean;
  diagnostics: boolean;
  social: Partial<Record<'apple' | 'google' | 'facebook', SocialProviderSettings>>;
  tagManagerId: string | null;
  sentry: { dsn: string; environment: string } | null;
};
