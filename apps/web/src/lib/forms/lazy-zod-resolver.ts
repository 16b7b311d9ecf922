import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type * as z4 from 'zod/v4/core';
import type { MessageKey } from '../i18n.ts';

/** The form-wide error of a schema that could not be loaded (offline): `errors.root.schema`. */
export const schemaUnavailable = {
  type: 'schema-unavailable',
  message: 'errors.unknown',
} as const satisfies {
  type: string;
  message: MessageKey;
};

export interface LazyZodResolver<Input extends FieldValues, Output> {
  resolver: Resolver<Input, unknown, Output>;
  /** Starts loading the schema, e.g. once the form shows, so that it is there when the form validates. */
  preload: () => void;
}

/**
 * A react-hook-form resolver that validates with a Zod schema of the contract (through
 * @hookform/resolvers/zod), loaded on demand: Zod and the contract's schema modules (~25 KiB
 * Brotli) stay off the first load of the page (contract-zod-free.test.ts) and arrive when the
 * form first validates, or before through `preload`. `load` is a dynamic import of a module of the
 * feature that re-exports the schema (billing-schema.ts), so the bundler puts it in a chunk of
 * its own. Field errors are as @hookform/resolvers/zod makes them: `type` is the Zod issue's code,
 * `message` its text, which the form maps to its locale keys (field-error-key.ts) unless the
 * schema's messages are keys already. A schema that cannot load fails the whole form with
 * `errors.root.schema` (schemaUnavailable) and is asked for again at the next validation.
 * Use it for forms that validate when sent; a form whose validity must show while the visitor
 * types uses ruleResolver, which answers at once.
 */
export function lazyZodResolver<Values extends FieldValues, Output = Values>(
  load: () => Promise<z4.$ZodType<Output>>,
): LazyZodResolver<Values, Output> {
  // The form's values are what the visitor typed, the schema's input is what it accepts: checking
  // the one against the other is its job at run time, so the form names its values' type.
  type Input = Values;
  let loading: Promise<Resolver<Input, unknown, Output>> | null = null;

  const loadResolver = () => {
    loading ??= Promise.all([load(), import('@hookform/resolvers/zod')]).then(
      ([schema, { zodResolver }]) =>
        zodResolver(schema as z4.$ZodType<Output, Input>) as Resolver<Input, unknown, Output>,
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };

  const resolver: Resolver<Input, unknown, Output> = async (values, context, options) => {
    let resolve: Resolver<Input, unknown, Output>;
    try {
      resolve = await loadResolver();
    } catch {
      const errors: FieldErrors<Input> = {};
      errors.root = { schema: { ...schemaUnavailable } };
      return { values: {}, errors };
    }
    return resolve(values, context, options);
  };

  return { resolver, preload: () => void loadResolver().catch(() => undefined) };
}
