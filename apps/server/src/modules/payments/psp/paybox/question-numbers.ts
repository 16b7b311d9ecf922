import { sql } from 'drizzle-orm';
import type { Database } from '../../../../db/database.ts';
import { payboxQuestionNumbers } from '../../../../db/schema/paybox-question-numbers.ts';

/** Hands out NUMQUESTION values: 1, 2, 3... per site and Paris day (psp-protocols.md 5.10). */
export type QuestionNumbers = (site: string, day: string) => Promise<number>;

/**
 * The database's counter. A day past 2147483647 questions would violate the row's check and fail
 * the call (before anything is sent), rather than wrap around into numbers already used.
 */
export function databaseQuestionNumbers(db: Database): QuestionNumbers {
  return async (site, day) => {
    const [row] = await db
      .insert(payboxQuestionNumbers)
      .values({ site, day, lastNumber: 1 })
      .onConflictDoUpdate({
        target: [payboxQuestionNumbers.site, payboxQuestionNumbers.day],
        set: { lastNumber: sql`${payboxQuestionNumbers.lastNumber} + 1` },
      })
      .returning({ lastNumber: payboxQuestionNumbers.lastNumber });
    if (!row) throw new Error('paybox question number not returned');
    return row.lastNumber;
  };
}

/** A counter in memory, for tests and the bench that run without a database. */
export function memoryQuestionNumbers(): QuestionNumbers {
  const last = new Map<string, number>();
  return async (site, day) => {
    const key = `${site}|${day}`;
    const next = (last.get(key) ?? 0) + 1;
    last.set(key, next);
    return next;
  };
}
