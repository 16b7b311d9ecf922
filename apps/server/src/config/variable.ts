import { z } from 'zod';

/**
 * One environment variable: its schema and the sentences that explain it. Each concern's file
 * (database.ts, mail.ts, ...) declares its own; env-variables.ts gathers them into the one table
 * the boot reads, so a bad value stops the boot with a single clear line (main.ts prints
 * ConfigError.message and exits 1) instead of a Zod dump or a stack trace.
 */
export interface EnvVariable<T> {
  description: string;
  /** The value used when the variable is unset or empty; undefined means "optional, no default". */
  defaultValue: string | undefined;
  /** Shown in the error line: "expected <expected>". */
  expected: string;
  schema: z.ZodType<T, string>;
  /**
   * A secret never echoed in an error line: 'value' hides it whole, 'url' hides the credentials
   * (user, password, query parameters) and keeps the scheme and host that help find the mistake.
   */
  secret?: 'value' | 'url';
}

/** Keeps each declaration's value type (T) while checking it against EnvVariable. */
export function variable<T>(spec: EnvVariable<T>): EnvVariable<T> {
  return spec;
}

/**
 * A group of variables as parsed: each one's value, or undefined when unset without a default
 * (or refused). A concern's rules take the parsed values of the variables they read, so they need
 * not know the whole table (which imports them).
 */
export type ParsedVariables<V extends Record<string, EnvVariable<unknown>>> = {
  [K in keyof V]: z.output<V[K]['schema']> | undefined;
};

export const booleanText = z.stringbool({ truthy: ['true', '1'], falsy: ['false', '0'] });

export const positiveInt = z
  .string()
  .regex(/^\d{1,9}$/)
  .transform(Number)
  .pipe(z.number().int().min(1));
