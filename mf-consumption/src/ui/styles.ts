const CSS = `
.mfc-page { padding: 16px; max-width: 1100px; margin: 0 auto; box-sizing: border-box; }
.mfc-page h1 { margin: 0 0 12px; font-size: 1.6rem; }
.mfc-controls { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; margin-bottom: 12px; }
.mfc-period { display: flex; flex-direction: column; gap: 6px; min-width: 260px; }
.mfc-period-row { display: flex; align-items: center; gap: 8px; }
.mfc-period-label { margin: 0; font-weight: 600; min-width: 10ch; text-align: center; flex: 1; }
.mfc-period select, .mfc-custom-period input { min-height: 44px; font: inherit; }
.mfc-custom-period { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
.mfc-comparison, .mfc-mode { border: 1px solid #c9ccd1; border-radius: 8px; padding: 8px 12px; display: flex; flex-wrap: wrap; gap: 12px; }
.mfc-comparison label, .mfc-mode label { display: inline-flex; align-items: center; gap: 6px; min-height: 44px; }
.mfc-note { color: #4a4f57; font-size: 0.9rem; }
.mfc-info { background: #fff6d6; border-left: 4px solid #a86b00; padding: 8px 12px; margin: 8px 0; }
.mfc-info p { margin: 4px 0; }
.mfc-total { font-size: 1.25rem; margin: 8px 0; }
.mfc-kpi-grid { display: grid; grid-template-columns: repeat(auto-fit, minmax(220px, 1fr)); gap: 8px 16px; margin: 8px 0 16px; }
.mfc-kpi-grid dt { font-weight: 600; }
.mfc-kpi-grid dd { margin: 0; }
.mfc-list { list-style: none; padding: 0; margin: 0 0 12px; }
.mfc-list li { display: flex; justify-content: space-between; gap: 12px; padding: 8px 0; border-bottom: 1px solid #e3e5e8; }
.mfc-list a { min-height: 24px; display: inline-block; }
.mfc-chart-panel { margin: 12px 0; }
.mfc-stale { opacity: 0.6; transition: opacity 0.2s; }
.mfc-chart-tools { display: flex; justify-content: flex-end; }
.mfc-chart { min-height: 320px; width: 100%; overflow: hidden; }
.mfc-table-wrap { overflow-x: auto; max-height: 420px; }
.mfc-table { border-collapse: collapse; width: 100%; }
.mfc-table th, .mfc-table td { text-align: left; padding: 4px 8px; border-bottom: 1px solid #e3e5e8; }
.mfc-table td { text-align: right; font-variant-numeric: tabular-nums; }
.mfc-subnav { display: flex; gap: 16px; flex-wrap: wrap; margin-bottom: 12px; }
.mfc-cards { display: grid; grid-template-columns: repeat(auto-fill, minmax(240px, 1fr)); gap: 12px; }
.mfc-card { border: 1px solid #c9ccd1; border-radius: 8px; padding: 12px; }
.mfc-card h2, .mfc-card h3 { margin: 0 0 8px; font-size: 1.1rem; }
.mfc-smiley { display: inline-flex; align-items: center; gap: 4px; vertical-align: middle; }
.mfc-smiley svg { flex: none; }
.mfc-rating { font-size: 2.5rem; font-weight: 700; }
.mfc-spark { margin: 8px 0 0; min-width: 0; }
.mfc-spark figcaption { margin: 0 0 4px; }
.mfc-spark-svg { display: block; width: 100%; height: 56px; overflow: hidden; }
.mfc-spark-svg rect { fill: var(--portal-primary, #0b5cad); }
.mfc-spark-axis { display: flex; justify-content: space-between; gap: 8px; color: #4a4f57; font-size: 0.85rem; margin-top: 2px; }
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
