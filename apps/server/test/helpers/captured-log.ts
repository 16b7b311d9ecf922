/**
 * A log destination for buildApp that keeps every line, to assert what the server wrote (and
 * what it must never write: plates, e-mails, SQL parameters).
 */
export interface CapturedLog {
  write(line: string): void;
  readonly lines: string[];
  /** The lines parsed, e.g. to find one by its msg. */
  entries(): Record<string, unknown>[];
  text(): string;
}

export function captureLog(): CapturedLog {
  const lines: string[] = [];
  return {
    write(line) {
      lines.push(line);
    },
    lines,
    entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
    text: () => lines.join(''),
  };
}
