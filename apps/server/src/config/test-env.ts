import { ConfigError, loadConfig } from '../config.ts';

/** For the settings tests: the folder the server is started from. */
export const testCwd = '/srv/portico';

/** For the settings tests: a production environment the boot accepts, each test adds its case. */
export const productionEnv = {
  NODE_ENV: 'production',
  LOOKUP_SECRET: 'a-production-secret-of-32-characters-at-least',
  JWT_SECRET: 'a-production-jwt-secret-of-32-characters-at-least',
  DATABASE_URL: 'postgres://portico@db:5432/portico',
  PUBLIC_ORIGIN: 'https://peage.example.fr',
  SMTP_URL: 'smtp://mail.example.fr:587',
};

/** The refusal of `env` at start; throws when the environment is accepted. */
export function configError(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env, testCwd);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

/** The one line a refused environment stops the start with. */
export const configRefusal = (env: Record<string, string>): string => configError(env).message;
