// The floor of the lookup bench: the least a server can do for GET /services/v1/detailedJourneys
// on this machine. Bare Fastify (no plugins, no schemas, no captcha, no session) and a pg Pool of
// the real server's size, running the same journeys statement as the real lookup and answering
// JSON.stringify of the rows, without the real answer's envelope (session id, vehicle). Started
// as its own process by bench/lookups.ts:
//   DATABASE_URL=... PORT=8198 node --import tsx bench/lib/floor-server.ts
import Fastify from 'fastify';
import pg from 'pg';

const port = Number(process.env.PORT ?? 8198);
const url = process.env.DATABASE_URL;
// Whatever happens to the bench, this process does not outlive it by much.
const lifetimeMs = Number(process.env.FLOOR_LIFETIME_MS ?? 600_000);
if (!url) throw new Error('DATABASE_URL is required');

// The real server's pool: 10 connections (apps/server/src/db/drivers/postgres.ts).
const pool = new pg.Pool({ connectionString: url, max: 10 });
pool.on('error', () => {});

// The real lookup's prepared statement (modules/lookups/repository.ts prepareLookupQueries), its
// optional filters (from, to, natures) passed as nulls as a plate lookup does.
const owedJourneysSql = `
  select id, in_gate, out_gate, first_passage_at, vehicle_class, status, completed, nature,
         ht_cents, tva_cents, ttc_cents, tva_rate, already_paid_cents, dunning, pv_number,
         ticket_number, cnp_number, case_origin
  from journeys
  where whitelabel_id = $1 and plate = $2 and country_code = $3
    and not tag_paid_only and pricing_error is null
    and dunning_kind in ('due', 'notice', 'infraction', 'imported', 'omp')
    and ($4::timestamptz is null or first_passage_at >= $4::timestamptz)
    and ($5::timestamptz is null or first_passage_at <= $5::timestamptz)
    and ($6::text[] is null or nature = any($6::text[]))
  order by first_passage_at, id`;

const tenant = await pool.query<{ id: number }>(`select id from whitelabels where code = 'a79'`);
const whitelabelId = tenant.rows[0]?.id;
if (whitelabelId === undefined) throw new Error('the a79 white-label is not seeded');

const app = Fastify({ logger: false });
app.get<{ Querystring: { plate?: string; country?: string } }>(
  '/services/v1/detailedJourneys',
  async (request, reply) => {
    const { plate = '', country = '' } = request.query;
    const result = await pool.query({
      name: 'floor_owed_journeys',
      text: owedJourneysSql,
      values: [whitelabelId, plate, country, null, null, null],
    });
    return reply.type('application/json').send(JSON.stringify(result.rows));
  },
);
app.get('/readyz', async () => 'ok');

await app.listen({ port, host: '127.0.0.1' });
setTimeout(() => process.exit(0), lifetimeMs).unref();
process.on('SIGTERM', () => {
  void app.close().then(() => pool.end().then(() => process.exit(0)));
});
