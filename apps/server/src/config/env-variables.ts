import { consoleDistDefault, webDistDefault, webSsrDistDefault } from '../paths.ts';
import { accountVariables } from './accounts.ts';
import { alertVariables } from './alerts.ts';
import { axeptaVariables } from './axepta.ts';
import { databaseVariables } from './database.ts';
import { demoVariables } from './demo.ts';
import { fleetVariables } from './fleet.ts';
import { journeyVariables } from './journeys.ts';
import { lookupVariables } from './lookup.ts';
import { mailVariables } from './mail.ts';
import { metricsVariables } from './metrics.ts';
import { pagesVariables } from './pages.ts';
import { payboxVariables } from './paybox.ts';
import { paymentVariables } from './payments.ts';
import { pspDirectVariables } from './psp-direct.ts';
import { publicOriginVariables } from './public-origin.ts';
import { rateLimitVariables } from './rate-limits.ts';
import { receiptVariables } from './receipts.ts';
import { serverVariables } from './server.ts';
import { staffLimitVariables } from './staff-limits.ts';
import { staffMailVariables } from './staff-mail.ts';
import { trustProxyVariables } from './trust-proxy.ts';
import type { ParsedVariables } from './variable.ts';

/**
 * Every variable the server reads, each concern's in turn. The order is the order of the boot's
 * report (malformed values first, in this order) and of envVariableDocs; each name is declared
 * in one group only (config/env-variables.test.ts checks no group shadows another).
 */
export const envVariableGroups = [
  serverVariables,
  databaseVariables,
  pagesVariables,
  demoVariables,
  rateLimitVariables,
  journeyVariables,
  lookupVariables,
  alertVariables,
  accountVariables,
  mailVariables,
  paymentVariables,
  payboxVariables,
  axeptaVariables,
  pspDirectVariables,
  receiptVariables,
  staffMailVariables,
  staffLimitVariables,
  fleetVariables,
  publicOriginVariables,
  metricsVariables,
  trustProxyVariables,
] as const;

export const envVariables = {
  ...serverVariables,
  ...databaseVariables,
  ...pagesVariables,
  ...demoVariables,
  ...rateLimitVariables,
  ...journeyVariables,
  ...lookupVariables,
  ...alertVariables,
  ...accountVariables,
  ...mailVariables,
  ...paymentVariables,
  ...payboxVariables,
  ...axeptaVariables,
  ...pspDirectVariables,
  ...receiptVariables,
  ...staffMailVariables,
  ...staffLimitVariables,
  ...fleetVariables,
  ...publicOriginVariables,
  ...metricsVariables,
  ...trustProxyVariables,
} as const;

export type EnvVariableName = keyof typeof envVariables;

/** Every variable's parsed value (undefined: unset without a default, or refused). */
export type Parsed = ParsedVariables<typeof envVariables>;

/** The variables for the README: name, default and meaning. */
export const envVariableDocs = Object.entries(envVariables).map(([name, spec]) => ({
  name,
  defaultValue:
    spec.defaultValue === webDistDefault
      ? 'apps/web/dist'
      : spec.defaultValue === webSsrDistDefault
        ? 'apps/web/dist-ssr'
        : spec.defaultValue === consoleDistDefault
          ? 'apps/console/dist'
          : spec.defaultValue,
  description: spec.description,
}));
