import { useStyleSheet } from '@portal/shared';

/**
 * The remote's own styles beside the design system's (shared's Page, Card, fields, buttons): the
 * public screens' brand row and social buttons, the password checklist, the switch, the onboarding,
 * the tenancy's users. Injected once on first use (like shared's UI kit), so a route chunk carries no
 * CSS chunk of its own. Mobile first (360 px). Colours are the theme's CSS variables only.
 */
const CSS = `
.auth-screen{display:flex;flex-direction:column;gap:var(--portal-space-4,1rem);padding:var(--portal-space-4,1rem) 0 var(--portal-space-5,1.5rem);min-width:0}
.auth-screen>*{margin-block:0}
.auth-brand{display:flex;align-items:center;gap:.625rem;font-weight:700;font-size:var(--portal-text-lg,1.125rem);color:var(--portal-primary)}
.auth-brand__mark{display:inline-flex;align-items:center;justify-content:center;width:2.5rem;height:2.5rem;border-radius:calc(var(--portal-radius,8px)*1.5);background:var(--portal-primary);color:var(--portal-on-primary)}
/* the screen names the app itself: the shell's public header (below 900 px) keeps only the language */
.public-panel:has(.auth-brand) .public-header__brand{display:none}
.auth-heading{display:flex;flex-direction:column;gap:var(--portal-space-1,.25rem)}
.auth-heading>*{margin:0}
.auth-eyebrow{font-weight:600;color:var(--portal-muted);font-size:var(--portal-text-md,1rem)}
.auth-heading h1{font-size:var(--portal-text-2xl,1.75rem);line-height:1.2}
.auth-heading h1:focus{outline:none}
.auth-lead{color:var(--portal-muted);margin:0}
.auth-actions{display:flex;flex-direction:column;gap:var(--portal-space-3,.75rem)}
.auth-actions .pui-button{width:100%;min-height:48px}
.auth-divider{display:flex;align-items:center;gap:.75rem;color:var(--portal-muted);font-size:var(--portal-text-sm,.875rem)}
.auth-divider::before,.auth-divider::after{content:"";flex:1;border-top:1px solid var(--portal-divider)}
.auth-social{position:relative;display:flex;align-items:center;justify-content:center;width:100%;min-height:48px;padding:.625rem 3rem;border:1px solid var(--portal-outline);border-radius:var(--portal-radius,8px);background:var(--portal-surface);color:var(--portal-text);font:inherit;font-weight:600;cursor:pointer;box-shadow:var(--portal-shadow-1)}
.auth-social:hover{border-color:var(--portal-border);background:var(--portal-canvas)}
.auth-social:focus-visible{outline:3px solid var(--portal-focus);outline-offset:2px}
.auth-social[disabled]{opacity:.6;cursor:not-allowed}
.auth-social svg{position:absolute;left:1rem;top:50%;transform:translateY(-50%)}
.auth-social[data-provider=apple]{background:var(--portal-text);color:var(--portal-surface);border-color:var(--portal-text)}
.auth-social[data-provider=apple]:hover{background:var(--portal-text)}
.auth-links{display:flex;flex-direction:column;gap:var(--portal-space-2,.5rem);align-items:center;text-align:center;margin-top:var(--portal-space-2,.5rem)}
.auth-links p{margin:0}
.auth-links a{font-weight:600}
.auth-card-form{display:flex;flex-direction:column;gap:var(--portal-space-3,.75rem)}
.auth-card-form .pui-field{margin-block:0}
.auth-card-form>.pui-button{margin-top:var(--portal-space-2,.5rem)}
.pui-page .auth-card-form>.pui-button{align-self:flex-start}
.auth-code{display:flex;flex-direction:column;gap:.25rem;padding:.875rem 1rem;border-radius:calc(var(--portal-radius,8px)*1.25);background:color-mix(in srgb,var(--portal-success) 10%,var(--portal-surface));border:1px solid color-mix(in srgb,var(--portal-success) 35%,var(--portal-surface))}
.auth-code p{margin:0}
.auth-notice{margin:0;padding:.75rem 1rem;border-left:4px solid var(--portal-warning);border-radius:4px;background:var(--portal-warning-surface);color:var(--portal-text)}
.auth-fine{font-size:var(--portal-text-sm,.875rem);margin:0}
.auth-done{align-items:flex-start}
.auth-done__icon{display:inline-flex;align-items:center;justify-content:center;width:3.5rem;height:3.5rem;border-radius:50%;color:var(--portal-success);background:color-mix(in srgb,var(--portal-success) 12%,var(--portal-surface))}
.auth-rules{margin:0;padding:.75rem 1rem;border-radius:var(--portal-radius,8px);background:var(--portal-canvas)}
.auth-rules p{margin:0 0 .375rem;font-weight:600;font-size:var(--portal-text-sm,.875rem)}
.auth-rules ul{list-style:none;margin:0;padding:0;display:grid;gap:.25rem;grid-template-columns:repeat(auto-fill,minmax(min(100%,11rem),1fr))}
.auth-rules li{display:flex;align-items:center;gap:.5rem;font-size:var(--portal-text-sm,.875rem);color:var(--portal-muted)}
.auth-rules li[data-met=true]{color:var(--portal-success);font-weight:600}
.auth-rule-mark{flex:none;display:inline-flex;align-items:center;justify-content:center;width:1.125rem;height:1.125rem;border-radius:50%;border:2px solid currentColor;box-sizing:border-box}
.auth-rules li[data-met=true] .auth-rule-mark{background:var(--portal-success);border-color:var(--portal-success);color:var(--portal-surface)}
.auth-switch{display:flex;align-items:center;justify-content:space-between;gap:1rem;min-height:44px;cursor:pointer}
.auth-switch__text{display:flex;flex-direction:column;gap:.125rem}
.auth-switch__title{font-weight:600}
.auth-switch__hint{color:var(--portal-muted);font-size:var(--portal-text-sm,.875rem)}
.auth-switch input{appearance:none;-webkit-appearance:none;flex:none;position:relative;width:2.75rem;height:1.5rem;margin:0;border-radius:999px;background:var(--portal-border);cursor:pointer;transition:background .15s}
.auth-switch input::after{content:"";position:absolute;top:.1875rem;left:.1875rem;width:1.125rem;height:1.125rem;border-radius:50%;background:var(--portal-surface);box-shadow:var(--portal-shadow-1);transition:transform .15s}
.auth-switch input:checked{background:var(--portal-success)}
.auth-switch input:checked::after{transform:translateX(1.25rem)}
.auth-switch input:focus-visible{outline:3px solid var(--portal-focus);outline-offset:2px}
.auth-switch input:disabled{opacity:.6;cursor:progress}
.auth-dl{display:grid;grid-template-columns:1fr;gap:.125rem 1rem;margin:0}
.auth-dl>div{display:flex;flex-direction:column;gap:.125rem;padding:.625rem 0;border-top:1px solid var(--portal-divider)}
.auth-dl>div:first-child{border-top:0;padding-top:0}
.auth-dl dt{font-size:var(--portal-text-sm,.875rem);color:var(--portal-muted)}
.auth-dl dd{margin:0;font-weight:600;overflow-wrap:anywhere}
.auth-dl dd a{font-weight:600}
.auth-dl dd span+span{display:block}
.auth-columns{display:grid;gap:var(--portal-space-4,1rem);grid-template-columns:repeat(auto-fit,minmax(min(100%,26rem),1fr));align-items:start}
.auth-columns>div{display:flex;flex-direction:column;gap:var(--portal-space-4,1rem);min-width:0}
.auth-danger-actions{display:flex;flex-wrap:wrap;gap:.75rem;align-items:center}
.auth-danger-actions p{margin:0;flex:1 1 16rem;color:var(--portal-muted)}
.auth-pending{display:flex;flex-direction:column;gap:.75rem;padding:.875rem 1rem;border-radius:var(--portal-radius,8px);background:var(--portal-warning-surface);border-left:4px solid var(--portal-warning)}
.auth-pending p{margin:0}
.auth-inline-actions{display:flex;flex-wrap:wrap;gap:.5rem}
.auth-stack{display:flex;flex-direction:column;gap:var(--portal-space-3,.75rem)}
.auth-stack>*{margin:0}
.auth-stack .pui-field{margin-block:0}
.auth-dialog-actions{display:flex;justify-content:flex-end;gap:.5rem;flex-wrap:wrap;margin-top:var(--portal-space-4,1rem)}
.auth-screen.auth-standalone{max-width:32rem;margin:0 auto;padding:var(--portal-space-6,2rem) var(--portal-space-4,1rem)}
.auth-contact{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:.25rem}
.auth-contact a{display:inline-flex;align-items:center;min-height:44px;font-weight:600;overflow-wrap:anywhere}
.auth-users{list-style:none;margin:0;padding:0}
.auth-user{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem .75rem;padding:.75rem 0;border-top:1px solid var(--portal-divider)}
.auth-user:first-child{border-top:0;padding-top:0}
.auth-avatar{flex:none;display:inline-flex;align-items:center;justify-content:center;width:2.5rem;height:2.5rem;border-radius:50%;font-weight:700;font-size:var(--portal-text-sm,.875rem);color:var(--portal-primary);background:color-mix(in srgb,var(--portal-primary) 12%,var(--portal-surface))}
.auth-avatar[data-pending]{color:var(--portal-muted);background:var(--portal-canvas);border:1px dashed var(--portal-border)}
.auth-user__who{display:flex;flex-direction:column;min-width:0;flex:1 1 12rem}
.auth-user__name{font-weight:600;overflow-wrap:anywhere}
.auth-user__email{color:var(--portal-muted);font-size:var(--portal-text-sm,.875rem);overflow-wrap:anywhere}
.auth-user__badges{display:flex;flex-wrap:wrap;gap:.25rem}
.auth-user__actions{display:flex;flex-wrap:wrap;gap:0 .25rem;width:100%;padding-left:3.25rem;box-sizing:border-box}
.auth-user__actions .pui-button{min-height:44px;padding-inline:.5rem;font-size:var(--portal-text-sm,.875rem)}
.auth-badge-admin{--pui-tone:var(--portal-primary)}
.auth-badge-pending.pui-badge{color:var(--portal-text);background:var(--portal-warning-surface);box-shadow:inset 0 0 0 1px var(--portal-warning)}
.auth-remove.pui-button{color:var(--portal-error)}
.auth-onboarding{min-height:100vh;min-height:100dvh;box-sizing:border-box;display:flex;flex-direction:column;align-items:center;padding:var(--portal-space-4,1rem);background:radial-gradient(ellipse 120% 60% at 50% 0%,color-mix(in srgb,var(--portal-primary) 16%,var(--portal-surface)) 0%,var(--portal-surface) 70%);color:var(--portal-text)}
.auth-onboarding__bar{display:flex;align-items:center;justify-content:space-between;gap:1rem;width:100%;max-width:40rem;min-height:48px}
.auth-onboarding__bar .auth-brand{font-size:var(--portal-text-md,1rem)}
.auth-onboarding__skip{display:inline-flex;align-items:center;min-height:44px;padding:0 .75rem;font-weight:600;border-radius:var(--portal-radius,8px)}
.auth-onboarding__skip:focus-visible{outline:3px solid var(--portal-focus);outline-offset:2px}
.auth-onboarding__main{flex:1;box-sizing:border-box;padding-inline:0;display:flex;flex-direction:column;justify-content:center;align-items:center;gap:var(--portal-space-5,1.5rem);width:100%;max-width:32rem;text-align:center;padding-block:var(--portal-space-5,1.5rem)}
.auth-onboarding__art{position:relative;display:inline-flex;align-items:center;justify-content:center;width:10rem;height:10rem;border-radius:50%;color:var(--portal-primary);background:var(--portal-surface);box-shadow:0 0 0 .75rem color-mix(in srgb,var(--portal-primary) 14%,transparent),0 0 0 1.75rem color-mix(in srgb,var(--portal-primary) 6%,transparent),var(--portal-shadow-2)}
.auth-onboarding__art::after{content:"";position:absolute;right:.75rem;top:.75rem;width:1rem;height:1rem;border-radius:50%;background:var(--portal-accent)}
.auth-onboarding__slide{display:flex;flex-direction:column;gap:var(--portal-space-3,.75rem);align-items:center}
.auth-onboarding__slide>*{margin:0}
.auth-onboarding__slide h1{font-size:var(--portal-text-3xl,2.25rem);line-height:1.15}
.auth-onboarding__slide h1:focus{outline:none}
.auth-onboarding__slide p{font-size:var(--portal-text-lg,1.125rem);color:var(--portal-muted);max-width:26rem}
.auth-dots{display:flex;gap:.25rem;justify-content:center;margin:0;padding:0;list-style:none}
.auth-dots button{display:inline-flex;align-items:center;justify-content:center;width:2rem;height:2rem;padding:0;border:0;border-radius:50%;background:transparent;cursor:pointer}
.auth-dots button::before{content:"";width:.5rem;height:.5rem;border-radius:999px;background:var(--portal-border);transition:width .2s}
.auth-dots button[aria-current=step]::before{width:1.5rem;background:var(--portal-primary)}
.auth-dots button:focus-visible{outline:3px solid var(--portal-focus);outline-offset:0}
.auth-onboarding__next{width:100%;max-width:20rem;min-height:52px}
@media (max-width:480px){.auth-heading h1{font-size:var(--portal-text-xl,1.375rem)}.auth-onboarding__slide h1{font-size:var(--portal-text-2xl,1.75rem)}}
@media (prefers-reduced-motion:reduce){.auth-switch input,.auth-switch input::after,.auth-dots button::before{transition:none}}
@media (min-width:640px){.auth-onboarding{padding:var(--portal-space-5,1.5rem) var(--portal-space-6,2rem)}.auth-onboarding__art{width:12rem;height:12rem}}
`;

export function useAuthStyles(): void {
  useStyleSheet('mf-auth-styles', CSS);
}
