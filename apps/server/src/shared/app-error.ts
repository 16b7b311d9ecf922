import type { ErrorCode } from '@portico/contract';

/**
 * A failure the client can act on: an HTTP status and a code of the contract's catalogue.
 * Services throw it; the errors plugin turns it into the one error envelope. Anything else
 * thrown is a bug and answers 500 internal_error.
 */
export class AppError extends Error {
  override name = 'AppError';

  readonly statusCode: number;
  readonly code: ErrorCode;
  readonly details: { path: string; code: string }[] | undefined;
  /** Extra response headers, e.g. the Retry-After of a hold. */
  readonly headers: Record<string, string> | undefined;

  constructor(
    statusCode: number,
    code: ErrorCode,
    details?: { path: string; code: string }[],
    headers?: Record<string, string>,
  ) {
    super(code);
    this.statusCode = statusCode;
    this.code = code;
    this.details = details;
    this.headers = headers;
  }
}

export const notFound = (code: ErrorCode) => new AppError(404, code);
