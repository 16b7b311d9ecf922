import { readFileSync } from 'node:fs';

/**
 * The value of a secret a tenant file names (an API key's variable): NAME, or the file NAME_FILE
 * points to (as container platforms mount secrets), one trailing newline dropped; empty is unset.
 * The same rule as the server's own secrets (config.ts), for variables the file chooses.
 */
export function namedSecret(
  env: Readonly<Record<string, string | undefined>>,
  name: string,
): string | undefined {
  const direct = env[name];
  if (direct) return direct;
  const file = env[`${name}_FILE`];
  if (!file) return undefined;
  try {
    return readFileSync(file, 'utf8').replace(/\r?\n$/, '') || undefined;
  } catch {
    return undefined;
  }
}
