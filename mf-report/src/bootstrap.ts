import { startStandalone } from '@portal/shared';

// This remote's own page: it loads the remote's container through federation, as the shell does.
void startStandalone('mf_report');
