import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { MessageKey } from '../i18n.ts';

/** What a form's rule says about its values: the checked output, or a locale key per field at fault. */
export type RuleCheck<Values extends FieldValues, Output> =
  | { ok: true; value: Output }
  | { ok: false; errors: Partial<Record<keyof Values & string, MessageKey>> };

/**
 * A react-hook-form resolver from one of the contract's rules that need no Zod (lookupTarget,
 * privateCardProblems...): the contract keeps such rules apart from its schemas so that pages can
 * check a form as the server will without loading Zod (contract-zod-free.test.ts). It answers at
 * once, which a form needs when its validity drives what shows while the visitor types (a
 * disabled button, a search that waits for the captcha). Its errors follow field-error-key.ts.
 */
export function ruleResolver<Values extends FieldValues, Output>(
  check: (values: Values) => RuleCheck<Values, Output>,
): Resolver<Values, unknown, Output> {
  return (values) => {
    const checked = check(values);
    if (checked.ok) return { values: checked.value, errors: {} };
    const errors: Record<string, { type: string; message: MessageKey }> = {};
    for (const [field, key] of Object.entries(checked.errors)) {
      if (key) errors[field] = { type: 'rule', message: key };
    }
    return { values: {}, errors: errors as FieldErrors<Values> };
  };
}
