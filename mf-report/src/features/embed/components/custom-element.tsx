// `<tenant-report code="…" language="da" brand="norway">`: the report for pages that are not React,
// with one script tag (dist/embed/tenant-report.js). It renders into a shadow root with its own
// styles, so the host page's CSS and the report's cannot affect each other.
import { createRoot, type Root } from 'react-dom/client';
import { UI_CSS } from '@portal/shared';
import reportCss from '../../report/components/report.css?raw';
import { Report } from './report';

const OBSERVED = ['code', 'language', 'brand'] as const;

export class TenantReportElement extends HTMLElement {
  static observedAttributes = [...OBSERVED];
  #root: Root | null = null;

  connectedCallback(): void {
    if (!this.#root) {
      const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
      let mount = shadow.querySelector<HTMLDivElement>('div[data-mount]');
      if (!mount) {
        const style = document.createElement('style');
        style.textContent = `:host{display:block}${UI_CSS}${reportCss}`;
        mount = document.createElement('div');
        mount.dataset.mount = '';
        shadow.append(style, mount);
      }
      this.#root = createRoot(mount);
    }
    this.#render();
  }

  attributeChangedCallback(): void {
    if (this.#root) this.#render();
  }

  disconnectedCallback(): void {
    // Unmount after the current task, so that moving the element in the page does not drop its state.
    queueMicrotask(() => {
      if (!this.isConnected && this.#root) {
        this.#root.unmount();
        this.#root = null;
      }
    });
  }

  #render(): void {
    const code = this.getAttribute('code');
    if (!code || !this.#root) return;
    const language = this.getAttribute('language') ?? document.documentElement.lang.slice(0, 2);
    const level = this.getAttribute('heading-level') === '1' ? 1 : 2;
    this.#root.render(
      // A new code is a new report: keyed so that it starts from a clean state.
      <Report
        key={code}
        code={code}
        language={language}
        brand={this.getAttribute('brand') ?? undefined}
        headingLevel={level}
      />,
    );
  }
}

if (!customElements.get('tenant-report')) customElements.define('tenant-report', TenantReportElement);
