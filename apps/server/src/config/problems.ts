import { ConfigError } from './config-error.ts';

/**
 * The refusals of one start, said together (issue 27: it took an operator four starts to learn
 * four missing settings, one per start). A variable already refused as malformed is not refused
 * again by a later rule that finds it missing.
 */
export class Problems {
  readonly lines: string[] = [];
  private readonly malformed: ReadonlySet<string>;
  constructor(malformed: ReadonlySet<string>) {
    this.malformed = malformed;
  }

  add(line: string): void {
    const name = /^[A-Z][A-Z0-9_]*/.exec(line)?.[0];
    if (name !== undefined && this.malformed.has(name)) return;
    this.lines.push(line);
  }

  /** Runs one rule that refuses by throwing; its refusal joins the others, `fallback` stands in. */
  check<T>(rule: () => T, fallback: T): T {
    try {
      return rule();
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      this.add(error.message.replace(/^Invalid environment: /, ''));
      return fallback;
    }
  }
}
