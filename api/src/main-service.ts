// `node src/main-service.ts`: the main account service alone (MAIN_PORT), on PostgreSQL
// (DATABASE_URL); start as many as the load needs behind a load balancer.
import { serve } from './serve.ts';

await serve(['main']);
