import { type OperatorLegal, operatorLegalSchema } from '@portico/contract/tenant-file';

export {
  frenchVatNumber,
  type OperatorLegal,
  operatorLegalSchema,
  passesLuhn,
} from '@portico/contract/tenant-file';

export type OperatorLegalReading =
  | { legal: OperatorLegal; problem: null }
  | { legal: null; problem: { kind: 'missing' } | { kind: 'invalid'; fields: string[] } };

/**
 * The operator's legal data from a white-label's settings document; unknown keys are other
 * modules'. Missing or invalid data is reported (field names only, never values), not thrown:
 * the caller decides what a receipt without it looks like.
 */
export function readOperatorLegal(settings: Record<string, unknown>): OperatorLegalReading {
  if (settings.legal === undefined) return { legal: null, problem: { kind: 'missing' } };
  const parsed = operatorLegalSchema.safeParse(settings.legal);
  if (parsed.success) return { legal: parsed.data, problem: null };
  const fields = [...new Set(parsed.error.issues.map((issue) => issue.path.join('.') || '(root)'))];
  return { legal: null, problem: { kind: 'invalid', fields } };
}
