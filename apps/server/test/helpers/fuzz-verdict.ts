import { appendFileSync } from 'node:fs';
import { errorCodes } from '@portico/contract';
import type { LightMyRequestResponse } from 'fastify';
import { knownFailure } from './fuzz-known.ts';
import type { FuzzRequest } from './fuzz-request.ts';

/**
 * What the fuzz holds against an answer, and how it says so: the request, the answer and the
 * error lines the app logged meanwhile (the cause of a 5xx, which the answer never shows).
 */

const codes = new Set<string>(errorCodes);

/** Whether an answer is `{ message: <contract code> }`. */
function isEnvelope(response: LightMyRequestResponse): boolean {
  try {
    const body = response.json<{ message?: unknown }>();
    return typeof body.message === 'string' && codes.has(body.message);
  } catch {
    return false;
  }
}

/** The problem with an answer, if any: a 5xx (not a known open item) or a 4xx without the envelope. */
export function problemOf(
  operation: string,
  response: LightMyRequestResponse,
  logged: readonly string[],
): string | undefined {
  if (response.statusCode >= 500) {
    return knownFailure(operation, logged) ? undefined : '5xx';
  }
  if (response.statusCode >= 400 && !isEnvelope(response)) return '4xx without the envelope';
  return undefined;
}

export function describeAnswer(
  request: FuzzRequest,
  response: LightMyRequestResponse,
  logged: readonly string[],
): string {
  const shown =
    typeof request.payload === 'string' ? request.payload.slice(0, 500) : request.payload;
  return [
    `${request.method} ${request.url.slice(0, 3_000)} -> ${response.statusCode} ${response.body.slice(0, 300)}`,
    `headers: ${JSON.stringify(request.headers)}`,
    `body: ${JSON.stringify(shown)}`,
    ...logged.map((line) => `logged: ${line.slice(0, 1_500)}`),
  ].join('\n');
}

/**
 * Exploring (FUZZ_REPORT=file): every problem appended to the file instead of failing, and how
 * often each operation answered each status and code, to see whether inputs get deep enough.
 */
export class FuzzReport {
  private readonly answers = new Map<string, Map<string, number>>();

  private readonly file: string;

  constructor(file: string) {
    this.file = file;
  }

  count(operation: string, response: LightMyRequestResponse): void {
    const byAnswer = this.answers.get(operation) ?? new Map<string, number>();
    let code = '';
    try {
      code = String(response.json<{ message?: unknown }>().message ?? '');
    } catch {
      code = '';
    }
    const key = `${response.statusCode} ${code}`.trim();
    byAnswer.set(key, (byAnswer.get(key) ?? 0) + 1);
    this.answers.set(operation, byAnswer);
  }

  problem(operation: string, text: string): void {
    appendFileSync(this.file, `\n## ${operation}\n${text}\n`);
  }

  close(heading: string): void {
    const lines = [...this.answers].map(
      ([name, byAnswer]) =>
        `${name}: ${[...byAnswer]
          .sort((a, b) => b[1] - a[1])
          .map(([key, count]) => `${key} x${count}`)
          .join(', ')}`,
    );
    appendFileSync(this.file, `\n# answers (${heading})\n${lines.join('\n')}\n`);
  }
}
