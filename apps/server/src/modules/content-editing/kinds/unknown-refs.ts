import type { ErrorCode } from '@portico/contract';
import { AppError } from '../../../shared/app-error.ts';

/**
 * Refuses a document naming rows the white-label does not have live: `wanted` less `known`, each
 * named in the details (`<group>.<id>`), under the error's code (400).
 */
export function refuseUnknown(
  code: ErrorCode,
  group: string,
  wanted: readonly string[],
  known: ReadonlySet<string>,
): void {
  const unknown = wanted.filter((id) => !known.has(id));
  if (unknown.length > 0) {
    throw new AppError(
      400,
      code,
      unknown.map((id) => ({ path: `${group}.${id}`, code: 'unknown' })),
    );
  }
}
