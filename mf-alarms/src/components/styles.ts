import { useInsertionEffect } from 'react';

/**
 * The remote's stylesheet, injected once on first use (like shared's UI kit), so that the route
 * chunks carry no CSS chunk of their own to load. Mobile first (360 px); wider screens from 720 px.
 * Colours are the theme's CSS variables only (shared/src/ui/theme.ts), so every brand applies.
 */
const CSS = `
.alm-page{display:flex;flex-direction:column;gap:1.25rem;padding:1rem;max-width:56rem;margin-inline:auto;box-sizing:border-box;width:100%;color:var(--portal-text)}
.alm-page h1{font-size:1.5rem;margin:0;line-height:1.25}
.alm-page h2{font-size:1.125rem;margin:0}
.alm-page p{margin:0}
.alm-header{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:.75rem}
.alm-muted{color:var(--portal-muted)}
.alm-back{align-self:flex-start;color:var(--portal-primary);font-weight:600;display:inline-flex;align-items:center;min-height:44px}
.alm-card{background:var(--portal-surface);border:1px solid var(--portal-outline);border-radius:calc(var(--portal-radius)*1.5);padding:1rem}
.alm-summary{display:flex;flex-wrap:wrap;gap:.5rem 1.5rem;align-items:center}
.alm-summary ul{display:flex;flex-wrap:wrap;gap:.5rem 1.25rem;list-style:none;margin:0;padding:0}
.alm-list{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:.75rem}
.alm-list>li:not(.alm-item){display:flex;flex-wrap:wrap;gap:.5rem;align-items:center}
.alm-item{display:flex;flex-direction:column;gap:.25rem}
.alm-item a{color:var(--portal-primary);font-weight:600;font-size:1.0625rem}
.alm-item-row{display:flex;flex-wrap:wrap;justify-content:space-between;gap:.5rem;align-items:baseline}
.alm-badge{display:inline-block;padding:.125rem .5rem;border-radius:999px;font-size:.8125rem;font-weight:600;border:1px solid currentColor}
.alm-badge--on{color:var(--portal-success)}
.alm-badge--off{color:var(--portal-muted)}
.alm-badge--unread{color:var(--portal-on-primary);background:var(--portal-primary);border-color:var(--portal-primary)}
.alm-item--unread a{font-weight:700}
.alm-dl{display:grid;grid-template-columns:1fr;gap:.25rem 1rem;margin:0}
.alm-dl dt{font-weight:600;color:var(--portal-muted);font-size:.875rem}
.alm-dl dd{margin:0 0 .5rem}
.alm-actions{display:flex;flex-wrap:wrap;gap:.75rem}
.alm-actions>*{flex:1 1 auto}
.alm-choices{border:0;margin:0;padding:0;display:flex;flex-direction:column;gap:.5rem}
.alm-choices legend{font-size:1.125rem;font-weight:600;margin-bottom:.75rem;padding:0}
.alm-choice{display:flex;gap:.75rem;align-items:flex-start;padding:.75rem 1rem;border:1px solid var(--portal-border);border-radius:var(--portal-radius);cursor:pointer;min-height:44px;box-sizing:border-box}
.alm-choice:has(input:checked){border-color:var(--portal-primary);box-shadow:inset 0 0 0 1px var(--portal-primary)}
.alm-choice input{margin-top:.25rem;width:1.25rem;height:1.25rem;flex:none}
.alm-choice input:focus-visible{outline:3px solid var(--portal-focus);outline-offset:2px}
.alm-choice span{display:flex;flex-direction:column;gap:.125rem}
.alm-choice small{color:var(--portal-muted);font-size:.875rem}
.alm-check{display:flex;gap:.75rem;align-items:center;min-height:44px}
.alm-check input{width:1.25rem;height:1.25rem}
.alm-steps{font-size:.875rem;color:var(--portal-muted);margin:0}
.alm-form{display:flex;flex-direction:column;gap:1rem}
.alm-form input[readonly]{background:var(--portal-divider)}
.alm-stack{display:flex;flex-direction:column;gap:1.25rem}
.alm-error{color:var(--portal-error);font-size:.875rem}
@media (min-width:720px){
  .alm-page{padding:1.5rem 2rem}
  .alm-page h1{font-size:1.875rem}
  .alm-dl{grid-template-columns:minmax(10rem,max-content) 1fr}
  .alm-dl dd{margin:0}
  .alm-item{flex-direction:row;justify-content:space-between;align-items:center}
  .alm-actions>*{flex:0 0 auto}
}
`;

const STYLE_ID = 'mf-alarms-styles';

export function useAlarmStyles(): void {
  useInsertionEffect(() => {
    if (document.getElementById(STYLE_ID)) return;
    const style = document.createElement('style');
    style.id = STYLE_ID;
    style.textContent = CSS;
    document.head.append(style);
  }, []);
}
