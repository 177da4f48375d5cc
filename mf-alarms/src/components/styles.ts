import { useInsertionEffect } from 'react';

/**
 * The remote's own few styles, beside the design system's (shared's Page, Card, badges): injected once
 * on first use (like shared's UI kit), so that the route chunks carry no CSS chunk of their own to load.
 * Mobile first (360 px); wider screens from 720 px. Colours are the theme's CSS variables only.
 */
const CSS = `
.alm-stack{display:flex;flex-direction:column;gap:var(--portal-space-4,1rem)}
.alm-stack--tight{gap:var(--portal-space-2,.5rem);align-items:flex-start}
.alm-stack p,.alm-card-text{margin:0}
.alm-muted{color:var(--portal-muted);margin:0}
.alm-summary{flex-direction:row;flex-wrap:wrap;gap:.75rem 1.5rem;align-items:center}
.alm-summary h2{font-size:var(--portal-text-lg,1.125rem);margin:0}
.alm-summary ul{display:flex;flex-wrap:wrap;gap:.5rem;list-style:none;margin:0;padding:0}
.alm-summary li{display:inline-flex;align-items:center;min-height:2rem;padding:.25rem .75rem;border-radius:999px;background:var(--portal-canvas);font-weight:600;font-size:var(--portal-text-sm,.875rem)}
.alm-summary a{font-weight:600}
.alm-empty-icon{width:3.5rem;height:3.5rem;border-radius:50%}
.alm-section-title{font-size:var(--portal-text-lg,1.125rem);margin:0}
.alm-list{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:.75rem}
.alm-item{flex-direction:row;align-items:center;gap:.75rem;position:relative}
.alm-item__text{display:flex;flex-direction:column;gap:.125rem;min-width:0;flex:1}
.alm-item__text a{color:var(--portal-text);font-weight:700;font-size:1.0625rem;text-decoration:none;overflow-wrap:anywhere}
.alm-item__text a::after{content:"";position:absolute;inset:0;border-radius:inherit}
.alm-item__text a:hover{text-decoration:underline}
.alm-item__text a:focus-visible{outline:none}
.alm-item:has(a:focus-visible){outline:3px solid var(--portal-focus);outline-offset:2px}
.alm-item__text p{margin:0;color:var(--portal-muted);font-size:var(--portal-text-sm,.875rem)}
.alm-item .pui-badge{flex:none}
.alm-unread{--pui-tone:var(--portal-primary)}
.alm-status.pui-badge{color:var(--portal-text);background:var(--portal-canvas)}
.alm-status::before{content:"";width:.5rem;height:.5rem;border-radius:50%;background:var(--portal-muted)}
.alm-status--on.pui-badge{background:color-mix(in srgb,var(--portal-success) 12%,var(--portal-surface))}
.alm-status--on::before{background:var(--portal-success)}
.alm-delete.pui-button--secondary{color:var(--portal-error)}
.alm-rows{list-style:none;margin:0;padding:0}
.alm-rows li{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:.5rem;min-height:44px;padding:.5rem 0;border-top:1px solid var(--portal-divider)}
.alm-rows li:first-child{border-top:0}
.alm-rows a{font-weight:600}
.alm-item--unread{border-left:4px solid var(--portal-primary)}
.alm-dl{display:grid;grid-template-columns:1fr;gap:.375rem 1.5rem;margin:0;align-items:baseline}
.alm-dl dt{font-weight:600;color:var(--portal-muted);font-size:.875rem}
.alm-dl dd{margin:0 0 .5rem;overflow-wrap:anywhere}
.alm-actions{display:flex;flex-wrap:wrap;gap:.75rem}
.alm-actions>*{flex:1 1 auto}
.alm-choices{border:0;margin:0;padding:0;display:flex;flex-direction:column;gap:.5rem;min-width:0}
.alm-choices legend{font-size:var(--portal-text-lg,1.125rem);font-weight:700;margin-bottom:.75rem;padding:0}
.alm-choices legend:focus{outline:none}
.alm-choice{display:flex;gap:.75rem;align-items:flex-start;padding:.875rem 1rem;border:1px solid var(--portal-outline);border-radius:calc(var(--portal-radius,8px)*1.25);cursor:pointer;min-height:44px;box-sizing:border-box;background:var(--portal-surface)}
.alm-choice:hover{border-color:var(--portal-border)}
.alm-choice:has(input:checked){border-color:var(--portal-primary);box-shadow:inset 0 0 0 1px var(--portal-primary);background:color-mix(in srgb,var(--portal-primary) 5%,var(--portal-surface))}
.alm-choice input{margin-top:.2rem;width:1.25rem;height:1.25rem;flex:none;accent-color:var(--portal-primary)}
.alm-choice input:focus-visible{outline:3px solid var(--portal-focus);outline-offset:2px}
.alm-choice>span{display:flex;flex-direction:column;gap:.125rem;min-width:0}
.alm-choice>span>span{font-weight:600}
.alm-choice small{color:var(--portal-muted);font-size:.875rem}
.alm-switch{display:flex;gap:.75rem;align-items:center;min-height:44px;cursor:pointer;font-weight:600}
.alm-switch input{appearance:none;-webkit-appearance:none;flex:none;position:relative;width:2.75rem;height:1.5rem;margin:0;border-radius:999px;background:var(--portal-border);cursor:pointer;transition:background .15s}
.alm-switch input::after{content:"";position:absolute;top:.1875rem;left:.1875rem;width:1.125rem;height:1.125rem;border-radius:50%;background:var(--portal-surface);box-shadow:var(--portal-shadow-1);transition:transform .15s}
.alm-switch input:checked{background:var(--portal-success)}
.alm-switch input:checked::after{transform:translateX(1.25rem)}
.alm-switch input:focus-visible{outline:3px solid var(--portal-focus);outline-offset:2px}
.alm-progress{display:flex;flex-direction:column;gap:.5rem}
.alm-progress p{margin:0;font-size:.875rem;font-weight:600;color:var(--portal-muted)}
.alm-progress__bar{display:grid;grid-template-columns:repeat(var(--alm-steps),1fr);gap:4px}
.alm-progress__bar span{height:4px;border-radius:999px;background:var(--portal-divider)}
.alm-progress__bar span[data-done]{background:var(--portal-primary)}
.alm-form{display:flex;flex-direction:column;gap:1rem}
.alm-narrow{width:100%;max-width:44rem;box-sizing:border-box}
.alm-choices--form{gap:1rem}
.alm-review{padding:.75rem 1rem;border-radius:var(--portal-radius,8px);background:var(--portal-canvas)}
.alm-form .pui-field{margin-block:0}
.alm-form input[readonly]{background:var(--portal-canvas)}
.alm-preview{margin:0;padding:.75rem 1rem;border-radius:var(--portal-radius,8px);background:color-mix(in srgb,var(--portal-primary) 6%,var(--portal-surface));font-weight:600}
.alm-error{color:var(--portal-error);font-size:.875rem;margin:0}
.alm-note{margin:0;padding:.75rem 1rem;border-left:4px solid var(--portal-warning);border-radius:4px;background:var(--portal-warning-surface)}
@media (prefers-reduced-motion:reduce){.alm-switch input,.alm-switch input::after{transition:none}}
@media (min-width:720px){
  .alm-dl{grid-template-columns:minmax(10rem,max-content) 1fr}
  .alm-dl dd{margin:0}
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
