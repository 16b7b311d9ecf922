import { type Config, ConfigError, loadConfig } from './config.ts';

/**
 * What the one-shot commands (`npm run db:migrate`, `npm run renter:invite`) share: one line on
 * stdout for what was done, one on stderr and exit 1 for what failed, the server's settings read
 * the same way (a bad one is its line), and a database logger that writes lines.
 */
export const say = (line: string): void => void process.stdout.write(`portico: ${line}\n`);

export const fail = (line: string): never => {
  process.stderr.write(`portico: ${line}\n`);
  process.exit(1);
};

export function readCommandConfig(): Config {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return fail(error.message);
  }
}

export const commandLogger = {
  warn: (_details: object, message: string) => process.stderr.write(`portico: ${message}\n`),
  error: (_details: object, message: string) => process.stderr.write(`portico: ${message}\n`),
};
