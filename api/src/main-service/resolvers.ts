import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { invalidCredentials, passwordLogin, permissionsOf, requireUser } from '../auth/accounts.ts';
import { consumeOneTimeToken } from '../auth/tokens.ts';
import { badInput, forbidden } from '../errors.ts';
import type { Resolvers } from '../generated/main-types.ts';
import { JSDateScalar, QuantityScalar } from '../graphql/scalars.ts';
import { formatLocal, isCumulative } from '@portal/domain';
import { clampPeriod } from '../consumption/consumption.service.ts';
import { consumedUpTo } from '../consumption/consumption.repository.ts';
import { meterInTenancy, tenancyPeriod } from '../data/access.ts';
import { parseDateTime } from '../time.ts';

export const mainTypeDefs = readFileSync(new URL('../schema/main.graphql', import.meta.url), 'utf8');

export const mainResolvers: Resolvers = {
  JSDate: JSDateScalar,
  Quantity: QuantityScalar,
  Query: {
    async me(_parent, _args, ctx) {
      const user = await requireUser(ctx);
      const tenancies = await ctx.db
        .selectFrom('tenancy_users')
        .select('tenancy_id')
        .where('user_id', '=', user.id)
        .orderBy('tenancy_id')
        .execute();
      return {
        id: String(user.id),
        name: user.name,
        email: user.email,
        language: user.language as 'en' | 'da' | 'nb',
        permissions: permissionsOf(user),
        accounts: tenancies.map((t) => ({ id: String(t.tenancy_id) })),
      };
    },
    async readoutMinMax(_parent, args, ctx) {
      const user = await requireUser(ctx);
      const from = parseDateTime(args.fromDate);
      const to = parseDateTime(args.toDate);
      if (!from || !to || to <= from) throw badInput('toDate must be after fromDate');
      const meter = await ctx.db
        .selectFrom('meters')
        .innerJoin('tenancies', 'tenancies.unit_id', 'meters.unit_id')
        .innerJoin('tenancy_users', 'tenancy_users.tenancy_id', 'tenancies.id')
        .select([
          'meters.id',
          'meters.number',
          'meters.quantity',
          'meters.initial_reading',
          'meters.from_date',
          'meters.to_date',
          'tenancies.start_date',
          'tenancies.end_date',
        ])
        .where('tenancies.id', '=', args.tenancyId)
        .where('tenancy_users.user_id', '=', user.id)
        .where('meters.number', '=', args.meterNumber.slice(0, 100))
        .where('meters.quantity', '=', args.quantity)
        .executeTakeFirst();
      if (!meter || !meterInTenancy(meter, meter)) throw forbidden();
      // Readouts within the tenancy only (docs/decisions/0029).
      const { notBefore, notAfter } = tenancyPeriod(meter);
      const { begin, end: until } = clampPeriod({ begin: from, end: to }, notBefore, notAfter);
      const cumulative = isCumulative(meter.quantity);
      const row = (
        await sql<{
          first_ts: Date | null;
          last_ts: Date | null;
          first_value: number | null;
          last_value: number | null;
        }>`
          with span as (
            select min(ts) as first_ts, max(ts) as last_ts from readings
            where meter_id = ${meter.id} and ts >= ${begin} and ts < ${until}
          )
          select span.first_ts, span.last_ts,
            case when ${cumulative} then ${meter.initial_reading}::float8 + ${consumedUpTo(meter.id, sql`span.first_ts`)}
                 else (select value from readings where meter_id = ${meter.id} and ts = span.first_ts) end as first_value,
            case when ${cumulative} then ${meter.initial_reading}::float8 + ${consumedUpTo(meter.id, sql`span.last_ts`)}
                 else (select value from readings where meter_id = ${meter.id} and ts = span.last_ts) end as last_value
          from span`.execute(ctx.db)
      ).rows[0];
      const end = (d: Date | null | undefined) => (d ? formatLocal(new Date(d.getTime() + 3600_000)) : null);
      return {
        meterNumber: meter.number,
        quantity: meter.quantity,
        firstReadoutTimestamp: end(row?.first_ts),
        firstReadoutValue: row?.first_ts ? round3(row.first_value) : null,
        lastReadoutTimestamp: end(row?.last_ts),
        lastReadoutValue: row?.last_ts ? round3(row.last_value) : null,
      };
    },
  },
  Mutation: {
    async login(_parent, { credentials }, ctx) {
      const user = await passwordLogin(ctx, credentials.email, credentials.password);
      const pair = await ctx.mainTokens.issue(ctx.db, user);
      return { token: pair.token, refreshToken: pair.refreshToken, refreshExpiresIn: pair.refreshExpiresIn };
    },
    async refreshToken(_parent, args, ctx) {
      const pair = await ctx.mainTokens.rotate(ctx.db, args.refreshToken);
      return { token: pair.token, refreshToken: pair.refreshToken, refreshExpiresIn: pair.refreshExpiresIn };
    },
    async loginFromShortLivedToken(_parent, args, ctx) {
      let impersonated = false;
      let userId = await consumeOneTimeToken(ctx.db, 'short-lived', args.token);
      if (userId === null) {
        userId = await consumeOneTimeToken(ctx.db, 'short-lived-impersonated', args.token);
        impersonated = userId !== null;
      }
      if (userId === null) throw invalidCredentials();
      const user = await ctx.db.selectFrom('users').select(['id', 'email']).where('id', '=', userId).executeTakeFirst();
      if (!user) throw invalidCredentials();
      const pair = await ctx.mainTokens.issue(ctx.db, user, { impersonated });
      return { token: pair.token, refreshToken: pair.refreshToken, refreshExpiresIn: pair.refreshExpiresIn };
    },
    async revokeToken(_parent, args, ctx) {
      return { revoked: await ctx.mainTokens.revoke(ctx.db, args.refreshToken) };
    },
  },
};

function round3(value: number | null | undefined): number | null {
  return value === null || value === undefined ? null : Math.round(value * 1000) / 1000;
}
