// Alarms (SPEC §6): a tenancy's alarms, their rules and who may see and change them. The evaluator
// (jobs/alarm-evaluator.ts) judges them by `figureTriggers`; docs/decisions/0121.
import type { Updateable } from 'kysely';
import type { UserRow } from '../auth/accounts.ts';
import type { RequestContext } from '../context.ts';
import type { AlarmsTable } from '../db/database.ts';
import { isAveraged } from '@portal/domain';
import { assertCurrent, requireTenancy } from '../data/access.ts';
import { idOf, text } from '../data/input.ts';
import type { AlarmModel } from '../data/models.ts';
import { TEXTS, badInput, notFound } from '../errors.ts';
import type { AlarmType, CreateAlarmInput, UpdateAlarmInput } from '../generated/data-types.ts';
import { once } from '../idempotency/idempotency.service.ts';
import { unitHasQuantity } from '../meters/meters.repository.ts';
import * as repository from './alarms.repository.ts';

const CONSUMPTION_TYPES = ['TOTAL', 'INCREASE', 'ZERO_CONSUMPTION', 'LEAK', 'NIGHT_FLOW'];
/** The types that watch water for a possible leak, every day (docs/decisions/0160). */
const LEAK_TYPES = ['LEAK', 'NIGHT_FLOW'];
const CLIMATE_TYPES = ['MINIMUM', 'MAXIMUM'];
const CLIMATE_QUANTITIES = ['indoor-temperature', 'indoor-relative-humidity'];

/** A possible leak (LEAK, NIGHT_FLOW) watches water: flow in every hour says a tap or a toilet keeps running. */
export const LEAK_QUANTITIES = ['cold-water-volume', 'hot-water-volume'];
/** Hours of flow in a row that set off a LEAK alarm unless the tenant chooses (a whole day). */
export const LEAK_DEFAULT_HOURS = 24;
const LEAK_MIN_HOURS = 2;
const LEAK_MAX_HOURS = 168;

/** At most this many alarms per tenancy. */
const MAX_ALARMS = 50;

function threshold(value: number | null | undefined, type: string): number {
  if (type === 'ZERO_CONSUMPTION') {
    if (value !== null && value !== undefined && value !== 0) {
      throw badInput('The threshold of a zero-consumption alarm is fixed at 0', 'threshold');
    }
    return 0;
  }
  if (type === 'LEAK') {
    if (value === null || value === undefined) return LEAK_DEFAULT_HOURS;
    if (!Number.isInteger(value) || value < LEAK_MIN_HOURS || value > LEAK_MAX_HOURS) {
      throw badInput(`A leak alarm counts whole hours, ${LEAK_MIN_HOURS} to ${LEAK_MAX_HOURS}`, 'threshold');
    }
    return value;
  }
  if (value === null || value === undefined) throw badInput('threshold is required', 'threshold');
  if (!Number.isFinite(value) || Math.abs(value) > 1e9) throw badInput('threshold out of range', 'threshold');
  if (type === 'NIGHT_FLOW' && value <= 0) throw badInput('A night-flow alarm needs a positive flow', 'threshold');
  if (type === 'INCREASE' && value <= 0) throw badInput('An increase alarm needs a positive percentage', 'threshold');
  return value;
}

/** Whether a figure sets off an alarm of a type with a threshold. */
export function figureTriggers(type: AlarmType, threshold: number, figure: number): boolean {
  switch (type) {
    case 'TOTAL':
    case 'MAXIMUM':
    case 'INCREASE':
    case 'NIGHT_FLOW':
      return figure > threshold;
    case 'MINIMUM':
      return figure < threshold;
    case 'ZERO_CONSUMPTION':
      return figure === 0;
    case 'LEAK':
      // the figure is the longest run of hours with flow: reaching the chosen number is enough
      return figure >= threshold;
  }
}

/**
 * An alarm of one of the user's tenancies. One that does not exist and one of another tenancy get
 * the same not-found answer: nothing tells them apart (docs/decisions/0026).
 */
export async function ownAlarm(ctx: RequestContext, user: UserRow, id: string): Promise<AlarmModel> {
  const alarmId = idOf(id);
  const alarm = alarmId === null ? undefined : await repository.alarmOfUser(ctx.db, user.id, alarmId);
  if (!alarm) throw notFound(TEXTS.alarmNotFound);
  return alarm;
}

export async function listAlarms(ctx: RequestContext, user: UserRow, tenancyId: string): Promise<AlarmModel[]> {
  const t = await requireTenancy(ctx, user, tenancyId);
  return repository.tenancyAlarms(ctx.db, t.id);
}

