// The tenancy's data archive: a signed link asked for at the moment of download (it expires in 10 minutes,
// so it is never cached).
import { type ApiClients } from '@portal/shared';
import { DataExportDocument } from './generated/data-export';

export async function getDataExportLink(clients: ApiClients, tenancyId: string) {
  return (await clients.nucleolus.request(DataExportDocument, { tenancyId })).dataExport;
}
