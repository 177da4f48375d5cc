import { sql } from 'kysely';
import { limitPasswordCheck, requireUser } from '../auth/accounts.ts';
import { endSessions } from '../auth/tokens.ts';
import { assertPasswordRules, hashPassword, verifyPassword } from '../auth/passwords.ts';
import type { RequestContext } from '../context.ts';
import { clampPeriod } from '../consumption/consumption.service.ts';
import { isAveraged, isCumulative, LEGACY_KIND, unitOf } from '../consumption/quantities.ts';
import { TEXTS, badInput, forbidden, notFound, userError } from '../errors.ts';
import type { AlarmType, MutationResolvers, QueryResolvers, Resolvers } from '../generated/data-types.ts';
import { figureTriggers } from '../jobs/alarm-evaluator.ts';
import { formatLocal, instantOfDate, localDate } from '../time.ts';
import {
  assertCurrent,
  hasEnded,
  meterInTenancy,
  parseId,
  requireTenancy,
  tenanciesOf,
  tenancyEnded,
  tenancyPeriod,
} from './access.ts';
import type { AlarmModel, MeterModelRow, NotificationModel, TenancyModel } from './models.ts';
import { loadReport } from './report.ts';
import { renameRoom, roomName } from './rooms.ts';
import { statementUrl, tenancyUsers } from './tenancy.resolvers.ts';
import {
  deleteUser,
  inviteUser,
  leaveTenancy,
  removeUser,
  resendInvitation,
  setAdministrator,
} from './tenancy-users.service.ts';

const CONSUMPTION_TYPES = ['TOTAL', 'INCREASE', 'ZERO_CONSUMPTION'];
const CLIMATE_TYPES = ['MINIMUM', 'MAXIMUM'];
const CLIMATE_QUANTITIES = ['indoor-temperature', 'indoor-relative-humidity'];

function text(value: string | null | undefined, field: string, max: number, min = 0): string | null {
  if (value === null || value === undefined) return null;
  const t = value.trim();
  if (t.length < min || t.length > max) throw badInput(`${field} must be ${min}-${max} characters`, field);
  return t;
}

function threshold(value: number | null | undefined, type: string): number {
  if (type === 'ZERO_CONSUMPTION') {
    if (value !== null && value !== undefined && value !== 0) {
      throw badInput('The threshold of a zero-consumption alarm is fixed at 0', 'threshold');
    }
    return 0;
  }
  if (value === null || value === undefined) throw badInput('threshold is required', 'threshold');
  if (!Number.isFinite(value) || Math.abs(value) > 1e9) throw badInput('threshold out of range', 'threshold');
  if (type === 'INCREASE' && value <= 0) throw badInput('An increase alarm needs a positive percentage', 'threshold');
  return value;
}

/** A database id, or null for what cannot be one (no such object then). */
function idOf(value: string): number | null {
  return /^\d{1,9}$/.test(value) ? Number(value) : null;
}

// An alarm or notification id that does not exist and one of another tenancy get the same not-found
// answer: nothing tells them apart (docs/decisions/0026).
async function ownAlarm(ctx: RequestContext, userId: number, id: string): Promise<AlarmModel> {
  const alarmId = idOf(id);
  const alarm =
    alarmId === null
      ? undefined
      : await ctx.db
          .selectFrom('alarms as a')
          .innerJoin('tenancy_users as tu', 'tu.tenancy_id', 'a.tenancy_id')
          .selectAll('a')
          .where('a.id', '=', alarmId)
          .where('tu.user_id', '=', userId)
          .executeTakeFirst();
  if (!alarm) throw notFound(TEXTS.alarmNotFound);
  return alarm;
}

async function ownNotification(ctx: RequestContext, userId: number, id: string): Promise<NotificationModel> {
  const notificationId = idOf(id);
  const n =
    notificationId === null
      ? undefined
      : await ctx.db
          .selectFrom('notifications as n')
          .innerJoin('tenancy_users as tu', 'tu.tenancy_id', 'n.tenancy_id')
          .selectAll('n')
          .where('n.id', '=', notificationId)
          .where('tu.user_id', '=', userId)
          .executeTakeFirst();
  if (!n) throw notFound(TEXTS.notificationNotFound);
  return n;
}

