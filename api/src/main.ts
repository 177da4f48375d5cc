// `node src/main.ts` (and `npm start`): both services in one process on PGlite on disk or DATABASE_URL,
// the demo world on first start, a local SMTP catcher with a web inbox (unless SMTP_HOST is set) and
// the hourly jobs. To run and scale the services apart: src/main-service.ts, src/data-service.ts.
import { serve } from './serve.ts';

await serve(['main', 'data']);
