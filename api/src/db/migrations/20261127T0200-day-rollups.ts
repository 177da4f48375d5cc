import { type Kysely, sql } from 'kysely';

// Day rollups of the hourly readings (docs/decisions/0035): per meter and Copenhagen calendar day,
// and per property, quantity and day over the meters of its units (what the property average adds
// up). A local day has 23, 24 or 25 hours; a reading belongs to the day of its hour's start in
// Copenhagen. `total` is numeric: the exact sum of the readings' values (as PostgreSQL turns a
// float8 into numeric), so that adding and taking away rows keeps it equal to a sum over the hours,
// in any order. `readings` counts the hours present (for averages and completeness), `last_ts` is the
// newest hour present.
//
// Triggers keep them exact for every write to readings (the hourly append, the import and its
// corrections, the seed, a deletion, a truncation) and for a meter that changes its unit, property or
// quantity or is deleted. `rebuild_day_rollups()` computes both from the readings (the backfill here,
// and the seed after its bulk load).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table meter_days (
      meter_id integer not null references meters(id) on delete cascade,
      day date not null,
      total numeric not null,
      readings integer not null,
      last_ts timestamptz not null,
      primary key (meter_id, day)
    );

    create table property_days (
      property_id integer not null references properties(id) on delete cascade,
      quantity text not null,
      day date not null,
      total numeric not null,
      readings integer not null,
      primary key (property_id, quantity, day)
    );

    create function readings_roll_up() returns trigger language plpgsql as $body$
    begin
      if tg_op in ('UPDATE', 'DELETE') then
        -- The rows as they were come out of their days; days left without readings go.
        with x as (
          select meter_id, (ts at time zone 'Europe/Copenhagen')::date as day,
            sum(value::numeric) as total, count(*)::int as readings
          from old_rows group by 1, 2
        )
        update meter_days d set total = d.total - x.total, readings = d.readings - x.readings
        from x where d.meter_id = x.meter_id and d.day = x.day;
        with x as (
          select m.property_id, m.quantity, (o.ts at time zone 'Europe/Copenhagen')::date as day,
            sum(o.value::numeric) as total, count(*)::int as readings
          from old_rows o inner join meters m on m.id = o.meter_id
          where m.unit_id is not null
          group by 1, 2, 3
        )
        update property_days p set total = p.total - x.total, readings = p.readings - x.readings
        from x where p.property_id = x.property_id and p.quantity = x.quantity and p.day = x.day;
        delete from meter_days d
        using (select distinct meter_id, (ts at time zone 'Europe/Copenhagen')::date as day from old_rows) x
        where d.meter_id = x.meter_id and d.day = x.day and d.readings <= 0;
        delete from property_days p
        using (
          select distinct m.property_id, m.quantity, (o.ts at time zone 'Europe/Copenhagen')::date as day
          from old_rows o inner join meters m on m.id = o.meter_id
        ) x
        where p.property_id = x.property_id and p.quantity = x.quantity and p.day = x.day and p.readings <= 0;
        -- The newest hour of a day that lost rows, from what is left.
        update meter_days d set last_ts = (
          select max(r.ts) from readings r
          where r.meter_id = d.meter_id
            and r.ts >= d.day::timestamp at time zone 'Europe/Copenhagen'
            and r.ts < (d.day + 1)::timestamp at time zone 'Europe/Copenhagen')
        from (select distinct meter_id, (ts at time zone 'Europe/Copenhagen')::date as day from old_rows) x
        where d.meter_id = x.meter_id and d.day = x.day;
      end if;
      if tg_op in ('INSERT', 'UPDATE') then
        -- The new rows are added to their days (in key order, so that concurrent writers lock alike).
        with x as materialized (
          select meter_id, (ts at time zone 'Europe/Copenhagen')::date as day,
            sum(value::numeric) as total, count(*)::int as readings, max(ts) as last_ts
          from new_rows group by 1, 2
        ),
        meters_added as (
          insert into meter_days as d (meter_id, day, total, readings, last_ts)
          select meter_id, day, total, readings, last_ts from x order by 1, 2
          on conflict (meter_id, day) do update set
            total = d.total + excluded.total,
            readings = d.readings + excluded.readings,
            last_ts = greatest(d.last_ts, excluded.last_ts)
        )
        insert into property_days as p (property_id, quantity, day, total, readings)
        select m.property_id, m.quantity, x.day, sum(x.total), sum(x.readings)
        from x inner join meters m on m.id = x.meter_id
        where m.unit_id is not null
        group by 1, 2, 3
        order by 1, 2, 3
        on conflict (property_id, quantity, day) do update set
          total = p.total + excluded.total,
          readings = p.readings + excluded.readings;
      end if;
      return null;
    end
    $body$;

    create trigger readings_roll_up_insert after insert on readings
      referencing new table as new_rows for each statement execute function readings_roll_up();
    create trigger readings_roll_up_update after update on readings
      referencing old table as old_rows new table as new_rows for each statement execute function readings_roll_up();
    create trigger readings_roll_up_delete after delete on readings
      referencing old table as old_rows for each statement execute function readings_roll_up();

    create function readings_truncated() returns trigger language plpgsql as $body$
    begin
      delete from property_days;
      delete from meter_days;
      return null;
    end
    $body$;

    create trigger readings_roll_up_truncate after truncate on readings
      for each statement execute function readings_truncated();

    -- A meter that leaves a property's units (another unit, property or quantity, or deleted) takes
    -- its days out of that property's; one that joins adds them.
    create function meters_roll_up() returns trigger language plpgsql as $body$
    begin
      if old.unit_id is not null then
        with x as (select day, total, readings from meter_days where meter_id = old.id)
        update property_days p set total = p.total - x.total, readings = p.readings - x.readings
        from x where p.property_id = old.property_id and p.quantity = old.quantity and p.day = x.day;
        delete from property_days p
        using (select day from meter_days where meter_id = old.id) x
        where p.property_id = old.property_id and p.quantity = old.quantity and p.day = x.day and p.readings <= 0;
      end if;
      if tg_op = 'UPDATE' and new.unit_id is not null then
        insert into property_days as p (property_id, quantity, day, total, readings)
        select new.property_id, new.quantity, day, total, readings from meter_days where meter_id = new.id order by day
        on conflict (property_id, quantity, day) do update set
          total = p.total + excluded.total,
          readings = p.readings + excluded.readings;
      end if;
      return old;
    end
    $body$;

    create trigger meters_roll_up_update after update of unit_id, property_id, quantity on meters
      for each row
      when (old.unit_id is distinct from new.unit_id or old.property_id <> new.property_id or old.quantity <> new.quantity)
      execute function meters_roll_up();
    create trigger meters_roll_up_delete before delete on meters
      for each row when (old.unit_id is not null) execute function meters_roll_up();

    create function rebuild_day_rollups() returns void language plpgsql as $body$
    begin
      perform set_config('work_mem', '256MB', true);
      delete from property_days;
      delete from meter_days;
      insert into meter_days (meter_id, day, total, readings, last_ts)
      select meter_id, (ts at time zone 'Europe/Copenhagen')::date, sum(value::numeric), count(*), max(ts)
      from readings group by 1, 2;
      insert into property_days (property_id, quantity, day, total, readings)
      select m.property_id, m.quantity, d.day, sum(d.total), sum(d.readings)
      from meter_days d inner join meters m on m.id = d.meter_id
      where m.unit_id is not null
      group by 1, 2, 3;
    end
    $body$;
  `.execute(db);
  await sql`select rebuild_day_rollups()`.execute(db);
  await sql`analyze meter_days`.execute(db);
  await sql`analyze property_days`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop trigger if exists meters_roll_up_update on meters;
    drop trigger if exists meters_roll_up_delete on meters;
    drop trigger if exists readings_roll_up_insert on readings;
    drop trigger if exists readings_roll_up_update on readings;
    drop trigger if exists readings_roll_up_delete on readings;
    drop trigger if exists readings_roll_up_truncate on readings;
    drop function if exists meters_roll_up();
    drop function if exists readings_roll_up();
    drop function if exists readings_truncated();
    drop function if exists rebuild_day_rollups();
    drop table if exists property_days, meter_days;
  `.execute(db);
}
