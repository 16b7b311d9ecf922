/**
 * The lists' totals, per company and filters: counting a fleet's million trips reads a million
 * index entries (about 100 ms, more under load), too slow for every page. A total is counted once,
 * then answered from memory; past `ttlMs` it is answered still while a new count runs in the
 * background, so no request but a key's very first waits for a count. A total may thus lag the
 * trips by a little over `ttlMs`; the rows never do. Bounded: past `maxEntries` it starts over.
 */
export function createStaleTotals({
  ttlMs,
  maxEntries = 10_000,
  now = Date.now,
}: {
  ttlMs: number;
  maxEntries?: number;
  now?: () => number;
}) {
  const entries = new Map<string, { total: Promise<number>; countedAt: number; fresh: boolean }>();

  const count = (key: string, load: () => Promise<number>, previous?: Promise<number>) => {
    if (entries.size >= maxEntries) entries.clear();
    const total = load();
    const entry = { total: previous ?? total, countedAt: now(), fresh: true };
    entries.set(key, entry);
    total.then(
      () => {
        if (entries.get(key) === entry) entries.set(key, { ...entry, total });
      },
      () => {
        // A failed count is forgotten: the next request counts again.
        if (entries.get(key) === entry) entries.delete(key);
      },
    );
    return total;
  };

  return {
    get(key: string, load: () => Promise<number>): Promise<number> {
      const entry = entries.get(key);
      if (!entry || ttlMs <= 0) return count(key, load);
      if (entry.fresh && now() - entry.countedAt > ttlMs) {
        entry.fresh = false;
        void count(key, load, entry.total).catch(() => {});
      }
      return entry.total;
    },
  };
}
