import { createProtestResponseSchema } from '@portico/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RenterFixture } from './helpers/renters.ts';
import type { RoadTenant } from './helpers/road-tenant.ts';
import { useApp } from './helpers/build-app.ts';
import { unlimitedConfig } from './helpers/card-app.ts';
import { createRenter } from './helpers/renters.ts';
import { freshPlate } from './helpers/payments.ts';
import { claimOf, claimsFixture, pdfFile } from './helpers/protests.ts';
import { expectError } from './helpers/requests.ts';
import { addFleetPeriod, day, driveTrip, tripsPage } from './helpers/fleet-trips.ts';

/**
 * A renter contests a trip of its fleet's lists (issue 25 item 7): POST /protests with its token
 * and no lookup session; none chosen is renter_protest_no_journey_selected; another company's
 * trip is unknown to it (404).
 */
describe('renters contest their fleet’s trips', () => {
  const config = unlimitedConfig();
  const app = useApp(config);
  const clock = () => new Date();
  const { claimTenant, postClaim } = claimsFixture({ app, config, clock });
  let tenant: RoadTenant;
  let renter: RenterFixture;
  let other: RenterFixture;
  const plate = freshPlate('CA');
  const otherPlate = freshPlate('CB');
  const ids = { mine: 0, second: 0, others: 0 };

  beforeAll(async () => {
    tenant = await claimTenant();
    renter = await createRenter(app(), tenant);
    other = await createRenter(app(), tenant);
    const joined = new Date(Date.now() - 10 * day);
    await addFleetPeriod(app(), tenant, renter.companyId, plate, joined);
    await addFleetPeriod(app(), tenant, other.companyId, otherPlate, joined);
    ids.mine = await driveTrip(app(), tenant, plate, new Date(Date.now() - 2 * day));
    ids.second = await driveTrip(app(), tenant, plate, new Date(Date.now() - day));
    ids.others = await driveTrip(app(), tenant, otherPlate, new Date(Date.now() - 2 * day));
  });

  it('files a claim on a trip of its fleet: the trip is contested in its lists', async () => {
    const response = await postClaim(tenant, {
      token: renter.accessToken,
      claim: claimOf([String(ids.mine)], { email: renter.email }),
      files: [pdfFile()],
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(createProtestResponseSchema.parse(response.json()).journeyIds).toEqual([
      String(ids.mine),
    ]);
    const contested = await tripsPage(app(), tenant, renter, { status: 'contested' });
    expect(contested.data.map((trip) => Number(trip.id))).toEqual([ids.mine]);
  });

  it('wants at least one trip', async () => {
    for (const journeyIds of [[], undefined]) {
      const claim = claimOf([], { email: renter.email, journeyIds });
      expectError(
        await postClaim(tenant, { token: renter.accessToken, claim, files: [pdfFile()] }),
        400,
        'renter_protest_no_journey_selected',
      );
    }
  });

  it('does not know another company’s trip (404)', async () => {
    for (const journeyIds of [[String(ids.others)], [String(ids.second), String(ids.others)]]) {
      expectError(
        await postClaim(tenant, {
          token: renter.accessToken,
          claim: claimOf(journeyIds, { email: renter.email }),
          files: [pdfFile()],
        }),
        404,
        'protest_journeys_invalid',
      );
    }
    expectError(
      await postClaim(tenant, {
        token: other.accessToken,
        claim: claimOf([String(ids.second)], { email: other.email }),
        files: [pdfFile()],
      }),
      404,
      'protest_journeys_invalid',
    );
  });
});
