import type { FederationContract } from '../../shell/src/federation/compatibility.ts';
export const CONTRACT_FILE: string;
export function contractLocation(where: string, cwd?: string): string;
export class ContractUnavailable extends Error {}
export function readContract(
  where: string,
  options?: { cwd?: string; timeoutMs?: number },
): Promise<{ location: string; contract: FederationContract }>;
export function remoteLabel(contract: FederationContract): string;
export function compareContracts(
  shell: FederationContract,
  remotes: FederationContract[],
  shellLabel: string,
): Promise<Array<{ remote: string; release: string; problems: string[] }>>;
export function unversionedSharedChanges(earlier: FederationContract, later: FederationContract): string[];
export interface CommitBuilds {
  shell: FederationContract;
  remotes: FederationContract[];
}
export function compareCommits(options: {
  before: CommitBuilds;
  now: CommitBuilds;
  previous: string;
  message: string;
}): Promise<{ problems: string[]; notes: string[] }>;
export function checkAgainstPreviousCommit(options: { root: string; log?: (text: string) => void }): Promise<string[]>;
