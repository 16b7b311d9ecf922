import type { StaffRole } from '@portico/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../src/config.ts';
import { demoTenant } from '../../src/db/seed/demo-tenant.ts';
import { seedProtestReasons } from '../../src/db/seed/seed-protest-reasons.ts';
import type { MultipartPart } from './multipart.ts';
import { claimOf, claimsFixture, pdfFile } from './protests.ts';
import { supportDesk } from './support-desk.ts';

/**
 * A claims desk: a person with these roles signed in on a white-label of its own with the road
 * and the demo claim reasons, and `claim()` filing a claim through the public form (a looked-up
 * trip, a PDF attached) as a driver does.
 */
export async function claimsDesk(
  app: () => FastifyInstance,
  config: Config,
  clock: () => Date,
  roles: readonly StaffRole[] = ['agent'],
) {
  const desk = await supportDesk(app(), clock(), roles);
  await seedProtestReasons(app().database.db, desk.road.id, demoTenant.content.claimReasons);
  const fixture = claimsFixture({ app, config, clock });

  /** A claim on one new trip; answers its reference, the trip and the plate. */
  async function claim(
    options: { files?: MultipartPart[]; language?: string; email?: string } = {},
  ) {
    const { set, journey } = await fixture.tripToClaim(desk.road);
    const filed = await fixture.fileClaim(desk.road, set, [journey.id], {
      claim: claimOf([journey.id], options.email ? { email: options.email } : {}),
      files: options.files ?? [pdfFile('carte grise été 2026.pdf')],
      ...(options.language ? { lang: options.language } : {}),
    });
    return { reference: filed.reference, journey, plate: set.plate };
  }

  return { ...desk, claim, fixture };
}

export type ClaimsDesk = Awaited<ReturnType<typeof claimsDesk>>;
