import type { SocialProvider } from '@portal/shared';

/**
 * The providers' marks, drawn here (no image is fetched from the providers), in the button's own colour:
 * an apple, a "G", an "f". Decorative: the button's text names the provider.
 */
export function ProviderMark({ provider }: { provider: SocialProvider }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false" data-mark={provider}>
      {provider === 'apple' ? (
        <>
          <path
            fill="currentColor"
            d="M16.4 12.6c0-2.3 1.9-3.4 2-3.5-1.1-1.6-2.8-1.8-3.4-1.8-1.4-.2-2.8.8-3.5.8-.7 0-1.9-.8-3.1-.8-1.6 0-3.1 1-3.9 2.4-1.7 2.9-.4 7.2 1.2 9.6.8 1.2 1.7 2.4 3 2.4 1.2 0 1.6-.8 3.1-.8s1.8.8 3.1.8c1.3 0 2.1-1.2 2.9-2.3.9-1.3 1.3-2.6 1.3-2.7 0 0-2.6-1-2.7-4.1z"
          />
          <path
            fill="currentColor"
            d="M14.2 5.6c.7-.8 1.1-1.9 1-3-1 0-2.1.7-2.8 1.5-.6.7-1.2 1.8-1 2.9 1.1.1 2.1-.6 2.8-1.4z"
          />
        </>
      ) : provider === 'google' ? (
        <path
          fill="none"
          stroke="currentColor"
          strokeWidth="2.6"
          strokeLinecap="round"
          d="M17.7 6.3A8 8 0 1 0 20 12h-7.5"
        />
      ) : (
        <path
          fill="currentColor"
          d="M13.5 21v-7.5H16l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4c-.3 0-1.2-.1-2.2-.1-2.2 0-3.7 1.3-3.7 3.8v2.4H8v3h2.6V21z"
        />
      )}
    </svg>
  );
}
