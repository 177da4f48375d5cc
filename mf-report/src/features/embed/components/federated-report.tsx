// Exposed as `tenant_report/Report` (dist/embed/mf-manifest.json) for a landlord's own Module
// Federation host: the component and its styles, nothing else from the portal.
import '../../report/components/report.css';
import { injectUiStyles } from '@portal/shared';

injectUiStyles();

export { Report, type ReportProps } from './report';
export { Report as default } from './report';
