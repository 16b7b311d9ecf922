import pg from 'pg';

/**
 * The console bench's vehicles (issue 28 item 7): `trips` journeys over `plates` plates of one
 * white-label of its own, with their gantry passages and, in realistic shares, card payments (half
 * of the older trips, each with its line, its PSP notification and, for the payers who gave an
 * address, the receipt e-mail), payment notices (a trip in four that was not paid), customer
 * accounts (a plate in ten) and passage alerts (a plate in twenty). Set-based: one INSERT ...
 * SELECT over generate_series per table, on the shared database's indexes as they are.
 */

/** Vehicle p's plate and country, the same in SQL and for the requests. */
export function consolePlate(vehicle: number): { plate: string; country: string } {
  return {
    plate: `CB${String(vehicle).padStart(7, '0')}`,
    country: vehicle % 10 === 0 ? 'DE' : 'FR',
  };
}

export const customerEmailOf = (vehicle: number) => `customer${vehicle}@bench.example`;
export const alertEmailOf = (vehicle: number) => `alert${vehicle}@bench.example`;
export const payerEmailOf = (vehicle: number) => `driver${vehicle}@bench.example`;
/** Which vehicles have an account, an alert; which payments carry the payer's address. */
export const hasAccount = (vehicle: number) => vehicle % 10 === 3;
export const hasAlert = (vehicle: number) => vehicle % 20 === 7;

// Trip n (0 = newest) is trip k = n / plates of vehicle p = n % plates, about twelve days before
// trip k - 1; its state comes from a hash of (p, k): due (the newest), paid, tag-paid or notice.
const journeysSql = `
with trips as (
  select n, n % $2::int as p, n / $2::int as k,
    ((n % $2::int) * 7 + (n / $2::int) * 3) % 20 as variant,
    2 + ((n % $2::int) + (n / $2::int)) % 3 as length,
    (array[420, 220, 240, 640, 110, 320, 1920])[1 + (n % $2::int) % 7] as ttc,
    now() - make_interval(days => (n / $2::int) * 12 + 1, hours => (n % $2::int) % 70, mins => 30) as first_at
  from generate_series(0, $3::int - 1) as n
),
states as (
  select t.*,
    case when k = 0 and first_at > now() - interval '72 hours' then 'due'
         when variant < 10 then 'paid' when variant < 12 then 'tag' when variant < 17 then 'notice'
         else 'due' end as state,
    (array['le-montet-ouest', 'le-montet-est', 'montbeugny-ouest', 'montbeugny-est'])[1:length] as crossed,
    (array['cb-' || n || '-1', 'cb-' || n || '-2', 'cb-' || n || '-3', 'cb-' || n || '-4'])[1:length] as ids,
    (ttc * 5 + 3) / 6 as ht
  from trips as t
)
insert into journeys (
  whitelabel_id, key, plate, country_code, direction, in_gate, out_gate, first_passage_at,
  last_passage_at, vehicle_class, status, completed, passage_ids, gantries, billable_gantries,
  tag_paid_gantries, tag_paid_only, ht_cents, tva_cents, ttc_cents, tva_rate, deadline,
  dunning_kind, payment_limit, notice_date, pv_number, indemnity_cents, frozen, nature,
  already_paid_cents, paid_at, payment_id)
select $1::int, 'bench|' || n, 'CB' || lpad(p::text, 7, '0'),
  case when p % 10 = 0 then 'DE' else 'FR' end, 'east', '34',
  (array['30', '29', '25'])[length - 1], first_at, first_at + (length - 1) * interval '10 minutes', 1,
  'TERMINE', true, ids, crossed,
  case when state = 'tag' then '{}'::text[] else crossed end,
  case when state = 'tag' then crossed else '{}'::text[] end,
  state = 'tag',
  case when state = 'tag' then 0 else ht end, case when state = 'tag' then 0 else ttc - ht end,
  case when state = 'tag' then 0 else ttc end, 20, first_at + interval '72 hours',
  case when state = 'tag' then null else state end,
  case when state = 'notice' then 'BEFORE_OMP' end,
  case when state = 'notice' then first_at + interval '73 hours' end,
  case when state = 'notice' then 'CB-2026-' || lpad(n::text, 7, '0') end,
  case when state = 'notice' then 1000 else 0 end,
  state in ('paid', 'notice'),
  case when state = 'notice' then 'latePayment' else 'freeFlow' end,
  case when state = 'paid' then ttc else 0 end,
  case when state = 'paid' then first_at + interval '1 day' end,
  case when state = 'paid' then 'cbpay-' || n end
from states`;

