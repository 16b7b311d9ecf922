/**
 * The server's settings, read once from the environment at boot: the one module the rest of the
 * server imports them from. Each concern's variables and rules live in config/ (database.ts,
 * mail.ts, payments.ts, ...); load-config.ts reads them all and reports every problem at once.
 */
export { developmentJwtSecret, developmentLookupSecret } from './published-secrets.ts';
export { type AccountsConfig } from './config/accounts.ts';
export { type AxeptaSettings } from './config/axepta.ts';
export { ConfigError } from './config/config-error.ts';
export { databaseTimeoutDefaults, type DatabaseTimeouts, pgliteMemory } from './config/database.ts';
export { defaultDemoRoadsideApiKey } from './config/demo.ts';
export { envVariableDocs, type EnvVariableName, envVariables } from './config/env-variables.ts';
export { type FleetProcessorSettings } from './config/fleet.ts';
export { loadConfig } from './config/load-config.ts';
export { type MetricsConfig } from './config/metrics.ts';
export { type PayboxSettings } from './config/paybox.ts';
export { type PaymentsConfig } from './config/payments.ts';
export { type Config } from './config/shape.ts';
export { shownValue } from './config/shown-value.ts';
export { type TrustProxy } from './config/trust-proxy.ts';
