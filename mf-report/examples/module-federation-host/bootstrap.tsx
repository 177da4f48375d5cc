// A landlord's own React application, built with Module Federation, that shows a tenant's monthly
// report from the portal's `tenant_report` container. It knows the container's manifest URL and the
// props contract (code, language, brand), nothing else of the portal.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { LandlordPage } from './landlord-page';

// Where the report remote is deployed: here, the same server as this example (dist/embed/).
const manifest = new URL('../embed/mf-manifest.json', window.location.href).href;
registerRemotes([{ name: 'tenant_report', entry: manifest }]);

const params = new URLSearchParams(window.location.search);
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <LandlordPage
        code={params.get('code') ?? 'demo-latest'}
        language={params.get('language') ?? 'en'}
        brand={params.get('brand') ?? undefined}
      />
    </StrictMode>,
  );
}
