// This remote's own layout on the design system (shared/src/ui): the consumption views' control bar,
// figures, breakdowns, chart panel, rating scale and daily bars. Colours only from the theme's
// variables; a quantity's from `--mfc-accent`, set to `var(--portal-quantity-<q>)` on its page or card.
const CSS = `
.mfc-page .pui-page-header__text { flex-basis: 9rem; }
.mfc-flow, .mfc-flow > [aria-busy] { display: flex; flex-direction: column; gap: var(--portal-space-4); min-width: 0; }
.mfc-bar .mfc-more-toggle { display: none; }
.mfc-bar-more { display: contents; }
/* a price with its unit ("1,00–2,26 NOK/kWh") fits a card's line: wider cards than the figures' (.mfc-stats, below) */
.mfc-stats.mfc-price-stats { --pui-grid-min: 17rem; }
.mfc-stats.mfc-price-stats .mfc-stat .pui-stat__value { font-size: var(--portal-text-xl); }
.mfc-bar { display: flex; flex-wrap: wrap; align-items: center; gap: var(--portal-space-2) var(--portal-space-3); padding: var(--portal-space-2) var(--portal-space-3); background: var(--portal-surface); border: 1px solid var(--portal-divider); border-radius: calc(var(--portal-radius, 8px) * 1.5); box-shadow: var(--portal-shadow-1); }
.mfc-bar .pui-segmented__option span { padding: .375rem .75rem; }
.mfc-bar-group { display: flex; flex-wrap: wrap; align-items: center; gap: var(--portal-space-2); min-width: 0; }
.mfc-period { display: flex; align-items: center; gap: var(--portal-space-1); min-width: 0; }
.mfc-period-label { margin: 0; font-weight: 700; min-width: 9ch; text-align: center; padding: 0 var(--portal-space-1); white-space: nowrap; }
.mfc-step { display: inline-flex; align-items: center; justify-content: center; width: 44px; height: 44px; padding: 0; border: 1px solid var(--portal-divider); border-radius: 50%; background: var(--portal-surface); color: var(--portal-primary); cursor: pointer; }
.mfc-step:hover:not([disabled]) { background: color-mix(in srgb, var(--portal-primary) 8%, var(--portal-surface)); }
.mfc-step:focus-visible { outline: 3px solid var(--portal-focus); outline-offset: 2px; }
.mfc-step[disabled] { color: var(--portal-muted); opacity: .45; cursor: not-allowed; }
.mfc-preset.pui-field { margin: 0; }
.mfc-preset select { min-width: 11rem; }
.mfc-toggle { display: inline-flex; align-items: center; gap: var(--portal-space-2); min-height: 44px; padding: 0 var(--portal-space-3); border-radius: 999px; border: 1px solid var(--portal-divider); font-weight: 600; font-size: var(--portal-text-sm); cursor: pointer; }
.mfc-toggle input { width: 1.125rem; height: 1.125rem; margin: 0; accent-color: var(--portal-primary); }
.mfc-toggle:has(input:disabled) { color: var(--portal-muted); cursor: not-allowed; }
.mfc-bar-end { margin-left: auto; }
.mfc-custom-period { display: flex; flex-wrap: wrap; gap: var(--portal-space-2) var(--portal-space-3); align-items: flex-end; flex-basis: 100%; }
.mfc-custom-period .pui-field { margin: 0; }
.mfc-custom-period input { min-height: 44px; }
.mfc-note { color: var(--portal-muted); font-size: var(--portal-text-sm); margin: 0; }
.mfc-info { background: var(--portal-warning-surface); border-left: 4px solid var(--portal-warning); border-radius: var(--portal-radius, 8px); padding: var(--portal-space-2) var(--portal-space-3); margin: 0; }
.mfc-info p { margin: 2px 0; }
.mfc-chart-card { gap: var(--portal-space-2); }
.mfc-chart-panel { display: flex; flex-direction: column; gap: var(--portal-space-2); min-width: 0; }
.mfc-stale { opacity: 0.6; transition: opacity 0.2s; }
.mfc-chart-tools { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: var(--portal-space-2); }
.mfc-chart-tools > :last-child { margin-left: auto; }
.mfc-legend { display: flex; flex-wrap: wrap; gap: var(--portal-space-1) var(--portal-space-3); margin: 0; padding: 0; list-style: none; font-size: var(--portal-text-sm); color: var(--portal-muted); }
.mfc-legend li { display: inline-flex; align-items: center; gap: var(--portal-space-1); }
.mfc-key { display: inline-block; width: 14px; height: 10px; border-radius: 2px; background: var(--mfc-accent); }
.mfc-key--dashed { height: 0; border-top: 2px dashed color-mix(in srgb, var(--mfc-accent) 60%, transparent); background: none; }
.mfc-key--band { background: color-mix(in srgb, var(--mfc-accent) 22%, transparent); }
.mfc-chart { min-height: 320px; width: 100%; overflow: hidden; }
.mfc-chart .highcharts-column-series .mfc-point-incomplete { fill-opacity: 0.35; }
.mfc-chart .highcharts-tooltip span, .mfc-chart .highcharts-tooltip text { font-size: var(--portal-text-sm); }
.mfc-incomplete-key { display: flex; align-items: flex-start; gap: 8px; }
.mfc-swatch { flex: none; display: inline-block; box-sizing: border-box; width: 14px; height: 14px; margin-top: 2px; border: 2px dashed var(--mfc-accent); background: color-mix(in srgb, var(--mfc-accent) 35%, var(--portal-surface)); }
.mfc-swatch--line { border-style: solid; border-radius: 50%; background: var(--portal-surface); }
.mfc-comparison-span { font-weight: 600; color: var(--portal-text); font-size: var(--portal-text-xs); }
.mfc-stats { --pui-grid-min: 13rem; }
.mfc-stat { gap: var(--portal-space-2); }
.mfc-stat .pui-stat__value { font-size: var(--portal-text-xl); }
.mfc-stats .mfc-stat--total { border-top: 4px solid var(--mfc-accent); }
.mfc-stats .mfc-stat--total .pui-stat__value { font-size: 1.5rem; }
.mfc-stat .pui-stat__value { overflow-wrap: anywhere; }
.mfc-kpi-span { display: block; color: var(--portal-muted); font-size: var(--portal-text-xs); overflow-wrap: anywhere; }
.mfc-badge-row { display: flex; flex-wrap: wrap; align-items: center; gap: var(--portal-space-1) var(--portal-space-2); margin: 0; }
.mfc-badge { white-space: normal; color: var(--portal-text); box-shadow: inset 0 0 0 1px color-mix(in srgb, var(--pui-tone, var(--portal-muted)) 45%, transparent); padding: .25rem .625rem; }
.mfc-badge .pui-smiley { font-weight: 600; }
.mfc-breakdown { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; }
.mfc-breakdown li { display: grid; grid-template-columns: minmax(0, 1fr) auto; gap: 2px var(--portal-space-3); align-items: center; padding: var(--portal-space-2) 0; border-bottom: 1px solid var(--portal-divider); }
.mfc-breakdown li:last-child { border-bottom: 0; }
.mfc-breakdown a { display: inline-flex; align-items: center; min-height: 44px; font-weight: 600; overflow-wrap: anywhere; }
.mfc-breakdown-value { font-variant-numeric: tabular-nums; font-weight: 600; text-align: right; }
.mfc-share { grid-column: 1 / -1; height: 6px; border-radius: 3px; background: var(--portal-divider); overflow: hidden; }
.mfc-share span { display: block; height: 100%; border-radius: 3px; background: var(--mfc-accent); }
.mfc-table-wrap { overflow-x: auto; max-height: 420px; }
.mfc-table { border-collapse: collapse; width: 100%; font-variant-numeric: tabular-nums; }
.mfc-table th, .mfc-table td { text-align: left; padding: var(--portal-space-2); border-bottom: 1px solid var(--portal-divider); }
.mfc-table thead th { font-size: var(--portal-text-sm); color: var(--portal-muted); position: sticky; top: 0; background: var(--portal-surface); }
.mfc-table td { text-align: right; }
.mfc-table td.mfc-table-note { text-align: left; min-width: 14em; font-size: var(--portal-text-sm); color: var(--portal-muted); }
.mfc-table th.mfc-num { text-align: right; }
.mfc-table td.mfc-text-cell { text-align: left; }
.mfc-meter-table { max-height: none; }
.mfc-meter-table tbody th { font-weight: 600; }
.mfc-meter-id { display: inline-flex; align-items: center; gap: var(--portal-space-2); }
.mfc-meter-id a { display: inline-flex; align-items: center; min-height: 32px; }
.mfc-meter-quantity { display: block; color: var(--portal-muted); font-size: var(--portal-text-xs); font-weight: 400; }
.mfc-meter-reading { display: block; font-weight: 700; white-space: nowrap; }
.mfc-rename { display: flex; flex-direction: column; align-items: flex-start; gap: var(--portal-space-2); }
.mfc-rename .pui-field { margin: 0; width: 100%; max-width: 28rem; }
.mfc-meter-reading { text-align: right; font-weight: 700; font-variant-numeric: tabular-nums; }
.mfc-climate-now { display: flex; flex-wrap: wrap; gap: var(--portal-space-3) var(--portal-space-5); align-items: center; margin: 0; }
.mfc-climate-list { list-style: none; margin: 0; padding: 0; }
.mfc-climate-list li { display: flex; flex-wrap: wrap; justify-content: space-between; align-items: center; gap: var(--portal-space-2); min-height: 44px; border-bottom: 1px solid var(--portal-divider); }
.mfc-climate-list li:last-child { border-bottom: 0; }
.mfc-tip { margin: 0; padding: var(--portal-space-3); border-radius: var(--portal-radius, 8px); background: color-mix(in srgb, var(--portal-success) 8%, var(--portal-surface)); font-size: var(--portal-text-sm); }
.mfc-dash-top { display: grid; gap: var(--portal-space-4); grid-template-columns: repeat(auto-fit, minmax(min(100%, 20rem), 1fr)); align-items: start; }
.mfc-section-title { display: flex; flex-wrap: wrap; align-items: center; gap: var(--portal-space-2); margin: 0; font-size: var(--portal-text-xl); }
/* A card out of sight is not styled, laid out or painted until it comes near (most of them on a phone);
   meanwhile it holds about the height it has once drawn (411-419 px), so the page keeps its length. */
.mfc-qcard { min-height: 19rem; content-visibility: auto; contain-intrinsic-size: auto 26rem; }
.mfc-qcard .pui-card__title a { color: inherit; text-decoration: none; }
.mfc-qcard .pui-card__title a:hover { text-decoration: underline; }
.mfc-headline { display: flex; flex-direction: column; gap: var(--portal-space-1); min-height: 5.25rem; }
.mfc-headline .pui-stat__value { font-size: var(--portal-text-2xl); }
.mfc-cost { display: flex; flex-direction: column; gap: var(--portal-space-1); padding-top: var(--portal-space-2); border-top: 1px solid var(--portal-divider); }
.mfc-cost__value { font-size: var(--portal-text-lg); font-variant-numeric: tabular-nums; }
.mfc-climate-figures { display: grid; grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr)); gap: var(--portal-space-3); margin: 0; }
.mfc-climate-figures > div { display: flex; flex-direction: column; gap: var(--portal-space-1); padding: var(--portal-space-3); border-radius: var(--portal-radius, 8px); background: var(--portal-canvas); }
.mfc-climate-figures dt { font-size: var(--portal-text-sm); color: var(--portal-muted); }
.mfc-climate-figures dd { margin: 0; display: flex; flex-direction: column; gap: var(--portal-space-1); }
.mfc-climate-value { font-size: var(--portal-text-xl); font-weight: 700; font-variant-numeric: tabular-nums; }
.mfc-rating-body { display: grid; grid-template-columns: auto minmax(0, 1fr); gap: var(--portal-space-4); align-items: start; }
.mfc-grade { display: flex; flex-direction: column; align-items: center; gap: var(--portal-space-1); }
.mfc-rating-provisional { margin: 0; }
.mfc-rating { box-sizing: border-box; display: inline-flex; align-items: center; justify-content: center; min-width: 5.5rem; height: 5.5rem; padding: 0 var(--portal-space-3); border-radius: calc(var(--portal-radius, 8px) * 2); font-size: 3.25rem; font-weight: 800; line-height: 1; color: var(--portal-text); background: var(--mfc-grade); box-shadow: inset 0 0 0 2px color-mix(in srgb, var(--portal-text) 12%, transparent); }
.mfc-rating-provisional { font-weight: 600; color: var(--portal-muted); font-size: var(--portal-text-sm); }
.mfc-scale { margin: 0; min-width: 0; }
.mfc-scale-list { list-style: none; margin: 0; padding: 0; display: grid; gap: 3px; }
.mfc-scale-row { display: flex; align-items: center; gap: 8px; min-height: 24px; }
.mfc-scale-bar { box-sizing: border-box; width: calc(2.75rem + var(--mfc-step, 0) * 0.7rem); height: 24px; padding: 0 14px 0 8px; display: flex; align-items: center; font-weight: 700; font-size: 1.1875rem; line-height: 1; color: var(--portal-text); clip-path: polygon(0 0, calc(100% - 9px) 0, 100% 50%, calc(100% - 9px) 100%, 0 100%); }
.mfc-scale-0 { --mfc-step: 0; background: var(--portal-rating-0); }
.mfc-scale-1 { --mfc-step: 1; background: var(--portal-rating-1); }
.mfc-scale-2 { --mfc-step: 2; background: var(--portal-rating-2); }
.mfc-scale-3 { --mfc-step: 3; background: var(--portal-rating-3); }
.mfc-scale-4 { --mfc-step: 4; background: var(--portal-rating-4); }
.mfc-scale-5 { --mfc-step: 5; background: var(--portal-rating-5); }
.mfc-scale-6 { --mfc-step: 6; background: var(--portal-rating-6); }
.mfc-scale-7 { --mfc-step: 7; background: var(--portal-rating-7); }
.mfc-scale-shape { flex: none; display: flex; }
.mfc-scale-row[data-you] .mfc-scale-shape { filter: drop-shadow(2px 0 0 var(--portal-text)) drop-shadow(-2px 0 0 var(--portal-text)) drop-shadow(0 2px 0 var(--portal-text)) drop-shadow(0 -2px 0 var(--portal-text)); }
.mfc-scale-row[data-you] .mfc-scale-bar { height: 28px; font-size: 1.3rem; }
.mfc-scale-markers { display: flex; flex-wrap: wrap; gap: 4px; min-width: 0; }
.mfc-scale-marker { display: inline-flex; align-items: center; gap: 4px; padding: 1px 8px 1px 6px; border: 1px solid var(--portal-muted); border-radius: 999px; font-size: var(--portal-text-sm); line-height: 1.3; color: var(--portal-text); background: var(--portal-surface); overflow-wrap: anywhere; }
.mfc-scale-marker::before { content: ''; flex: none; border-style: solid; border-width: 5px 6px 5px 0; border-color: transparent currentColor transparent transparent; }
.mfc-scale-marker--you { font-weight: 700; color: var(--portal-surface); background: var(--portal-text); border-color: var(--portal-text); }
@media (forced-colors: active) { .mfc-scale-bar, .mfc-rating { forced-color-adjust: none; border: 1px solid CanvasText; } }
.mfc-spark { margin: 0; min-width: 0; }
.mfc-spark figcaption { margin: 0 0 4px; }
.mfc-spark-svg { display: block; width: 100%; height: 56px; overflow: hidden; }
.mfc-spark-svg rect { fill: var(--mfc-accent); }
.mfc-spark-svg rect.mfc-spark-incomplete { fill-opacity: 0.4; stroke: var(--mfc-accent); stroke-width: 1.5px; stroke-dasharray: 3 2; vector-effect: non-scaling-stroke; }
.mfc-spark-axis { display: flex; justify-content: space-between; gap: 8px; color: var(--portal-muted); font-size: var(--portal-text-xs); margin-top: 2px; }
.mfc-settlement-card .pui-card__title a { color: inherit; }
.mfc-settlement-loading { display: flex; flex-direction: column; gap: var(--portal-space-3); }
.mfc-settlement-placeholder { visibility: hidden; }
.mfc-settlement-headline .pui-stat__value { font-size: var(--portal-text-2xl); overflow-wrap: anywhere; }
.pui-grid.mfc-settlement-stats { grid-template-columns: repeat(auto-fit, minmax(min(100%, 15rem), 1fr)); }
.mfc-settlement-stats .pui-stat__value { overflow-wrap: anywhere; }
.mfc-settlement-estimate { margin: 0; padding: var(--portal-space-3); border-left: 4px solid var(--portal-primary); border-radius: var(--portal-radius, 8px); background: color-mix(in srgb, var(--portal-primary) 6%, var(--portal-surface)); }
.mfc-settlement-facts { margin: 0; display: grid; gap: var(--portal-space-1); }
.mfc-settlement-facts > div { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 0 var(--portal-space-3); padding: var(--portal-space-1) 0; border-bottom: 1px solid var(--portal-divider); }
.mfc-settlement-facts > div:last-child { border-bottom: 0; }
.mfc-settlement-facts dt { color: var(--portal-muted); }
.mfc-settlement-facts dd { margin: 0 0 0 auto; text-align: right; font-weight: 600; font-variant-numeric: tabular-nums; }
.mfc-settlement-basis { margin: 0; padding-left: 1.25rem; display: grid; gap: var(--portal-space-2); }
.mfc-estimate-figures { display: flex; flex-wrap: wrap; gap: var(--portal-space-3) var(--portal-space-6); }
@media (max-width: 640px) {
  .mfc-bar { display: grid; grid-template-columns: minmax(0, 1fr) auto; align-items: center; padding: var(--portal-space-2); gap: var(--portal-space-2); }
  .mfc-bar > * { grid-column: 1 / -1; }
  .mfc-bar .mfc-period-group { display: contents; }
  .mfc-period { grid-column: 1 / -1; width: 100%; }
  .mfc-period-label { flex: 1; }
  .mfc-bar .mfc-preset { grid-column: 1; }
  .mfc-bar:not(:has(> .mfc-more-toggle, > .mfc-bar-end)) .mfc-preset { grid-column: 1 / -1; }
  .mfc-preset select { min-width: 0; width: 100%; }
  .mfc-bar > .mfc-more-toggle, .mfc-bar > .mfc-bar-end { grid-column: 2; }
  .mfc-bar .mfc-more-toggle { display: inline-flex; padding-inline: var(--portal-space-3); }
  .mfc-bar-more { display: none; }
  .mfc-bar-more.is-open { display: flex; flex-direction: column; align-items: stretch; gap: var(--portal-space-2); grid-column: 1 / -1; }
  .mfc-bar-more .pui-segmented, .mfc-bar-more .pui-segmented__options { width: 100%; }
  .mfc-bar-more .pui-segmented__option span { white-space: normal; text-align: center; line-height: 1.2; padding: .375rem .5rem; }
  .mfc-bar-end { margin-left: 0; }
  .mfc-rating-body { gap: var(--portal-space-3); }
  .mfc-rating { min-width: 4rem; height: 4rem; font-size: 2.5rem; }
  .mfc-meter-table thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
  .mfc-meter-table tr { display: grid; grid-template-columns: minmax(0, 1fr) auto; align-items: center; column-gap: var(--portal-space-2); border-bottom: 1px solid var(--portal-divider); padding: var(--portal-space-2) 0; }
  .mfc-meter-table th, .mfc-meter-table td { border: 0; padding: 0; }
  .mfc-meter-table tbody th { grid-column: 1; grid-row: 1 / span 2; }
  .mfc-meter-table td:last-child { grid-column: 2; grid-row: 1; text-align: right; max-width: 8.5rem; }
  .mfc-meter-table td.mfc-text-cell { grid-column: 2; grid-row: 2; text-align: right; color: var(--portal-muted); font-size: var(--portal-text-sm); }
  .mfc-meter-table .mfc-meter-quantity { white-space: normal; }
}
`;

let injected = false;
/** Adds this remote's stylesheet to the page once (class names prefixed `mfc-`). */
export function injectStyles(): void {
  if (injected || typeof document === 'undefined') return;
  injected = true;
  const style = document.createElement('style');
  style.dataset.remote = 'mf-consumption';
  style.textContent = CSS;
  document.head.append(style);
}
