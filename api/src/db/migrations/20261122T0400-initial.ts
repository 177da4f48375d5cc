import { type Kysely, sql } from 'kysely';

// Properties, units and meters share one id sequence so that an object id names one object,
// whatever its level (PROPERTY, UNIT, MPOINT).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create sequence object_id_seq start 1000;

    create table signing_keys (
      service text primary key,
      secret text not null,
      created_at timestamptz not null default now()
    );

    create table users (
      id serial primary key,
      email text not null unique,
      name text not null default '',
      password_hash text,
      language text not null default 'en',
      user_type text not null default 'email-password',
      is_superuser boolean not null default false,
      is_admin boolean not null default false,
      is_active boolean not null default true,
      email_notifications boolean not null default true,
      created_at timestamptz not null default now()
    );

    create table properties (
      id integer primary key default nextval('object_id_seq'),
      number text not null unique,
      name text not null,
      address text not null,
      city text not null,
      zipcode text not null,
      country text not null,
      brand text not null,
      price_area text not null,
      currency text not null,
      climate_base double precision not null default 7,
      climate_amplitude double precision not null default 9,
      phone text not null default '',
      email text not null default '',
      settings text[] not null default '{}'
    );

    create table co2_factors (
      property_id integer not null references properties(id) on delete cascade,
      quantity text not null,
      gram_per_unit double precision not null,
      primary key (property_id, quantity)
    );

    create table quantity_prices (
      id serial primary key,
      property_id integer not null references properties(id) on delete cascade,
      quantity text not null,
      price double precision not null,
      currency text not null,
      valid_from date not null,
      valid_to date
    );
    create index quantity_prices_lookup on quantity_prices (property_id, quantity, valid_from);

    create table units (
      id integer primary key default nextval('object_id_seq'),
      property_id integer not null references properties(id) on delete cascade,
      unique_id text not null unique,
      unit_number text not null,
      name text not null,
      address text not null,
      size_m2 double precision not null,
      floor integer not null default 0
    );

    create table tenancies (
      id serial primary key,
      unit_id integer not null references units(id) on delete cascade,
      tenancy_number text not null unique,
      tenant_name text not null,
      start_date date not null,
      end_date date,
      billing_start date not null,
      billing_end date not null
    );

    create table tenancy_users (
      tenancy_id integer not null references tenancies(id) on delete cascade,
      user_id integer not null references users(id) on delete cascade,
      is_admin boolean not null default false,
      created_at timestamptz not null default now(),
      primary key (tenancy_id, user_id)
    );
    create index tenancy_users_user on tenancy_users (user_id);

    -- Activation codes: landlord letters (no e-mail) and invitations (with e-mail). Stored hashed.
    create table activation_codes (
      id serial primary key,
      code_hash text not null unique,
      tenancy_id integer not null references tenancies(id) on delete cascade,
      email text,
      invited_by integer references users(id) on delete set null,
      make_admin boolean not null default false,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      used_at timestamptz,
      used_by integer references users(id) on delete set null,
      revoked_at timestamptz
    );

    create table meters (
      id integer primary key default nextval('object_id_seq'),
      property_id integer not null references properties(id) on delete cascade,
      unit_id integer references units(id) on delete cascade,
      number text not null unique,
      quantity text not null,
      legacy_kind text not null,
      room_name text,
      profile text not null,
      scale double precision not null default 1,
      initial_reading double precision not null default 0,
      from_date date not null,
      to_date date
    );
    create index meters_unit on meters (unit_id);
    create index meters_property on meters (property_id, quantity);

    -- One row per meter and hour (UTC). value = consumption during the hour for cumulative
    -- quantities, the hour's mean for climate and temperature quantities.
    create table readings (
      meter_id integer not null references meters(id) on delete cascade,
      ts timestamptz not null,
      value double precision not null,
      primary key (meter_id, ts)
    );

    create table spot_prices (
      area text not null,
      ts timestamptz not null,
      price double precision not null,
      currency text not null,
      primary key (area, ts)
    );

    create table refresh_tokens (
      jti text primary key,
      family_id text not null,
      service text not null,
      user_id integer not null references users(id) on delete cascade,
      impersonated boolean not null default false,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      family_expires_at timestamptz not null,
      used_at timestamptz,
      revoked_at timestamptz
    );
    create index refresh_tokens_family on refresh_tokens (family_id);

    -- Single-use tokens: short-lived cross-service login, impersonation, password reset.
    create table one_time_tokens (
      token_hash text primary key,
      purpose text not null,
      user_id integer not null references users(id) on delete cascade,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      used_at timestamptz
    );

    create table alarms (
      id serial primary key,
      tenancy_id integer not null references tenancies(id) on delete cascade,
      user_id integer not null references users(id) on delete cascade,
      name text not null,
      kind text not null,
      type text not null,
      quantity text not null,
      period text not null,
      threshold double precision not null,
      enabled boolean not null default true,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index alarms_tenancy on alarms (tenancy_id);

    create table notifications (
      id serial primary key,
      tenancy_id integer not null references tenancies(id) on delete cascade,
      alarm_id integer references alarms(id) on delete set null,
      kind text not null,
      quantity text,
      period text not null,
      period_start date not null,
      period_end date not null,
      direction text not null,
      threshold double precision,
      trigger_value double precision,
      created_at timestamptz not null default now(),
      read_at timestamptz,
      resolved_at timestamptz
    );
    create index notifications_tenancy on notifications (tenancy_id, created_at);
    create unique index notifications_alarm_period on notifications (alarm_id, period_start);

    create table allocation_statements (
      id serial primary key,
      tenancy_id integer not null references tenancies(id) on delete cascade,
      file_name text not null,
      period_start date not null,
      period_end date not null,
      expense_types text[] not null,
      lines jsonb not null,
      created_at timestamptz not null default now()
    );

    create table report_codes (
      code text primary key,
      unit_id integer not null references units(id) on delete cascade,
      period_start date not null,
      period_end date not null,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null
    );
    create unique index report_codes_unit_period on report_codes (unit_id, period_start);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table if exists report_codes, allocation_statements, notifications, alarms, one_time_tokens,
      refresh_tokens, spot_prices, readings, meters, activation_codes, tenancy_users, tenancies, units,
      quantity_prices, co2_factors, properties, users, signing_keys;
    drop sequence if exists object_id_seq;
  `.execute(db);
}
