import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { buildPath, homePageSchema, routes, whitelabelSchema } from '@portico/contract';
import type { TenantFile } from '@portico/contract/tenant-file';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { defaultDemoRoadsideApiKey } from '../src/config.ts';
import { openPglite } from '../src/db/drivers/pglite.ts';
import { prepareDatabase } from '../src/db/migrate.ts';
import { payments, tariffs, whitelabels } from '../src/db/schema/index.ts';
import { demoTenant } from '../src/db/seed/demo-tenant.ts';
import { applyTenant, TenantApplyRefused } from '../src/modules/tenants/apply-tenant.ts';
import { parseTenantFile } from '../src/modules/tenants/tenant-file-io.ts';
import { diffTenant } from '../src/modules/tenants/tenant-operations.ts';
import { tenantsDir } from '../src/paths.ts';
import { useApp } from './helpers/build-app.ts';
import { unlimitedConfig } from './helpers/card-app.ts';
import { startCardPayment } from './helpers/card-browser.ts';
import { uniqueSuffix } from './helpers/factories.ts';
import {
  allJourneysBasket,
  freshPlate,
  ingest,
  onTenant,
  payboxSuccessUrl,
  plateSession,
} from './helpers/payments.ts';
import { pdfText } from './helpers/pdf-text.ts';
import { getRoute } from './helpers/requests.ts';
import { trip } from './helpers/trips.ts';

/**
 * Issue 27 section 1: a second operator from its tenant file (tenants/examples/val-de-loue.yaml),
 * through the same apply the command runs, on the real database and server.
 */
const config = unlimitedConfig();
const app = useApp(config);
const hour = 3_600_000;
const today = () => new Date().toISOString().slice(0, 10);
const keyVariable = 'TEST_ROADSIDE_API_KEY';

async function exampleFile(): Promise<TenantFile> {
  const text = await readFile(path.join(tenantsDir, 'examples', 'val-de-loue.yaml'), 'utf8');
  const reading = parseTenantFile(text);
  expect(reading.problems).toEqual([]);
  if (!reading.file) throw new Error('the example is not valid');
  return reading.file;
}

/** The example under a code and host of this test only, with a fresh roadside key. */
async function freshExample() {
  const file = await exampleFile();
  const suffix = uniqueSuffix().toLowerCase();
  const key = `key-${suffix}`;
  const tenant: TenantFile = {
    ...file,
    code: `val-${suffix}`,
    hosts: [`val-${suffix}.localhost`],
    apiKeys: [{ label: 'roadside', secretEnv: keyVariable }],
  };
  const secret = (name: string) => (name === keyVariable ? key : undefined);
  return { file: tenant, key, secret, host: tenant.hosts[0] ?? '' };
}

async function apply(file: TenantFile, secret: (name: string) => string | undefined) {
  return applyTenant(app().database.db, file, { secret, today: today() });
}

