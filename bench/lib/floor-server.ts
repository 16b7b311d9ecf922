// The floor of the lookup bench: the least a server can do for GET /services/v1/detailedJourneys
// on this machine. Bare Fastify (no plugins, no schemas, no captcha, no session) and a pg Pool of
// the real server's size, running the same journeys statement as the real lookup and answering
// JSON.stringify of the rows, without the real answer's envelope (session id, vehicle).
// FLOOR_WITH_WRITES=1 also does the rest of the real lookup's database work, in the same
// statements: record the captcha token as used (an INSERT and its commit), then read the journeys
// and the vehicle registry at once. It tells the cost of the design (a durable single-use captcha)
// from the cost of the framework. Started as its own process by bench/lookups.ts:
//   DATABASE_URL=... PORT=8198 node --import tsx bench/lib/floor-server.ts
import { createHash } from 'node:crypto';
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

// One plate's read of the real lookup (modules/lookups/trips-statement.ts), its optional filters
// (from, to, natures) passed as nulls as a plate lookup does. The real server reads the plates of
// the lookups that arrive together in one statement; the floor keeps one statement per request.
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

// modules/captcha/repository.ts recordSolution and modules/lookups/repository.ts registryVehicle.
const recordTokenSql = `
  insert into captcha_solutions (signature, expires_at) values ($1, $2)
  on conflict do nothing returning signature`;
const registrySql = `select * from vehicle_registry where country_code = $1 and plate = $2`;
const withWrites = process.env.FLOOR_WITH_WRITES === '1';
const captchaTtlMs = 600_000;

async function owedJourneys(plate: string, country: string) {
  const result = await pool.query({
    name: 'floor_owed_journeys',
    text: owedJourneysSql,
    values: [whitelabelId, plate, country, null, null, null],
  });
  return result.rows;
}

/** The lookup's database work: the token recorded once, then both reads at once. */
async function lookupWithWrites(plate: string, country: string, token: string) {
  // A stand-in for the challenge's signature: unique per token, as the real one is.
  const signature = createHash('sha256').update(token).digest('hex');
  const recorded = await pool.query({
    name: 'floor_record_token',
    text: recordTokenSql,
    values: [signature, new Date(Date.now() + captchaTtlMs)],
  });
  if (recorded.rowCount !== 1) return null;
  const [journeys, registry] = await Promise.all([
    owedJourneys(plate, country),
    pool.query({ name: 'floor_registry', text: registrySql, values: [country, plate] }),
  ]);
  return { journeys, vehicle: registry.rows[0] ?? null };
}

const tenant = await pool.query<{ id: number }>(`select id from whitelabels where code = 'a79'`);
const whitelabelId = tenant.rows[0]?.id;
if (whitelabelId === undefined) throw new Error('the a79 white-label is not seeded');

const app = Fastify({ logger: false });
app.get<{ Querystring: { plate?: string; country?: string; captchaToken?: string } }>(
  '/services/v1/detailedJourneys',
  async (request, reply) => {
    const { plate = '', country = '', captchaToken = '' } = request.query;
    if (!withWrites) {
      return reply
        .type('application/json')
        .send(JSON.stringify(await owedJourneys(plate, country)));
    }
    const answer = await lookupWithWrites(plate, country, captchaToken);
    if (!answer) return reply.code(403).type('application/json').send('{}');
    return reply.type('application/json').send(JSON.stringify(answer));
  },
);
app.get('/readyz', async () => 'ok');

await app.listen({ port, host: '127.0.0.1' });
setTimeout(() => process.exit(0), lifetimeMs).unref();
process.on('SIGTERM', () => {
  void app.close().then(() => pool.end().then(() => process.exit(0)));
});