const passagesSql = `
insert into passages (whitelabel_id, passage_id, gantry, direction, plate, country_code,
  vehicle_class, passed_at, tag_paid, received_at)
select j.whitelabel_id, crossing.id, crossing.gantry, 'east', j.plate, j.country_code, 1,
  j.first_passage_at + (crossing.position - 1) * interval '10 minutes', j.tag_paid_only,
  j.first_passage_at + (crossing.position - 1) * interval '10 minutes' + interval '5 seconds'
from journeys as j,
  unnest(j.passage_ids, j.gantries) with ordinality as crossing(id, gantry, position)
where j.whitelabel_id = $1`;

// Reference: 12 characters of a hash; PSP transaction "numtrans/numappel" as Paybox's; the
// receipt number given here since the fill runs without triggers (the counter's is per row).
const paymentsSql = `
insert into payments (id, whitelabel_id, reference, plate, country_code, language, status,
  method, provider, amount_cents, email, psp_transaction, psp_code, expires_at, submitted_at,
  settled_at, receipt_number, created_at, updated_at)
select j.payment_id, j.whitelabel_id, upper(substr(md5('ref' || j.id), 1, 12)), j.plate,
  j.country_code, 'fr', 'SUCCEED', 'CREDIT_CARD', 'PAYBOX', j.ttc_cents,
  case when j.id % 5 < 3 then 'driver' || substr(j.plate, 3)::int || '@bench.example' end,
  (1000000 + j.id) || '/' || (2000000 + j.id), '00000', j.paid_at, j.paid_at, j.paid_at,
  'CB-R-2026-' || lpad(j.id::text, 8, '0'), j.paid_at - interval '5 minutes', j.paid_at
from journeys as j where j.whitelabel_id = $1 and j.payment_id is not null`;

const paymentLinesSql = `
insert into payment_lines (payment_id, position, kind, journey_id, in_gate, out_gate,
  vehicle_class, trip_date, ht_cents, tva_cents, tva_rate, ttc_cents, indemnity_cents, total_cents)
select j.payment_id, 0, 'journey', j.id, j.in_gate, j.out_gate, 1, j.first_passage_at,
  j.ht_cents, j.tva_cents, 20, j.ttc_cents, 0, j.ttc_cents
from journeys as j where j.whitelabel_id = $1 and j.payment_id is not null`;

const notificationsSql = `
insert into payment_notifications (payment_id, provider, raw, verdict, outcome, received_at)
select p.id, 'PAYBOX', 'Mt=' || p.amount_cents || '&Ref=' || p.reference || '&Erreur=00000',
  'applied', 'SUCCEED', p.settled_at
from payments as p where p.whitelabel_id = $1`;

const receiptMailsSql = `
insert into mail_outbox (whitelabel_id, kind, recipient, language, payload, status, attempts,
  next_attempt_at, sent_at, created_at)
select p.whitelabel_id, 'payment_receipt', p.email, 'fr', jsonb_build_object('paymentId', p.id),
  'captured', 1, p.settled_at, p.settled_at, p.settled_at
from payments as p where p.whitelabel_id = $1 and p.email is not null`;

const accountsSql = `
with customers as (
  insert into users (whitelabel_id, email, password_hash, first_name, last_name, language,
    accepted_terms_at, activated_at)
  select $1::int, 'customer' || p || '@bench.example', 'bench-no-password', 'Bench', 'Customer',
    'fr', now(), now()
  from generate_series(3, $2::int - 1, 10) as p
  returning id, email
)
insert into user_plates (user_id, whitelabel_id, country_code, plate)
select c.id, $1::int, case when p % 10 = 0 then 'DE' else 'FR' end, 'CB' || lpad(p::text, 7, '0')
from customers as c
cross join lateral (select substring(c.email from 'customer([0-9]+)@')::int as p) as vehicle`;

