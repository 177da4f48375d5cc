const CSS = `
.mfc-page { padding: 16px; max-width: 1100px; margin: 0 auto; box-sizing: border-box; }
.mfc-page h1 { margin: 0 0 12px; font-size: 1.6rem; }
.mfc-controls { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; margin-bottom: 12px; }
.mfc-period { display: flex; flex-direction: column; gap: 6px; min-width: 260px; }
.mfc-period-row { display: flex; align-items: center; gap: 8px; }
.mfc-period-label { margin: 0; font-weight: 600; min-width: 10ch; text-align: center; flex: 1; }
.mfc-period select, .mfc-custom-period input { min-height: 44px; font: inherit; }
.mfc-custom-period { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
.mfc-comparison, .mfc-mode { border: 1px solid var(--portal-outline); border-radius: 8px; padding: 8px 12px; display: flex; flex-wrap: wrap; gap: 12px; }
.mfc-comparison label, .mfc-mode label { display: inline-flex; align-items: center; gap: 6px; min-height: 44px; }
.mfc-note { color: var(--portal-muted); font-size: 0.9rem; }
.mfc-info { background: var(--portal-warning-surface); border-left: 4px solid var(--portal-warning); padding: 8px 12px; margin: 8px 0; }
.mfc-info p { margin: 4px 0; }
.mfc-total { font-size: 1.25rem; margin: 8px 0; }
.mfc-kpi-grid { display: grid; grid-template-columns: repeat(auto-fit, minmax(220px, 1fr)); gap: 8px 16px; margin: 8px 0 16px; }
.mfc-kpi-grid dt { font-weight: 600; }
.mfc-kpi-grid dd { margin: 0; }
.mfc-list { list-style: none; padding: 0; margin: 0 0 12px; }
.mfc-list li { display: flex; justify-content: space-between; gap: 12px; padding: 8px 0; border-bottom: 1px solid var(--portal-divider); }
.mfc-list a { min-height: 24px; display: inline-block; }
.mfc-chart-panel { margin: 12px 0; }
.mfc-stale { opacity: 0.6; transition: opacity 0.2s; }
.mfc-chart-tools { display: flex; justify-content: flex-end; }
.mfc-chart { min-height: 320px; width: 100%; overflow: hidden; }
.mfc-chart .highcharts-column-series .mfc-point-incomplete { fill-opacity: 0.35; }
.mfc-incomplete-key { display: flex; align-items: flex-start; gap: 8px; }
.mfc-swatch { flex: none; display: inline-block; box-sizing: border-box; width: 14px; height: 14px; margin-top: 2px; border: 2px dashed var(--portal-primary); background: color-mix(in srgb, var(--portal-primary) 35%, var(--portal-surface)); }
.mfc-swatch--line { border-style: solid; border-radius: 50%; background: var(--portal-surface); }
.mfc-comparison-span { font-weight: 600; color: var(--portal-text); }
.mfc-kpi-span { display: block; color: var(--portal-muted); font-size: 0.85rem; overflow-wrap: anywhere; }
.mfc-table-wrap { overflow-x: auto; max-height: 420px; }
.mfc-table { border-collapse: collapse; width: 100%; }
.mfc-table th, .mfc-table td { text-align: left; padding: 4px 8px; border-bottom: 1px solid var(--portal-divider); }
.mfc-table td { text-align: right; font-variant-numeric: tabular-nums; }
.mfc-table td.mfc-table-note { text-align: left; min-width: 14em; font-size: 0.85rem; color: var(--portal-muted); }
.mfc-subnav { display: flex; gap: 16px; flex-wrap: wrap; margin-bottom: 12px; }
.mfc-cards { display: grid; grid-template-columns: repeat(auto-fill, minmax(240px, 1fr)); gap: 12px; }
.mfc-card { border: 1px solid var(--portal-outline); border-radius: 8px; padding: 12px; }
.mfc-card h2, .mfc-card h3 { margin: 0 0 8px; font-size: 1.1rem; }
.mfc-smiley { display: inline-flex; align-items: center; gap: 4px; vertical-align: middle; }
.mfc-smiley svg { flex: none; }
.mfc-smiley[data-mood='smile'] svg, .mfc-smiley[data-mood='happy'] svg { color: var(--portal-success); }
.mfc-smiley[data-mood='ok'] svg { color: color-mix(in srgb, var(--portal-success) 70%, var(--portal-warning)); }
.mfc-smiley[data-mood='neutral'] svg { color: var(--portal-warning); }
.mfc-smiley[data-mood='sad'] svg { color: var(--portal-error); }
.mfc-rating-result { display: flex; flex-wrap: wrap; align-items: baseline; gap: 4px 12px; margin: 4px 0 8px; }
.mfc-rating { font-size: 2.5rem; font-weight: 700; line-height: 1; }
.mfc-rating-provisional { font-weight: 600; color: var(--portal-muted); }
.mfc-scale { margin: 0 0 8px; }
.mfc-scale-list { list-style: none; margin: 0; padding: 0; display: grid; gap: 3px; }
.mfc-scale-row { display: flex; align-items: center; gap: 10px; min-height: 28px; }
.mfc-scale-bar { box-sizing: border-box; width: calc(2.75rem + var(--mfc-step, 0) * 0.85rem); height: 24px; padding: 0 16px 0 8px; display: flex; align-items: center; font-weight: 700; font-size: 1.2rem; line-height: 1; color: var(--portal-text); clip-path: polygon(0 0, calc(100% - 10px) 0, 100% 50%, calc(100% - 10px) 100%, 0 100%); }
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
.mfc-scale-row[data-you] .mfc-scale-bar { font-size: 1.35rem; }
.mfc-scale-markers { display: flex; flex-wrap: wrap; gap: 4px; min-width: 0; }
.mfc-scale-marker { display: inline-flex; align-items: center; gap: 4px; padding: 1px 8px 1px 6px; border: 1px solid var(--portal-muted); border-radius: 999px; font-size: 0.9rem; line-height: 1.3; color: var(--portal-text); background: var(--portal-surface); overflow-wrap: anywhere; }
.mfc-scale-marker::before { content: ''; flex: none; border-style: solid; border-width: 5px 6px 5px 0; border-color: transparent currentColor transparent transparent; }
.mfc-scale-marker--you { font-weight: 700; color: var(--portal-surface); background: var(--portal-text); border-color: var(--portal-text); }
@media (forced-colors: active) { .mfc-scale-bar { forced-color-adjust: none; border: 1px solid CanvasText; } }
.mfc-spark { margin: 8px 0 0; min-width: 0; }
.mfc-spark figcaption { margin: 0 0 4px; }
.mfc-spark-svg { display: block; width: 100%; height: 56px; overflow: hidden; }
.mfc-spark-svg rect { fill: var(--portal-primary); }
.mfc-spark-svg rect.mfc-spark-incomplete { fill-opacity: 0.4; stroke: var(--portal-primary); stroke-width: 1.5px; stroke-dasharray: 3 2; vector-effect: non-scaling-stroke; }
.mfc-spark-axis { display: flex; justify-content: space-between; gap: 8px; color: var(--portal-muted); font-size: 0.85rem; margin-top: 2px; }
@media (max-width: 480px) { .mfc-page { padding: 8px; } .mfc-controls { flex-direction: column; } .mfc-period { min-width: 0; width: 100%; } }
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
