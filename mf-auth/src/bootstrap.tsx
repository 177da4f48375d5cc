import { renderStandalone } from '@portal/shared';
import { routeModule } from './routes';

renderStandalone(routeModule);
