// Builds every app for production.
import { buildApps } from '../lib/apps.mjs';
import { installDependencies } from '../lib/proc.mjs';

installDependencies();
buildApps();
