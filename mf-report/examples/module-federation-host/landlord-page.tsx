import { type ComponentType, Component, type ReactNode, Suspense, lazy, useState } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';

/** The props contract of `tenant_report/Report` (the portal's README documents it). */
interface ReportProps {
  code: string;
  language?: string;
  brand?: string;
  headingLevel?: 1 | 2;
}

const Report = lazy(async () => {
  const module = await loadRemote<{ default: ComponentType<ReportProps> }>('tenant_report/Report');
  if (!module) throw new Error('tenant_report/Report is not available');
  return module;
});

/** Keeps the landlord's page up when the report cannot be loaded. */
class ReportBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? (
      <p role="alert">The consumption report cannot be shown right now.</p>
    ) : (
      this.props.children
    );
  }
}

const page = {
  fontFamily: 'Georgia, serif',
  margin: 0,
  minHeight: '100vh',
  background: '#eef2f6',
  color: '#1d2733',
} as const;

export function LandlordPage({ code, language: initial, brand }: { code: string; language: string; brand?: string }) {
  const [language, setLanguage] = useState(initial);
  return (
    <div style={page}>
      <header style={{ background: '#1d2733', color: '#fff', padding: '1rem 1.5rem' }}>
        <h1 style={{ margin: 0 }}>Example landlord portal</h1>
        <p style={{ margin: '.25rem 0 0' }}>
          A React application of its own, loading the report through Module Federation.
        </p>
      </header>
      <main style={{ maxWidth: '64rem', margin: '0 auto', padding: '1.5rem' }}>
        <label htmlFor="language" style={{ marginRight: '.5rem' }}>
          Report language
        </label>
        <select
          id="language"
          value={language}
          onChange={(event) => setLanguage(event.target.value)}
          style={{ font: 'inherit', minHeight: 44, marginBottom: '1rem' }}
        >
          <option value="en">English</option>
          <option value="da">Dansk</option>
          <option value="nb">Norsk bokmål</option>
        </select>
        <section style={{ background: '#fff', padding: '1rem', borderRadius: 4 }} aria-label="Tenant report">
          <ReportBoundary>
            <Suspense fallback={<p>Loading the report…</p>}>
              <Report code={code} language={language} brand={brand} />
            </Suspense>
          </ReportBoundary>
        </section>
      </main>
    </div>
  );
}
