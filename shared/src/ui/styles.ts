import { useInsertionEffect } from 'react';

/**
 * The UI kit's stylesheet. It is injected once, on first use, instead of imported as a CSS file, so
 * that every app (and the tests) get it without a CSS rule in their build. Colours come from the brand
 * theme's CSS variables (`theme.ts`); fallbacks are the Norway brand's.
 */
export const UI_CSS = `
.pui-visually-hidden{position:absolute!important;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
.pui-button{display:inline-flex;align-items:center;justify-content:center;gap:.5rem;min-height:44px;padding:.625rem 1.25rem;border-radius:var(--portal-radius,8px);border:2px solid transparent;font:inherit;font-weight:600;cursor:pointer;text-decoration:none}
.pui-button:focus-visible,.pui-field input:focus-visible,.pui-modal__close:focus-visible{outline:3px solid var(--portal-focus,#1a73e8);outline-offset:2px}
.pui-button[disabled],.pui-button[aria-disabled=true]{opacity:.6;cursor:not-allowed}
.pui-button--primary{background:var(--portal-primary,#002a5c);color:var(--portal-on-primary,#fff)}
.pui-button--secondary{background:transparent;color:var(--portal-primary,#002a5c);border-color:currentColor}
.pui-button--text{background:transparent;color:var(--portal-primary,#002a5c);padding-inline:.5rem}
.pui-button--danger{background:var(--portal-error,#b3261e);color:#fff}
.pui-button--full{width:100%}
.pui-spinner{width:1em;height:1em;border:2px solid currentColor;border-right-color:transparent;border-radius:50%;animation:pui-spin .8s linear infinite}
@keyframes pui-spin{to{transform:rotate(360deg)}}
.pui-field{display:flex;flex-direction:column;gap:.25rem;margin-block:.75rem}
.pui-field label{font-weight:600}
.pui-field select{min-height:44px;padding:.5rem .75rem;border:1px solid var(--portal-border,#8a8f98);border-radius:var(--portal-radius,8px);font:inherit;background:var(--portal-surface,#fff)}
.pui-field--checkbox input{width:1.25rem;height:1.25rem;min-height:0}
.pui-field input{min-height:44px;padding:.5rem .75rem;border:1px solid var(--portal-border,#8a8f98);border-radius:var(--portal-radius,8px);font:inherit}
.pui-field input[aria-invalid=true]{border-color:var(--portal-error,#b3261e)}
.pui-field__hint{color:var(--portal-muted,#555b66);font-size:.875rem}
.pui-field__error{color:var(--portal-error,#b3261e);font-size:.875rem}
.pui-modal__backdrop{position:fixed;inset:0;background:rgba(0,0,0,.45);display:flex;align-items:center;justify-content:center;padding:1rem;z-index:1000}
.pui-modal{background:var(--portal-surface,#fff);color:var(--portal-text,#1c1f24);border-radius:calc(var(--portal-radius,8px)*1.5);width:100%;max-height:calc(100vh - 2rem);overflow:auto;padding:1.5rem;position:relative;box-shadow:0 10px 40px rgba(0,0,0,.25)}
.pui-modal--small{max-width:484px}
.pui-modal--large{max-width:706px}
.pui-modal__title{margin:0 2.5rem 1rem 0;font-size:1.25rem}
.pui-modal__close{position:absolute;top:.75rem;right:.75rem;width:44px;height:44px;border:0;background:transparent;font-size:1.5rem;cursor:pointer;border-radius:50%}
.pui-empty{display:flex;flex-direction:column;align-items:center;text-align:center;gap:.5rem;padding:2rem 1rem;color:var(--portal-muted,#555b66)}
.pui-empty__title{color:var(--portal-text,#1c1f24);font-size:1.125rem;margin:0}
.pui-skeleton{display:block;background:linear-gradient(90deg,#e6e8eb 25%,#f2f3f5 50%,#e6e8eb 75%);background-size:200% 100%;animation:pui-shimmer 1.4s ease infinite;border-radius:4px}
.pui-skeleton--circle{border-radius:50%}
@keyframes pui-shimmer{to{background-position:-200% 0}}
@media (prefers-reduced-motion:reduce){.pui-skeleton,.pui-spinner{animation:none}}
`;

const STYLE_ID = 'portal-ui-kit';

/** Adds the UI kit stylesheet to the page once. */
export function injectUiStyles(doc: Document = document): void {
  if (doc.getElementById(STYLE_ID)) return;
  const style = doc.createElement('style');
  style.id = STYLE_ID;
  style.textContent = UI_CSS;
  doc.head.append(style);
}

/** Makes sure the UI kit's stylesheet is on the page (before layout). */
export function useUiStyles(): void {
  useInsertionEffect(() => {
    injectUiStyles();
  }, []);
}
