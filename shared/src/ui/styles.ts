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
.pui-button__offline{display:block;flex-basis:100%;margin-block:.25rem;color:var(--portal-muted,#555b66);font-size:.875rem}
.pui-spinner{width:1em;height:1em;border:2px solid currentColor;border-right-color:transparent;border-radius:50%;animation:pui-spin .8s linear infinite}
@keyframes pui-spin{to{transform:rotate(360deg)}}
.pui-field{display:flex;flex-direction:column;gap:.25rem;margin-block:.75rem}
.pui-field label{font-weight:600}
.pui-field select,.pui-select{box-sizing:border-box;max-width:100%;min-height:44px;padding:.5rem 2.5rem .5rem .75rem;border:1px solid var(--portal-border,#8a8f98);border-radius:var(--portal-radius,8px);font:inherit;color:var(--portal-text,#1c1f24);background:var(--portal-surface,#fff) url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='16' height='16' fill='none' stroke='%23555b66' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='m4 6 4 4 4-4'/%3E%3C/svg%3E") no-repeat right .75rem center;appearance:none;cursor:pointer}
.pui-field select:focus-visible,.pui-select:focus-visible{outline:3px solid var(--portal-focus,#1a73e8);outline-offset:2px}
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
:root{--portal-space-1:.25rem;--portal-space-2:.5rem;--portal-space-3:.75rem;--portal-space-4:1rem;--portal-space-5:1.5rem;--portal-space-6:2rem;--portal-space-7:3rem;--portal-text-xs:.75rem;--portal-text-sm:.875rem;--portal-text-md:1rem;--portal-text-lg:1.125rem;--portal-text-xl:1.375rem;--portal-text-2xl:1.75rem;--portal-text-3xl:2.25rem;--portal-container:72rem;--portal-shadow-1:0 1px 2px rgba(16,24,40,.06),0 1px 3px rgba(16,24,40,.08);--portal-shadow-2:0 4px 12px rgba(16,24,40,.1)}
.pui-page{box-sizing:border-box;width:100%;max-width:var(--portal-container);margin:0 auto;padding:var(--portal-space-5) var(--portal-space-4) var(--portal-space-7);display:flex;flex-direction:column;gap:var(--portal-space-5);min-width:0}
.pui-page>*{margin-block:0}
.pui-page-header{display:flex;flex-wrap:wrap;align-items:center;gap:var(--portal-space-2) var(--portal-space-3)}
.pui-page-header__text{display:flex;flex-direction:column;gap:var(--portal-space-1);min-width:0;flex:1 1 16rem}
.pui-page-header__title{display:flex;align-items:center;flex-wrap:wrap;gap:var(--portal-space-2);margin:0;font-size:var(--portal-text-2xl);line-height:1.2;overflow-wrap:anywhere}
.pui-page-header__title:focus{outline:none}
.pui-page-header__subtitle{margin:0;color:var(--portal-muted);font-size:var(--portal-text-md)}
.pui-page-header__actions{display:flex;flex-wrap:wrap;gap:var(--portal-space-2);align-items:center}
.pui-icon-badge{flex:none;display:inline-flex;align-items:center;justify-content:center;width:2.5rem;height:2.5rem;border-radius:calc(var(--portal-radius,8px)*1.5);color:var(--pui-accent,var(--portal-primary));background:color-mix(in srgb,var(--pui-accent,var(--portal-primary)) 12%,var(--portal-surface,#fff))}
.pui-icon-badge--small{width:2rem;height:2rem;border-radius:var(--portal-radius,8px)}
.pui-card{box-sizing:border-box;display:flex;flex-direction:column;gap:var(--portal-space-3);min-width:0;padding:var(--portal-space-4);background:var(--portal-surface,#fff);color:var(--portal-text,#1c1f24);border:1px solid var(--portal-divider,#e3e5e8);border-radius:calc(var(--portal-radius,8px)*1.5);box-shadow:var(--portal-shadow-1)}
.pui-card>*{margin-block:0}
.pui-card[data-accent]{border-top:4px solid var(--pui-accent)}
.pui-card__header{display:flex;flex-wrap:wrap;align-items:center;gap:var(--portal-space-2);min-width:0}
.pui-card__title{margin:0;font-size:var(--portal-text-lg);line-height:1.3;display:flex;align-items:center;gap:var(--portal-space-2);flex-wrap:wrap;min-width:0;overflow-wrap:anywhere}
.pui-card__actions{margin-left:auto;display:flex;gap:var(--portal-space-2);align-items:center}
.pui-card--danger{border-color:color-mix(in srgb,var(--portal-error,#b3261e) 40%,var(--portal-surface,#fff))}
.pui-grid{display:grid;gap:var(--portal-space-4);grid-template-columns:repeat(auto-fill,minmax(min(100%,var(--pui-grid-min,16rem)),1fr))}
.pui-stack{display:flex;flex-direction:column;gap:var(--portal-space-3)}
.pui-toolbar{display:flex;flex-wrap:wrap;align-items:flex-end;gap:var(--portal-space-3) var(--portal-space-4)}
.pui-segmented{border:0;margin:0;padding:0;min-width:0;max-width:100%}
.pui-segmented__legend{padding:0;margin-bottom:var(--portal-space-1);font-weight:600;font-size:var(--portal-text-sm)}
.pui-segmented__options{display:inline-flex;flex-wrap:wrap;gap:2px;padding:3px;max-width:100%;box-sizing:border-box;background:var(--portal-divider,#e3e5e8);border-radius:calc(var(--portal-radius,8px) + 3px)}
.pui-segmented__option{position:relative;display:inline-flex;flex:1 0 auto}
.pui-segmented__option input{position:absolute;inset:0;width:100%;height:100%;margin:0;opacity:0;cursor:pointer}
.pui-segmented__option span{display:inline-flex;flex:1;align-items:center;justify-content:center;gap:var(--portal-space-1);min-height:38px;padding:.375rem .875rem;border-radius:var(--portal-radius,8px);font-weight:600;font-size:var(--portal-text-sm);color:var(--portal-text,#1c1f24);white-space:nowrap}
.pui-segmented__option input:checked+span{background:var(--portal-surface,#fff);color:var(--portal-primary,#002a5c);box-shadow:var(--portal-shadow-1)}
.pui-segmented__option input:focus-visible+span{outline:3px solid var(--portal-focus,#1a73e8);outline-offset:1px}
.pui-segmented__option input:disabled{cursor:not-allowed}
.pui-segmented__option input:disabled+span{color:var(--portal-muted,#555b66);opacity:.7}
.pui-smiley{display:inline-flex;align-items:center;gap:var(--portal-space-1);vertical-align:middle;color:var(--portal-text,#1c1f24)}
.pui-smiley svg{flex:none;color:var(--pui-tone)}
.pui-tone-good{--pui-tone:var(--portal-success,#1e7f3c)}
.pui-tone-caution{--pui-tone:var(--portal-caution,#a35d00)}
.pui-tone-warn{--pui-tone:var(--portal-warn,#c2410c)}
.pui-tone-bad{--pui-tone:var(--portal-error,#b3261e)}
.pui-tone-neutral{--pui-tone:var(--portal-muted,#555b66)}
.pui-badge{display:inline-flex;align-items:center;gap:var(--portal-space-1);padding:.125rem .5rem;border-radius:999px;font-size:var(--portal-text-sm);font-weight:600;line-height:1.4;color:color-mix(in srgb,var(--pui-tone,var(--portal-text,#1c1f24)) 80%,#000);background:color-mix(in srgb,var(--pui-tone,var(--portal-muted,#555b66)) 12%,var(--portal-surface,#fff))}
.pui-stat{display:flex;flex-direction:column;gap:2px;margin:0}
.pui-stat__label{font-size:var(--portal-text-sm);color:var(--portal-muted,#555b66)}
.pui-stat__value{font-size:var(--portal-text-2xl);font-weight:700;line-height:1.15;font-variant-numeric:tabular-nums;margin:0}
.pui-muted{color:var(--portal-muted,#555b66);font-size:var(--portal-text-sm)}
.pui-load-failed{display:flex;flex-wrap:wrap;align-items:center;gap:var(--portal-space-2) var(--portal-space-3);padding:var(--portal-space-3);border-radius:var(--portal-radius,8px);background:var(--portal-warning-surface,#fff6d6);color:var(--portal-text,#1c1f24)}
.pui-load-failed p{margin:0;flex:1 1 14rem}
.pui-help{display:inline-flex;align-items:center;justify-content:center;flex:none;width:2rem;height:2rem;padding:0;border:0;border-radius:50%;background:transparent;color:var(--portal-primary,#002a5c);cursor:pointer;font:inherit}
.pui-help:hover{background:color-mix(in srgb,var(--portal-primary,#002a5c) 10%,transparent)}
.pui-help:focus-visible{outline:3px solid var(--portal-focus,#1a73e8);outline-offset:1px}
@media (max-width:480px){.pui-page{padding:var(--portal-space-4) var(--portal-space-3) var(--portal-space-6);gap:var(--portal-space-4)}.pui-page-header__title{font-size:var(--portal-text-xl)}.pui-card{padding:var(--portal-space-3)}}
`;

const STYLE_ID = 'portal-ui-kit';

/** Adds the UI kit stylesheet to the page once. */
export function injectUiStyles(doc: Document = document): void {
  injectStyleSheet(doc, STYLE_ID, UI_CSS);
}

function injectStyleSheet(doc: Document, id: string, css: string): void {
  if (doc.getElementById(id)) return;
  const style = doc.createElement('style');
  style.id = id;
  style.textContent = css;
  doc.head.append(style);
}

/** The style sheets a render without a document used, by id (the prerendered public pages take them). */
const renderedSheets = new Map<string, string>();

/**
 * Makes sure a component's stylesheet is on the page (before layout), once per id. A render without a
 * document (react-dom/server) notes it instead, for `takeRenderedStyleSheets`.
 */
export function useStyleSheet(id: string, css: string): void {
  if (typeof document === 'undefined') renderedSheets.set(id, css);
  useInsertionEffect(() => injectStyleSheet(document, id, css), [id, css]);
}

/** The style sheets the renders without a document used since the last call, in their first use's order. */
export function takeRenderedStyleSheets(): string[] {
  const sheets = [...renderedSheets.values()];
  renderedSheets.clear();
  return sheets;
}

/** Makes sure the UI kit's stylesheet is on the page (before layout). */
export function useUiStyles(): void {
  useStyleSheet(STYLE_ID, UI_CSS);
}
