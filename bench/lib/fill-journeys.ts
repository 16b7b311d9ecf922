import pg from 'pg';

export interface FillOptions {
  whitelabelId: number;
  plates: number;
  journeysPerPlate: number;
  /**
   * More writes on the filled journeys, on the fill's connection before the indexes are built
   * again (e.g. the renters' bench sets their fleet link: a million updates, cheap without them).
   */
  afterFill?: (client: pg.Client) => Promise<void>;
}

/** The bench's plates, the same in SQL (below) and for the requests: BL0000042 and so on. */
export function benchPlate(vehicle: number): { plate: string; country: string } {
  const country = vehicle % 10 === 0 ? 'DE' : vehicle % 10 === 5 ? 'IT' : 'FR';
  return { plate: `BL${String(vehicle).padStart(7, '0')}`, country };
}

/**
 * One INSERT ... SELECT over generate_series: trip k (0 = newest) of vehicle p is journey
 * n = k * plates + p, about twelve days before trip k - 1. Trips of the last three days are due
 * (one vehicle in forty is on the road right now); older ones are, by a hash of (p, k), paid
 * (half), paid by tag (a tenth), or a payment notice with its pv number: first offence (no
 * indemnity), 10 EUR within 15 days, 90 EUR after, OMP after 60 days. Amounts are real A79 prices
 * split as the server does (ht = ttc / 1.2 rounded, tva = ttc - ht), so the table's checks hold.
 */
const fillSql = `
with trips as (
  select n, p, k,
    (p * 7 + k * 3) % 20 as variant,
    case (p + k) % 3 when 0 then 6 when 1 then 4 else 2 end as length,
    (p + k) % 2 = 1 as westbound,
    (array[420, 220, 240, 640, 110, 320, 1920])[1 + p % 7] as ttc,
    now() - make_interval(days => k * 12, hours => p % 70, mins => 30) as first_at
  from (select n, n % $2::int as p, n / $2::int as k from generate_series(0, $2::int * $3::int - 1) as n) as g
),
states as (
  select t.*,
    t.first_at + interval '25 minutes' as last_at,
    t.first_at + interval '25 minutes 72 hours' as deadline,
    case
      when k = 0 and p % 40 = 0 then 'ongoing'
      when k = 0 then 'due'
      when variant < 10 then 'paid'
      when variant < 12 then 'tag'
      when now() - (t.first_at + interval '72 hours') > interval '60 days' then 'omp'
      else 'notice'
    end as state,
    variant = 12 as primo,
    case when t.westbound
      then (array['molinet-est', 'molinet-ouest', 'montbeugny-est', 'montbeugny-ouest',
                  'le-montet-est', 'le-montet-ouest'])[7 - t.length:6]
      else (array['le-montet-ouest', 'le-montet-est', 'montbeugny-ouest', 'montbeugny-est',
                  'molinet-ouest', 'molinet-est'])[1:t.length]
    end as crossed
  from trips as t
),
shaped as (
  select s.*,
    (s.ttc * 5 + 3) / 6 as ht,
    case when state in ('notice', 'omp') then s.deadline end as notice_at,
    case when state in ('notice', 'omp') then 'A79-2025-' || lpad(n::text, 7, '0') end as pv,
    case
      when state not in ('notice', 'omp') or primo then 0
      when now() - s.deadline < interval '15 days' then 1000
      else 9000
    end as indemnity
  from states as s
)
insert into journeys (
  whitelabel_id, key, plate, country_code, direction, in_gate, out_gate, first_passage_at,
  last_passage_at, vehicle_class, emission_tier, status, completed, passage_ids, gantries,
  billable_gantries, tag_paid_gantries, tag_paid_only, ht_cents, tva_cents, ttc_cents, tva_rate,
  tariff_date, deadline, dunning, dunning_kind, payment_limit, notice_date, pv_number,
  indemnity_cents, next_transition_at, frozen, nature, already_paid_cents, paid_at)
select
  $1::int, 'bench|' || n,
  'BL' || lpad(p::text, 7, '0'),
  case p % 10 when 0 then 'DE' when 5 then 'IT' else 'FR' end,
  case when westbound then 'west' else 'east' end,
  case when westbound then (array['30', '25', '23'])[length / 2] else '34' end,
  case when state = 'ongoing' then null
       when westbound then '34' else (array['30', '25', '23'])[length / 2] end,
  first_at, last_at,
  case when p % 25 = 0 then 4 else 1 end,
  case when p % 25 = 0 then 'euro6_7' else 'standard' end,
  case when state = 'ongoing' then 'EN_COURS' else 'TERMINE' end,
  state <> 'ongoing',
  (array['bench-' || n || '-1', 'bench-' || n || '-2', 'bench-' || n || '-3',
         'bench-' || n || '-4', 'bench-' || n || '-5', 'bench-' || n || '-6'])[1:length],
  crossed,
  case when state = 'tag' then '{}'::text[] else crossed end,
  case when state = 'tag' then crossed else '{}'::text[] end,
  state = 'tag',
  case when state = 'tag' then 0 else ht end,
  case when state = 'tag' then 0 else ttc - ht end,
  case when state = 'tag' then 0 else ttc end,
  20,
  (first_at at time zone 'Europe/Paris')::date,
  deadline,
  case state
    when 'tag' then null
    when 'due' then jsonb_build_object('stage', 'due', 'deadline', pg_temp.iso(deadline),
      'suspendedMs', 0, 'claimOpenedAt', null)
    when 'ongoing' then jsonb_build_object('stage', 'due', 'deadline', pg_temp.iso(deadline),
      'suspendedMs', 0, 'claimOpenedAt', null)
    when 'paid' then jsonb_build_object('stage', 'paid', 'paidAt', pg_temp.iso(last_at + interval '1 day'),
      'paymentLimit', null, 'indemnityCents', 0)
    when 'notice' then jsonb_build_object('stage', 'notice', 'pvNumber', pv,
      'noticeDate', pg_temp.iso(notice_at), 'suspendedMs', 0, 'claimOpenedAt', null,
      'paymentLimit', case when primo then 'PRIMO_DESIGNATED' else 'BEFORE_OMP' end)
    else jsonb_build_object('stage', 'omp', 'ompDate', pg_temp.iso(notice_at + interval '60 days'),
      'paymentLimit', 'OMP', 'indemnityCents', indemnity,
      'escalatedFrom', case when primo then 'PRIMO_DESIGNATED' else 'BEFORE_OMP' end)
  end,
  case state when 'tag' then null when 'ongoing' then 'due' else state end,
  case state
    when 'notice' then case when primo then 'PRIMO_DESIGNATED' else 'BEFORE_OMP' end
    when 'omp' then 'OMP'
  end,
  notice_at, pv, indemnity,
  case state
    when 'due' then deadline
    when 'ongoing' then deadline
    when 'notice' then notice_at + interval '60 days'
  end,
  state in ('paid', 'notice', 'omp'),
  case when state in ('notice', 'omp') then 'latePayment' else 'freeFlow' end,
  case when state = 'paid' then ttc else 0 end,
  case when state = 'paid' then last_at + interval '1 day' end
from shaped`;