const alertsSql = `
with subscribed as (
  insert into alert_subscriptions (whitelabel_id, country_code, plate, email, language, state,
    created_at, confirmed_at)
  select $1::int, case when p % 10 = 0 then 'DE' else 'FR' end, 'CB' || lpad(p::text, 7, '0'),
    'alert' || p || '@bench.example', 'fr', 'active', now() - interval '30 days',
    now() - interval '30 days'
  from generate_series(7, $2::int - 1, 20) as p
  returning id, email, created_at
)
insert into mail_outbox (whitelabel_id, kind, recipient, language, payload, status, attempts,
  next_attempt_at, sent_at, created_at)
select $1::int, 'alert_confirmation', s.email, 'fr', jsonb_build_object('subscriptionId', s.id),
  'captured', 1, s.created_at, s.created_at, s.created_at
from subscribed as s`;

const steps: [string, string][] = [
  ['journeys', journeysSql],
  ['passages', passagesSql],
  ['payments', paymentsSql],
  ['payment lines', paymentLinesSql],
  ['PSP notifications', notificationsSql],
  ['receipt e-mails', receiptMailsSql],
  ['accounts', accountsSql],
  ['alerts', alertsSql],
];

const analysed = [
  'journeys',
  'passages',
  'payments',
  'payment_lines',
  'payment_notifications',
  'mail_outbox',
  'users',
  'user_plates',
  'alert_subscriptions',
];

async function connected<T>(url: string, task: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  // A lost connection fails the query; without a listener it would end the process first.
  client.on('error', () => {});
  await client.connect();
  try {
    return await task(client);
  } finally {
    await client.end();
  }
}

/** Fills the white-label's rows, then ANALYZE; answers each step's seconds and row count. */
export async function fillConsoleVehicles(
  url: string,
  { whitelabelId, plates, trips }: { whitelabelId: number; plates: number; trips: number },
): Promise<{ step: string; rows: number; seconds: number }[]> {
  return connected(url, async (client) => {
    // Rows of this white-label only, whose references all come from the same statements: the
    // foreign keys' per-row triggers (and the receipt numbering trigger) are skipped.
    await client.query(`set session_replication_role = replica`);
    await client.query(`set synchronous_commit = off`);
    const done: { step: string; rows: number; seconds: number }[] = [];
    for (const [step, statement] of steps) {
      const started = performance.now();
      const parameters = statement.includes('$3')
        ? [whitelabelId, plates, trips]
        : statement.includes('$2')
          ? [whitelabelId, plates]
          : [whitelabelId];
      const result = await client.query(statement, parameters);
      done.push({
        step,
        rows: result.rowCount ?? 0,
        seconds: (performance.now() - started) / 1000,
      });
    }
    for (const table of analysed) await client.query(`analyze ${table}`);
    return done;
  });
}

/**
 * Deletes the bench's white-label and everything it holds. Its audit events are refused any
 * DELETE by a trigger (the log is append-only); a replica session's triggers do not fire, so the
 * bench's own events can go with the rest of its throwaway white-label.
 */
export async function removeConsoleVehicles(url: string, whitelabelId: number): Promise<void> {
  await connected(url, async (client) => {
    await client.query(`set session_replication_role = replica`);
    const payments = `select id from payments where whitelabel_id = $1`;
    for (const statement of [
      `delete from mail_outbox where whitelabel_id = $1`,
      `delete from payment_notifications where payment_id in (${payments})`,
      `delete from payment_lines where payment_id in (${payments})`,
      `delete from payments where whitelabel_id = $1`,
      `delete from passages where whitelabel_id = $1`,
      `delete from journeys where whitelabel_id = $1`,
      `delete from user_plates where whitelabel_id = $1`,
      `delete from users where whitelabel_id = $1`,
      `delete from alert_subscriptions where whitelabel_id = $1`,
      `delete from audit_events where whitelabel_id = $1`,
    ]) {
      await client.query(statement, [whitelabelId]);
    }
    // The rest (road, staff, sessions) is small: the foreign keys' cascades take it.
    await client.query(`set session_replication_role = origin`);
    await client.query(`delete from whitelabels where id = $1`, [whitelabelId]);
  });
}