/** The alarm a notification came from (none once deleted). */
export async function alarmOfNotification(ctx: RequestContext, alarmId: number | null): Promise<AlarmModel | null> {
  if (alarmId === null) return null;
  return (await repository.alarmById(ctx.db, alarmId)) ?? null;
}

/**
 * A new alarm of one of the user's tenancies. With an idempotency key (`input.idempotencyKey`,
 * docs/decisions/0034) a repeat of the same input answers the alarm the first request created.
 */
export async function createAlarm(ctx: RequestContext, user: UserRow, input: CreateAlarmInput): Promise<AlarmModel> {
  const t = await requireTenancy(ctx, user, input.tenancyId);
  assertCurrent(t);
  const { idempotencyKey, ...args } = input;
  const types = input.kind === 'CONSUMPTION' ? CONSUMPTION_TYPES : CLIMATE_TYPES;
  if (!types.includes(input.type)) throw badInput(`${input.type} is not a type of ${input.kind} alarm`, 'type');
  if (input.kind === 'CLIMATE' && !CLIMATE_QUANTITIES.includes(input.quantity)) {
    throw badInput('A climate alarm watches indoor temperature or humidity', 'quantity');
  }
  if (input.kind === 'CONSUMPTION' && isAveraged(input.quantity)) {
    throw badInput('A consumption alarm watches a consumption quantity', 'quantity');
  }
  if (LEAK_TYPES.includes(input.type) && !LEAK_QUANTITIES.includes(input.quantity)) {
    throw badInput('A leak alarm watches hot or cold water', 'quantity');
  }
  if (LEAK_TYPES.includes(input.type) && input.period !== 'DAY') {
    throw badInput('A leak alarm is checked every day', 'period');
  }
  const name = text(input.name, 'name', 100, 1) ?? `${input.quantity} ${input.type.toLowerCase().replace('_', ' ')}`;
  const limit = threshold(input.threshold, input.type);
  const outcome = await once(ctx, user, {
    operation: 'createAlarm',
    key: idempotencyKey,
    args: { ...args, tenancyId: t.id },
    async run(tx) {
      if (!(await unitHasQuantity(tx.db, t.unit_id, input.quantity))) {
        throw badInput('The tenancy has no meter of this quantity', 'quantity');
      }
      if ((await repository.countTenancyAlarms(tx.db, t.id)) >= MAX_ALARMS) {
        throw badInput(`At most ${MAX_ALARMS} alarms per tenancy`, 'tenancyId');
      }
      return repository.insertAlarm(tx.db, {
        tenancy_id: t.id,
        user_id: user.id,
        name,
        kind: input.kind,
        type: input.type,
        quantity: input.quantity,
        period: input.period,
        threshold: limit,
        enabled: input.enabled ?? true,
      });
    },
    record: (alarm) => ({ alarmId: alarm.id }),
  });
  if (!outcome.repeated) return outcome.value;
  const alarm = await repository.alarmById(ctx.db, outcome.recorded.alarmId);
  // deleted since the first request: the repeat says so, as any later request for it would
  if (!alarm) throw notFound(TEXTS.alarmNotFound);
  return alarm;
}

export async function updateAlarm(
  ctx: RequestContext,
  user: UserRow,
  id: string,
  input: UpdateAlarmInput,
): Promise<AlarmModel> {
  const alarm = await ownAlarm(ctx, user, id);
  assertCurrent(await requireTenancy(ctx, user, alarm.tenancy_id));
  const now = new Date();
  const patch: Updateable<AlarmsTable> = { updated_at: now };
  const name = text(input.name, 'name', 100, 1);
  if (name !== null) patch.name = name;
  if (input.period) {
    if (LEAK_TYPES.includes(alarm.type) && input.period !== 'DAY')
      throw badInput('A leak alarm is checked every day', 'period');
    patch.period = input.period;
  }
  if (input.threshold !== null && input.threshold !== undefined) {
    patch.threshold = threshold(input.threshold, alarm.type);
  }
  if (input.enabled !== null && input.enabled !== undefined) patch.enabled = input.enabled;
  // A new rule (period, threshold) or an alarm switched back on is judged from the current period
  // on, as a new alarm is: never on periods that ended before (docs/decisions/0121).
  const ruleChanged =
    (patch.period !== undefined && patch.period !== alarm.period) ||
    (patch.threshold !== undefined && patch.threshold !== alarm.threshold) ||
    (patch.enabled === true && !alarm.enabled);
  if (ruleChanged) Object.assign(patch, { evaluate_from: now, evaluated_through: null });
  return repository.updateAlarm(ctx.db, alarm.id, patch);
}

export async function deleteAlarm(ctx: RequestContext, user: UserRow, id: string): Promise<void> {
  const alarm = await ownAlarm(ctx, user, id);
  await repository.deleteAlarm(ctx.db, alarm.id);
}
