import pg from 'pg';

/**
 * What the console fill (console-fill.ts) leaves out and the dashboard reads (issue 28 item 6):
 * open and decided claims, e-mails waiting in the outbox, payments to refund, and fleet-card
 * payments beside the card ones. Set-based, a few statements, on the bench's white-label only.
 */
const steps: [string, string][] = [
  [
    'claims',
    `insert into protests (whitelabel_id, reference, type, reason_code, email, language, status,
       created_at, updated_at)
     select $1::int, 'CL-BENCH-' || n, 'FREE_FLOW', 'other', 'claimant' || n || '@bench.example',
       'fr', case when n % 4 = 0 then 'OPEN' else 'ACCEPTED' end,
       now() - make_interval(mins => n * 7), now() - make_interval(mins => n * 7)
     from generate_series(1, 20000) as n`,
  ],
  [
    'e-mails waiting',
    `insert into mail_outbox (whitelabel_id, kind, recipient, language, payload, status,
       next_attempt_at, created_at)
     select $1::int, 'payment_receipt', 'waiting' || n || '@bench.example', 'fr',
       jsonb_build_object('paymentId', 'none'), 'pending', now() + interval '1 day',
       now() - make_interval(secs => n * 3)
     from generate_series(1, 2000) as n`,
  ],
  [
    'refunds due',
    `update payments set status = 'DUPLICATED', refund_due = true
     where whitelabel_id = $1 and id in (
       select id from payments where whitelabel_id = $1 order by id limit 500)`,
  ],
  [
    'fleet-card payments',
    `update payments set method = (array['TOTAL', 'DKV', 'SHELL', 'ESSO'])[1 + abs(hashtext(id)) % 4],
       provider = null
     where whitelabel_id = $1 and abs(hashtext(id)) % 10 = 0`,
  ],
];

export async function fillDashboardExtras(
  url: string,
  whitelabelId: number,
): Promise<{ step: string; rows: number; seconds: number }[]> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query(`set session_replication_role = replica`);
    const done: { step: string; rows: number; seconds: number }[] = [];
    for (const [step, statement] of steps) {
      const started = performance.now();
      const result = await client.query(statement, [whitelabelId]);
      done.push({
        step,
        rows: result.rowCount ?? 0,
        seconds: (performance.now() - started) / 1000,
      });
    }
    // VACUUM as autovacuum would have by then: the visibility map lets the dashboard's counts
    // read their indexes only, as they do on a database that has run for a while.
    await client.query(`set session_replication_role = origin`);
    for (const table of ['passages', 'journeys', 'payments', 'protests', 'mail_outbox']) {
      await client.query(`vacuum analyze ${table}`);
    }
    return done;
  } finally {
    await client.end();
  }
}

/** The dashboard's extras go before removeConsoleVehicles, which does not know claims. */
export async function removeDashboardExtras(url: string, whitelabelId: number): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query(`delete from protests where whitelabel_id = $1`, [whitelabelId]);
  } finally {
    await client.end();
  }
}
