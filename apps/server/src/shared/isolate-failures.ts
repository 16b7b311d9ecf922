export interface Isolated<T, R> {
  /** What each successful attempt answered, in order. */
  results: R[];
  /** The items that failed even alone, with their error. */
  failed: { item: T; error: unknown }[];
}

/**
 * Runs `attempt` on all the items; when it fails with an error that `isItemFault` blames on the
 * data, runs it on each half, down to the single items at fault, so that the others still
 * succeed. Any other error is thrown at once. A clean batch costs one attempt; one bad item among
 * n costs about 2 log2(n) more. Each attempt must be all-or-nothing (one statement, or one
 * transaction).
 */
export async function isolateFailures<T, R>(
  items: readonly T[],
  attempt: (items: readonly T[]) => Promise<R>,
  isItemFault: (error: unknown) => boolean,
): Promise<Isolated<T, R>> {
  const isolated: Isolated<T, R> = { results: [], failed: [] };
  const run = async (part: readonly T[]): Promise<void> => {
    if (part.length === 0) return;
    try {
      isolated.results.push(await attempt(part));
    } catch (error) {
      if (!isItemFault(error)) throw error;
      if (part.length === 1) {
        for (const item of part) isolated.failed.push({ item, error });
        return;
      }
      const middle = Math.ceil(part.length / 2);
      await run(part.slice(0, middle));
      await run(part.slice(middle));
    }
  };
  await run(items);
  return isolated;
}