/** A meter's reading as of its last hour within the tenancy (a counter counts from its installation). */
async function meterReading(ctx: RequestContext, m: MeterModelRow, tenancy: TenancyModel) {
  const { notBefore, notAfter } = tenancyPeriod(tenancy);
  const row = (
    await sql<{ last: Date | null; total: number | null; value: number | null }>`
      with last as (
        select max(ts) as ts from readings
        where meter_id = ${m.id} and ts >= ${notBefore} and (${notAfter}::timestamptz is null or ts < ${notAfter})
      )
      select last.ts as last,
        (select sum(value) from readings where meter_id = ${m.id} and ts <= last.ts) as total,
        (select value from readings where meter_id = ${m.id} and ts = last.ts) as value
      from last`.execute(ctx.db)
  ).rows[0];
  if (!row?.last) return { reading: null, readingTimestamp: null };
  const reading = isCumulative(m.quantity) ? m.initial_reading + Number(row.total ?? 0) : Number(row.value);
  return {
    reading: Math.round(reading * 1000) / 1000,
    readingTimestamp: formatLocal(new Date(row.last.getTime() + 3600_000)),
  };
}

export const featureQueries: Pick<
  QueryResolvers,
  | 'alarms'
  | 'alarm'
  | 'notifications'
  | 'notification'
  | 'allocationStatements'
  | 'meters'
  | 'tenancyUsers'
  | 'propertySettings'
  | 'costEstimate'
  | 'report'
> = {
  async alarms(_p, args, ctx) {
    const user = await requireUser(ctx);
    const t = await requireTenancy(ctx, user, args.tenancyId);
    return ctx.db.selectFrom('alarms').selectAll().where('tenancy_id', '=', t.id).orderBy('id').execute();
  },
  async alarm(_p, args, ctx) {
    const user = await requireUser(ctx);
    return ownAlarm(ctx, user.id, args.id);
  },
  async notifications(_p, args, ctx) {
    const user = await requireUser(ctx);
    const t = await requireTenancy(ctx, user, args.tenancyId);
    let q = ctx.db.selectFrom('notifications').selectAll().where('tenancy_id', '=', t.id);
    if (args.onlyUnread) q = q.where('read_at', 'is', null);
    return q.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(200).execute();
  },
  async notification(_p, args, ctx) {
    const user = await requireUser(ctx);
    return ownNotification(ctx, user.id, args.id);
  },
  async allocationStatements(_p, args, ctx) {
    const user = await requireUser(ctx);
    const t = await requireTenancy(ctx, user, args.tenancyId);
    return ctx.db
      .selectFrom('allocation_statements')
      .selectAll()
      .where('tenancy_id', '=', t.id)
      .orderBy('period_end', 'desc')
      .execute();
  },
  async meters(_p, args, ctx) {
    const user = await requireUser(ctx);
    const t = await requireTenancy(ctx, user, args.tenancyId);
    const meters = await ctx.db
      .selectFrom('meters')
      .selectAll()
      .where('unit_id', '=', t.unit_id)
      .orderBy('id')
      .execute();
    const out = [];
    for (const m of meters.filter((x) => meterInTenancy(x, t))) {
      out.push({
        id: String(m.id),
        number: m.number,
        quantity: m.quantity,
        kind: LEGACY_KIND[m.quantity] ?? m.legacy_kind,
        unit: unitOf(m.quantity),
        roomName: m.room_name,
        ...(await meterReading(ctx, m, t)),
      });
    }
    return out;
  },
  async tenancyUsers(_p, args, ctx) {
    const user = await requireUser(ctx);
    const t = await requireTenancy(ctx, user, args.tenancyId);
    return tenancyUsers(ctx, t.id);
  },
  async propertySettings(_p, args, ctx) {
    const user = await requireUser(ctx);
    const t = await requireTenancy(ctx, user, args.tenancyId);
    return t.property.settings.map((kind) => ({ kind }));
  },
  async costEstimate(_p, args, ctx) {
    const user = await requireUser(ctx);
    const t = await requireTenancy(ctx, user, args.tenancyId);
    const today = localDate(new Date());
    const begin = instantOfDate(today);
    const end = new Date(begin.getTime() + 25 * 3600_000);
    // Usage only within the tenancy (none once it has ended); the tariffs are the property's.
    const { notBefore, notAfter } = tenancyPeriod(t);
    const own = clampPeriod({ begin, end }, notBefore, notAfter);
    const tariffs = (
      await sql<{ ts: Date; price: number }>`
        select sp.ts, sp.price + coalesce(qp.price, 0) as price
        from spot_prices sp
        left join quantity_prices qp on qp.property_id = ${t.property.id} and qp.quantity = 'electricity-energy'
          and (sp.ts at time zone 'Europe/Copenhagen')::date >= qp.valid_from
          and (qp.valid_to is null or (sp.ts at time zone 'Europe/Copenhagen')::date <= qp.valid_to)
        where sp.area = ${t.property.price_area} and sp.ts >= ${begin} and sp.ts < ${end}
          and (sp.ts at time zone 'Europe/Copenhagen')::date = ${today}::date
        order by sp.ts`.execute(ctx.db)
    ).rows;
    const usage = (
      await sql<{ ts: Date; value: number }>`
        select r.ts, sum(r.value) as value from readings r
        join meters m on m.id = r.meter_id
        where m.unit_id = ${t.unit_id} and m.quantity = 'electricity-energy' and r.ts >= ${own.begin} and r.ts < ${own.end}
        group by r.ts order by r.ts`.execute(ctx.db)
    ).rows;
    const price = new Map(tariffs.map((r) => [r.ts.getTime(), r.price]));
    const latest = usage[usage.length - 1];
    const costToday = usage.reduce((acc, u) => acc + u.value * (price.get(u.ts.getTime()) ?? 0), 0);
    const r2 = (v: number) => Math.round(v * 100) / 100;
    return {
      currency: t.property.currency,
      priceArea: t.property.price_area,
      tariffs: tariffs.map((r) => ({ hour: formatLocal(r.ts), tariff: Math.round(r.price * 10000) / 10000 })),
      latestHour: latest ? formatLocal(latest.ts) : null,
      latestConsumption: latest ? Math.round(latest.value * 1000) / 1000 : null,
      estimatedCostLatestHour: latest ? r2(latest.value * (price.get(latest.ts.getTime()) ?? 0)) : null,
      estimatedCostToday: usage.length ? r2(costToday) : null,
    };
  },
  async report(_p, args, ctx) {
    const data = await loadReport(ctx.db, args.code);
    return { ...data, pdfUrl: ctx.urlSigner.sign(`/files/reports/${data.code}.pdf`) };
  },
};