describe('a second operator applied from its tenant file', () => {
  it('serves its own portal, prices a trip on its own road and prints its own legal identity', async () => {
    const { file, key, secret, host } = await freshExample();
    const id = await apply(file, secret);

    const identity = whitelabelSchema.parse(
      (await getRoute(app(), 'whitelabel', { query: { lang: 'it' }, tenantHost: host })).json(),
    );
    expect(identity).toMatchObject({ code: file.code, name: 'Liaison du Val de Loue' });
    const home = homePageSchema.parse(
      (await getRoute(app(), 'homePage', { query: { lang: 'it' }, tenantHost: host })).json(),
    );
    expect(home.title).toBe('Paga i tuoi viaggi sul collegamento Val de Loue');

    // A car over both gantries of the Cléron pair pays the pair's transit: 1,70 EUR.
    const tenant = { id, code: file.code, name: file.name, host, key };
    const plate = freshPlate('VL');
    await ingest(
      app(),
      tenant,
      trip(plate, ['cleron-ouest', 'cleron-est'], new Date(Date.now() - 2 * hour)),
    );
    const basket = await allJourneysBasket(app(), tenant, plateSession(config, id, plate));
    expect(basket.amount).toBe(170);

    await startCardPayment(app(), tenant, basket.id);
    const [row] = await app()
      .database.db.select({ reference: payments.reference })
      .from(payments)
      .where(eq(payments.id, basket.id));
    const settled = await onTenant(app(), tenant, {
      method: 'GET',
      url: payboxSuccessUrl(row?.reference ?? '', basket.amount),
    });
    expect(settled.statusCode, settled.body).toBe(200);

    const receipt = await onTenant(app(), tenant, {
      method: 'GET',
      url: buildPath(routes.paymentReceipt.path),
      query: { sessionId: basket.id, lang: 'fr' },
    });
    expect(receipt.statusCode).toBe(200);
    const text = (await pdfText(receipt.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('Liaison du Val de Loue SA (exemple)');
    expect(text).toContain('FR14832145767');
    expect(text.replace(/\s+/g, '')).toContain('Ornans(1)');
  });

  it('leaves nothing to diff after apply, and a second apply changes no row', async () => {
    const { file, secret } = await freshExample();
    expect(await diffTenant(app().database.db, file, secret)).toEqual([
      `+ tenant ${file.code}: a new tenant`,
      `+ ${file.code}.apiKeys[roadside]: from ${keyVariable}`,
    ]);
    const id = await apply(file, secret);
    expect(await diffTenant(app().database.db, file, secret)).toEqual([]);
    const stamp = async () =>
      (
        await app()
          .database.db.select({ updatedAt: whitelabels.updatedAt })
          .from(whitelabels)
          .where(eq(whitelabels.id, id))
      )[0]?.updatedAt;
    const before = await stamp();
    await apply(file, secret);
    expect(await stamp()).toEqual(before);

    const renamed = { ...file, name: 'Liaison du Val de Loue (renommée)' };
    expect(await diffTenant(app().database.db, renamed, secret)).toEqual([
      `~ ${file.code}.name: "Liaison du Val de Loue" -> "Liaison du Val de Loue (renommée)"`,
    ]);
  });

  it('keeps a tariff in force as it is: a new price is a new dated tariff', async () => {
    const { file, key, secret, host } = await freshExample();
    const id = await apply(file, secret);
    const [first] = file.road.tariffs;
    if (!first) throw new Error('no tariff');
    const pair = (cents: number) =>
      first.points.map((point) =>
        point.pair === 'cleron'
          ? { ...point, class1: { standard: cents, low_emission: 120 } }
          : point,
      );

    const rewritten = {
      ...file,
      road: { ...file.road, tariffs: [{ ...first, points: pair(190) }] },
    };
    await expect(apply(rewritten, secret)).rejects.toThrow(TenantApplyRefused);
    await expect(apply(rewritten, secret)).rejects.toMatchObject({
      problems: [
        `road.tariffs: pair cleron, class 1 standard, from ${first.validFrom} is in force (170 cents): a new price needs a tariff with its own, later validFrom`,
      ],
    });

    const nextDay = new Date(Date.now() + 24 * hour).toISOString().slice(0, 10);
    const dated = {
      ...file,
      road: {
        ...file.road,
        tariffs: [first, { validFrom: nextDay, points: pair(190).slice(1, 2) }],
      },
    };
    expect(await diffTenant(app().database.db, dated, secret)).toEqual([
      expect.stringMatching(new RegExp(`^\\+ ${file.code}\\.road\\.tariffs\\[${nextDay}\\]: `)),
    ]);
    await apply(dated, secret);
    const rows = await app()
      .database.db.select({ validFrom: tariffs.validFrom, priceCents: tariffs.priceCents })
      .from(tariffs)
      .where(eq(tariffs.whitelabelId, id));
    expect(rows.filter((row) => row.priceCents === 170)).toEqual([
      { validFrom: first.validFrom, priceCents: 170 },
    ]);
    expect(rows.filter((row) => row.validFrom === nextDay)).toHaveLength(14);
    expect(await diffTenant(app().database.db, dated, secret)).toEqual([]);
    // Today's trip keeps today's price.
    const tenant = { id, code: file.code, name: file.name, host, key };
    const plate = freshPlate('VT');
    await ingest(
      app(),
      tenant,
      trip(plate, ['cleron-ouest', 'cleron-est'], new Date(Date.now() - hour)),
    );
    expect((await allJourneysBasket(app(), tenant, plateSession(config, id, plate))).amount).toBe(
      170,
    );
  });

  it('refuses a shortened road, another tenant’s host and an unset key, changing nothing', async () => {
    const { file, secret } = await freshExample();
    await apply(file, secret);
    const shortened = {
      ...file,
      name: 'changed',
      road: { ...file.road, gantries: file.road.gantries.slice(0, 1) },
    };
    await expect(apply(shortened, secret)).rejects.toMatchObject({
      problems: expect.arrayContaining([
        'road.gantries "cleron-est" is stored and missing from the file: the road is never shortened (trips may name it)',
      ]),
    });
    const other = (await freshExample()).file;
    await expect(apply({ ...other, hosts: file.hosts }, secret)).rejects.toMatchObject({
      problems: [`hosts: "${file.hosts[0]}" is the host of tenant ${file.code}`],
    });
    await expect(apply(file, () => undefined)).rejects.toMatchObject({
      problems: [`apiKeys "roadside": ${keyVariable} (or ${keyVariable}_FILE) is not set`],
    });
    expect(await diffTenant(app().database.db, file, secret)).toEqual([]);
  });
});

describe('the demo tenant', () => {
  it('is what tenants/demo.yaml says: the demo seed applied that file', async () => {
    const secret = (name: string) =>
      name === 'DEMO_ROADSIDE_API_KEY' ? defaultDemoRoadsideApiKey : undefined;
    expect(await diffTenant(app().database.db, demoTenant, secret)).toEqual([]);
  });
});

describe('an empty database', () => {
  it('takes the example file whole, and then has nothing left to change', async () => {
    const handle = await openPglite('memory://');
    try {
      await prepareDatabase(handle, { seedDemo: false });
      const file = await exampleFile();
      const secret = () => 'a-roadside-key';
      await applyTenant(handle.db, file, { secret, today: today() });
      expect(await diffTenant(handle.db, file, secret)).toEqual([]);
      const rows = await handle.db.select({ code: whitelabels.code }).from(whitelabels);
      expect(rows).toEqual([{ code: 'val-de-loue' }]);
    } finally {
      await handle.close();
    }
  });
});
