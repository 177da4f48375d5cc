import { type Kysely, sql } from 'kysely';

// Alarm evaluation that survives late readings (docs/decisions/0121):
// - alarms.evaluate_from: an alarm judges the period holding this instant and the ones after it
//   (set on creation and whenever its rule changes); existing alarms keep their creation time.
// - alarms.evaluated_through: the last day of the latest period judged for good; existing alarms
//   count as judged through yesterday (the old job judged the latest closed period).
// - reading_arrivals: which meters got readings for which hours, written by an import in the same
//   transaction as the readings and consumed by the evaluator (periods judged already are judged again).
// - notifications.alarm_type: the alarm's type, kept when the alarm is deleted.
// - one notification per alarm, period length and period start.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table alarms add column evaluate_from timestamptz, add column evaluated_through date;
    update alarms set evaluate_from = created_at,
      evaluated_through = (now() at time zone 'Europe/Copenhagen')::date - 1;
    alter table alarms alter column evaluate_from set not null, alter column evaluate_from set default now();

    create table reading_arrivals (
      id bigserial primary key,
      meter_id integer not null references meters(id) on delete cascade,
      first_ts timestamptz not null,
      last_ts timestamptz not null,
      created_at timestamptz not null default now()
    );

    alter table notifications add column alarm_type text;
    update notifications n set alarm_type = a.type from alarms a where a.id = n.alarm_id;
    drop index notifications_alarm_period;
    create unique index notifications_alarm_period on notifications (alarm_id, period, period_start);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index notifications_alarm_period;
    create unique index notifications_alarm_period on notifications (alarm_id, period_start);
    alter table notifications drop column alarm_type;
    drop table reading_arrivals;
    alter table alarms drop column evaluated_through, drop column evaluate_from;
  `.execute(db);
}
