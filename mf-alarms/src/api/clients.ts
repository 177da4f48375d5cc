import { pageClients } from '@portal/shared';

/** The data service client (alarms and notifications live there): the shell's, or this page's own. */
export async function dataClient() {
  return (await pageClients()).nucleolus;
}
