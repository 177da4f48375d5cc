// `node src/data-service.ts`: the data service alone (DATA_PORT), on PostgreSQL (DATABASE_URL), with
// the hourly jobs (one process does each run); start as many as the load needs behind a load balancer.
import { serve } from './serve.ts';

await serve(['data']);