export const featureMutations: Pick<
  MutationResolvers,
  | 'createAlarm'
  | 'updateAlarm'
  | 'deleteAlarm'
  | 'markNotificationRead'
  | 'markAllNotificationsRead'
  | 'renameMeterRoom'
  | 'updateProfile'
  | 'changePassword'
  | 'deleteAccount'
  | 'inviteTenancyUser'
  | 'resendInvitation'
  | 'setTenancyUserAdmin'
  | 'removeTenancyUser'
  | 'leaveTenancy'
> = {
  async createAlarm(_p, { input }, ctx) {
    const user = await requireUser(ctx);
    const t = await requireTenancy(ctx, user, input.tenancyId);
    assertCurrent(t);
    const types = input.kind === 'CONSUMPTION' ? CONSUMPTION_TYPES : CLIMATE_TYPES;
    if (!types.includes(input.type)) throw badInput(`${input.type} is not a type of ${input.kind} alarm`, 'type');
    if (input.kind === 'CLIMATE' && !CLIMATE_QUANTITIES.includes(input.quantity)) {
      throw badInput('A climate alarm watches indoor temperature or humidity', 'quantity');
    }
    if (input.kind === 'CONSUMPTION' && isAveraged(input.quantity)) {
      throw badInput('A consumption alarm watches a consumption quantity', 'quantity');
    }
    const meter = await ctx.db
      .selectFrom('meters')
      .select('id')
      .where('unit_id', '=', t.unit_id)
      .where('quantity', '=', input.quantity)
      .executeTakeFirst();
    if (!meter) throw badInput('The tenancy has no meter of this quantity', 'quantity');
    const count = await ctx.db
      .selectFrom('alarms')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('tenancy_id', '=', t.id)
      .executeTakeFirstOrThrow();
    if (Number(count.n) >= 50) throw badInput('At most 50 alarms per tenancy', 'tenancyId');
    const name = text(input.name, 'name', 100, 1) ?? `${input.quantity} ${input.type.toLowerCase().replace('_', ' ')}`;
    return ctx.db
      .insertInto('alarms')
      .values({
        tenancy_id: t.id,
        user_id: user.id,
        name,
        kind: input.kind,
        type: input.type,
        quantity: input.quantity,
        period: input.period,
        threshold: threshold(input.threshold, input.type),
        enabled: input.enabled ?? true,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  },
  async updateAlarm(_p, { id, input }, ctx) {
    const user = await requireUser(ctx);
    const alarm = await ownAlarm(ctx, user.id, id);
    assertCurrent(await requireTenancy(ctx, user, alarm.tenancy_id));
    const now = new Date();
    const patch: Record<string, unknown> = { updated_at: now };
    const name = text(input.name, 'name', 100, 1);
    if (name !== null) patch.name = name;
    if (input.period) patch.period = input.period;
    if (input.threshold !== null && input.threshold !== undefined)
      patch.threshold = threshold(input.threshold, alarm.type);
    if (input.enabled !== null && input.enabled !== undefined) patch.enabled = input.enabled;
    // A new rule (period, threshold) or an alarm switched back on is judged from the current period
    // on, as a new alarm is: never on periods that ended before (docs/decisions/0121).
    const ruleChanged =
      (patch.period !== undefined && patch.period !== alarm.period) ||
      (patch.threshold !== undefined && patch.threshold !== alarm.threshold) ||
      (patch.enabled === true && !alarm.enabled);
    if (ruleChanged) Object.assign(patch, { evaluate_from: now, evaluated_through: null });
    return ctx.db.updateTable('alarms').set(patch).where('id', '=', alarm.id).returningAll().executeTakeFirstOrThrow();
  },
  async deleteAlarm(_p, { id }, ctx) {
    const user = await requireUser(ctx);
    const alarm = await ownAlarm(ctx, user.id, id);
    await ctx.db.deleteFrom('alarms').where('id', '=', alarm.id).execute();
    return { ok: true };
  },
  async markNotificationRead(_p, { id }, ctx) {
    const user = await requireUser(ctx);
    const n = await ownNotification(ctx, user.id, id);
    return ctx.db
      .updateTable('notifications')
      .set({ read_at: n.read_at ?? new Date() })
      .where('id', '=', n.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  },
  async markAllNotificationsRead(_p, { tenancyId }, ctx) {
    const user = await requireUser(ctx);
    const t = await requireTenancy(ctx, user, tenancyId);
    await ctx.db
      .updateTable('notifications')
      .set({ read_at: new Date() })
      .where('tenancy_id', '=', t.id)
      .where('read_at', 'is', null)
      .execute();
    return { ok: true };
  },
  async renameMeterRoom(_p, { meterId, roomName: newName }, ctx) {
    const user = await requireUser(ctx);
    const name = roomName(newName);
    const tenancies = await tenanciesOf(ctx.db, user.id);
    const m = await ctx.db.selectFrom('meters').selectAll().where('id', '=', parseId(meterId)).executeTakeFirst();
    const own = m ? tenancies.filter((t) => t.unit_id === m.unit_id && meterInTenancy(m, t)) : [];
    if (!m || own.length === 0) throw forbidden();
    const current = own.find((t) => !hasEnded(t));
    if (!current) throw tenancyEnded();
    const renamed = await renameRoom(ctx.db, current, m.id, name);
    return {
      id: String(m.id),
      number: m.number,
      quantity: m.quantity,
      kind: LEGACY_KIND[m.quantity] ?? m.legacy_kind,
      unit: unitOf(m.quantity),
      roomName: renamed,
      ...(await meterReading(ctx, m, current)),
    };
  },
  async updateProfile(_p, { input }, ctx) {
    const user = await requireUser(ctx);
    const patch: Record<string, unknown> = {};
    const name = text(input.name, 'name', 100);
    if (name !== null) patch.name = name;
    if (input.language) patch.language = input.language;
    if (input.emailNotifications !== null && input.emailNotifications !== undefined) {
      patch.email_notifications = input.emailNotifications;
    }
    // Onboarding is done once per user; an impersonated session (support staff acting as the user)
    // leaves the user's own flag alone (docs/decisions/0026).
    if (input.hasOnboarded === false) throw badInput('Onboarding cannot be undone', 'hasOnboarded');
    if (input.hasOnboarded === true && !ctx.auth?.impersonated) patch.has_onboarded = true;
    if (Object.keys(patch).length === 0) return user;
    return ctx.db.updateTable('users').set(patch).where('id', '=', user.id).returningAll().executeTakeFirstOrThrow();
  },
  async changePassword(_p, args, ctx) {
    const user = await requireUser(ctx);
    await limitPasswordCheck(ctx, user.email);
    if (!(await verifyPassword(user.password_hash, args.oldPassword))) {
      throw userError(TEXTS.wrongPassword, 'WRONG_PASSWORD');
    }
    assertPasswordRules(args.newPassword);
    await ctx.db
      .updateTable('users')
      .set({ password_hash: await hashPassword(args.newPassword) })
      .where('id', '=', user.id)
      .execute();
    // Every other session ends, on both services; the one that changed the password stays.
    await endSessions(ctx.db, user.id, ctx.auth ? { service: 'data', claims: ctx.auth } : undefined);
    return { ok: true };
  },
  async deleteAccount(_p, args, ctx) {
    const user = await requireUser(ctx);
    if (user.password_hash && !(await verifyPassword(user.password_hash, args.password ?? ''))) {
      throw userError(TEXTS.invalidCredentials, 'INVALID_CREDENTIALS');
    }
    await deleteUser(ctx.db, user.id);
    return { ok: true };
  },
  async inviteTenancyUser(_p, args, ctx) {
    return inviteUser(ctx, await requireUser(ctx), args.tenancyId, args.email);
  },
  async resendInvitation(_p, args, ctx) {
    return resendInvitation(ctx, await requireUser(ctx), args.tenancyId, args.email);
  },
  async setTenancyUserAdmin(_p, args, ctx) {
    return setAdministrator(ctx, await requireUser(ctx), args.tenancyId, args.userId, args.isAdmin);
  },
  async removeTenancyUser(_p, args, ctx) {
    return removeUser(ctx, await requireUser(ctx), args.tenancyId, args.userId);
  },
  async leaveTenancy(_p, args, ctx) {
    return leaveTenancy(ctx, await requireUser(ctx), args.tenancyId);
  },
};

export const featureTypes: Pick<Resolvers, 'Alarm' | 'Notification' | 'AllocationStatement'> = {
  Alarm: {
    id: (a) => String(a.id),
    tenancyId: (a) => String(a.tenancy_id),
    kind: (a) => a.kind as 'CONSUMPTION' | 'CLIMATE',
    type: (a) => a.type as 'TOTAL',
    period: (a) => a.period as 'DAY',
    createdAt: (a) => formatLocal(a.created_at),
    updatedAt: (a) => formatLocal(a.updated_at),
  },
  Notification: {
    id: (n) => String(n.id),
    tenancyId: (n) => String(n.tenancy_id),
    kind: (n) => n.kind as 'HIGH_CONSUMPTION',
    alarmType: (n) => n.alarm_type as AlarmType | null,
    metricType: (n) => n.quantity,
    unit: (n) => (n.alarm_type === 'INCREASE' ? 'percent' : n.quantity ? unitOf(n.quantity) : null),
    period: (n) => n.period as 'DAY',
    evaluatedPeriod: (n) => ({ startDate: n.period_start, endDate: n.period_end }),
    direction: (n) => n.direction as 'ABOVE',
    triggerValue: (n) => n.trigger_value,
    correctedValue: (n) => n.corrected_value,
    correctedAt: (n) => (n.corrected_at ? formatLocal(n.corrected_at) : null),
    correctedTriggers: (n) =>
      n.corrected_value === null || n.alarm_type === null || n.threshold === null
        ? null
        : figureTriggers(n.alarm_type as AlarmType, n.threshold, n.corrected_value),
    async alarm(n, _a, ctx) {
      if (n.alarm_id === null) return null;
      return (await ctx.db.selectFrom('alarms').selectAll().where('id', '=', n.alarm_id).executeTakeFirst()) ?? null;
    },
    createdAt: (n) => formatLocal(n.created_at),
    readAt: (n) => (n.read_at ? formatLocal(n.read_at) : null),
    resolvedAt: (n) => (n.resolved_at ? formatLocal(n.resolved_at) : null),
  },
  AllocationStatement: {
    id: (s) => String(s.id),
    fileName: (s) => s.file_name,
    url: (s, _a, ctx) => statementUrl(ctx, s.id),
    periodStartDate: (s) => s.period_start,
    periodEndDate: (s) => s.period_end,
    expenseTypes: (s) => s.expense_types,
  },
};
