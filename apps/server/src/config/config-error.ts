/** A setting is missing or malformed; the message is one line meant for a human. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * A parsed value the table guarantees (the variable has a default). Every variable read this way
 * has one, so this only guards against editing mistakes.
 */
export function required<T>(value: T | undefined): T {
  if (value === undefined) throw new ConfigError('Invalid environment: a default is missing');
  return value;
}
