import { type ApiClients, pageClients } from '@portal/shared';

/**
 * The page's API clients: the shell's when it provides them; otherwise (this remote's standalone page)
 * clients of its own, over the same stored tokens, with the endpoints of the page's `/config.json`.
 */
export function portalClients(): Promise<ApiClients> {
  return pageClients();
}
