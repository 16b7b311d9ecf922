import pg from 'pg';

/** What the console bench searches for: notices, references and payers its fill made. */
export interface ConsoleSamples {
  notices: string[];
  references: string[];
  /** Paybox's numtrans alone, as an agent reads it from the PSP's back office. */
  transactions: string[];
  /** Vehicles whose payment carries the payer's address. */
  payers: number[];
}

export async function consoleSamples(
  url: string,
  whitelabelId: number,
  count: number,
): Promise<ConsoleSamples> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  try {
    const notices = await client.query<{ value: string }>(
      `select pv_number as value from journeys tablesample system (1)
        where whitelabel_id = $1 and pv_number is not null limit $2`,
      [whitelabelId, count],
    );
    const paid = await client.query<{
      reference: string;
      transaction: string;
      email: string | null;
    }>(
      `select reference, split_part(psp_transaction, '/', 1) as transaction, email
         from payments tablesample system (1) where whitelabel_id = $1 limit $2`,
      [whitelabelId, count * 2],
    );
    return {
      notices: notices.rows.map((row) => row.value),
      references: paid.rows.map((row) => row.reference),
      transactions: paid.rows.map((row) => row.transaction),
      payers: paid.rows.flatMap((row) => {
        const vehicle = /^driver(\d+)@/.exec(row.email ?? '')?.[1];
        return vehicle === undefined ? [] : [Number(vehicle)];
      }),
    };
  } finally {
    await client.end();
  }
}