/** The dunning codec's date text: ISO 8601 in UTC with milliseconds, as Date.toISOString(). */
const isoFunctionSql = `
create or replace function pg_temp.iso(t timestamptz) returns text language sql immutable as
$$ select to_char(t at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') $$`;

/** The journeys table's secondary indexes and unique constraints, to rebuild after the fill. */
const secondaryIndexesSql = `
select 'alter table journeys drop constraint ' || quote_ident(conname) as drop_sql,
       'alter table journeys add constraint ' || quote_ident(conname) || ' '
         || pg_get_constraintdef(oid) as create_sql
from pg_constraint where conrelid = 'journeys'::regclass and contype = 'u'
union all
select 'drop index ' || quote_ident(indexname), indexdef
from pg_indexes
where tablename = 'journeys' and indexname <> 'journeys_pkey'
  and indexname not in (select conname from pg_constraint where conrelid = 'journeys'::regclass)`;

/**
 * Fills the journeys table of a migrated bench database in one statement, then ANALYZE so the
 * planner knows its size. The secondary indexes are dropped first and built again after, from
 * their own definitions: building an index over a million rows at once is several times faster
 * than updating it a million times. Answers the seconds it took.
 */
export async function fillJourneys(url: string, options: FillOptions): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  // A lost connection fails the fill's query; without a listener it would end the process first.
  client.on('error', () => {});
  await client.connect();
  try {
    const started = performance.now();
    // A bench database: losing it in a crash costs nothing, waiting on the WAL costs seconds.
    await client.query(`set synchronous_commit = off`);
    await client.query(`set maintenance_work_mem = '512MB'`);
    // The one foreign key (the white-label, checked above) would fire a trigger per row.
    await client.query(`set session_replication_role = replica`);
    await client.query(isoFunctionSql);
    const indexes = await client.query<{ drop_sql: string; create_sql: string }>(
      secondaryIndexesSql,
    );
    for (const index of indexes.rows) await client.query(index.drop_sql);
    await client.query(fillSql, [options.whitelabelId, options.plates, options.journeysPerPlate]);
    await options.afterFill?.(client);
    for (const index of indexes.rows) await client.query(index.create_sql);
    await client.query('analyze journeys');
    return (performance.now() - started) / 1000;
  } finally {
    await client.end();
  }
}
