import { ConfigError } from './config-error.ts';

/** All of a group's variables or none: half a PSP account is a mistake worth stopping for. */
export function allOrNone<K extends string>(
  v: Readonly<Record<K, unknown>>,
  names: readonly K[],
): boolean {
  const given = names.filter((name) => v[name] !== undefined);
  if (given.length === 0) return false;
  if (given.length < names.length) {
    const missing = names.filter((name) => v[name] === undefined);
    throw new ConfigError(
      `Invalid environment: ${given.join(', ')} set without ${missing.join(', ')} (set all of them, or none to use the simulator)`,
    );
  }
  return true;
}
