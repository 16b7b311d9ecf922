import { defaultDemoRoadsideApiKey } from '../../config.ts';
import type { PasswordHasher } from '../../modules/accounts/passwords.ts';
import { hashApiKey } from '../../modules/api-keys/domain.ts';
import { upsertApiKey } from '../../modules/api-keys/repository.ts';
import type { Database } from '../database.ts';
import {
  demoArticles,
  demoFaq,
  demoFooterEntries,
  demoHomePage,
  demoWhitelabel,
} from './demo-content.ts';
import { demoAuthenticationPages } from './demo-authentication-pages.ts';
import { demoPrepaymentsPage } from './demo-prepayments-page.ts';
import { a79GantryPairs, a79Gantries, a79Gates, a79Tariffs } from './road.ts';
import { seedAuthenticationPages } from './seed-authentication-pages.ts';
import { demoHelpArticles, demoHelpCentre } from './help/index.ts';
import { seedWhitelabelContent } from './seed-content.ts';
import { seedHelpCentre } from './seed-help.ts';
import { seedDemoCustomer } from './seed-customer.ts';
import { seedDemoCustomerVehicles } from './seed-customer-vehicles.ts';
import { seedDemoRenter } from './seed-demo-renter.ts';
import { demoFleetPlates } from '../../demo/fleet.ts';
import { demoLookups, seedLookups } from './seed-lookups.ts';
import { demoOperatorLegal, seedOperatorLegal } from './seed-operator-legal.ts';
import { demoPaymentSettings, seedPaymentSettings } from './seed-payment-settings.ts';
import { seedPrepaymentsPage } from './seed-prepayments-page.ts';
import { demoProtestReasons } from './demo-protest-reasons.ts';
import { seedProtestReasons } from './seed-protest-reasons.ts';
import { seedRoad } from './seed-road.ts';
import { seedTagManagerDemo } from './seed-tag-manager-demo.ts';
import { seedDemoVehicles } from './seed-vehicles.ts';

/** Label of the demo white-label's roadside API key. */
export const demoRoadsideKeyLabel = 'roadside';

export interface DemoSeedOptions {
  /** Key of the demo roadside system (DEMO_ROADSIDE_API_KEY); only its hash is stored. */
  roadsideApiKey?: string;
  /** Seeds the demo customer and renter user (seed-customer.ts) with it; absent in production. */
  customerPasswordHasher?: PasswordHasher | undefined;
}

/**
 * Creates or updates the demo white-label (A79): its content in five languages, its road and its
 * roadside API key. Idempotent and all-or-nothing: one transaction, upserts on natural keys.
 */
export async function seedDemo(
  db: Database,
  { roadsideApiKey = defaultDemoRoadsideApiKey, customerPasswordHasher }: DemoSeedOptions = {},
): Promise<void> {
  await db.transaction(async (tx) => {
    const whitelabelId = await seedWhitelabelContent(tx, {
      whitelabel: demoWhitelabel,
      articles: [...demoArticles, ...demoHelpArticles],
      homePage: demoHomePage,
      footerEntries: demoFooterEntries,
      faq: demoFaq,
    });
    await seedHelpCentre(tx, whitelabelId, demoHelpCentre);
    await seedRoad(tx, whitelabelId, {
      gates: a79Gates,
      gantryPairs: a79GantryPairs,
      gantries: a79Gantries,
      tariffs: a79Tariffs,
    });
    await seedPaymentSettings(tx, whitelabelId, demoPaymentSettings);
    await seedOperatorLegal(tx, whitelabelId, demoOperatorLegal);
    await seedDemoVehicles(tx);
    await seedDemoVehicles(tx, demoFleetPlates);
    await seedLookups(tx, whitelabelId, demoLookups);
    await seedAuthenticationPages(tx, whitelabelId, demoAuthenticationPages);
    await seedPrepaymentsPage(tx, whitelabelId, demoPrepaymentsPage);
    await seedProtestReasons(tx, whitelabelId, demoProtestReasons);
    await upsertApiKey(tx, {
      whitelabelId,
      label: demoRoadsideKeyLabel,
      keyHash: hashApiKey(roadsideApiKey),
    });
    await seedDemoRenter(tx, whitelabelId, customerPasswordHasher);
    if (customerPasswordHasher) {
      await seedDemoCustomer(tx, whitelabelId, customerPasswordHasher);
      await seedDemoCustomerVehicles(tx, whitelabelId);
    }
    await seedTagManagerDemo(tx);
  });
}
