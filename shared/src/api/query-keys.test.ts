import { describe, expect, it } from 'vitest';
import { reportKeys, sessionKeys, tenancyKeys } from './query-keys';
import { consumptionQueries } from './queries';
import type { ApiClients } from './clients';

describe('query keys (scoped by tenancy)', () => {
  it('puts everything of a tenancy under its id, with the arguments last', () => {
    const args = { objectId: 'u1', periodBegin: 'a' };
    expect(tenancyKeys('7').graph(args)).toEqual(['tenancy', '7', 'graph', args]);
    expect(tenancyKeys('7').alarm('a1')).toEqual(['tenancy', '7', 'alarms', 'a1']);
    expect(tenancyKeys('7').all).toEqual(['tenancy', '7']);
  });

  it('never shares a key between two tenancies with the same arguments', () => {
    const args = { objectId: 'u1' };
    expect(tenancyKeys('1').kpis(args)).not.toEqual(tenancyKeys('2').kpis(args));
    const clients = {} as ApiClients;
    expect(consumptionQueries.table(clients, '1', {} as never).queryKey[1]).toBe('1');
    expect(consumptionQueries.table(clients, '2', {} as never).queryKey[1]).toBe('2');
  });

  it('keys the session and the public report apart from tenancies', () => {
    expect(sessionKeys.tenancies()[0]).toBe('session');
    expect(reportKeys.report('abc')).toEqual(['report', 'abc']);
  });
});
