/**
 * A small per-instance cache for read-mostly data (tenants, editorial content). Values are kept
 * `ttlMs` and the promise itself is stored, so concurrent requests for a cold key share one load
 * instead of stampeding the database. A failed load is forgotten at once. The bound on entries
 * stops random keys (Host headers, article ids) from growing memory: past it, the cache restarts.
 * Several instances each keep their own copy; staleness is bounded by `ttlMs`.
 */
export interface TtlCache<V> {
  get(key: string, load: () => Promise<V>): Promise<V>;
  clear(): void;
}

export interface TtlCacheOptions {
  /** 0 disables the cache: every call loads. */
  ttlMs: number;
  maxEntries?: number;
  now?: () => number;
}

export function createTtlCache<V>({
  ttlMs,
  maxEntries = 1_000,
  now = Date.now,
}: TtlCacheOptions): TtlCache<V> {
  const entries = new Map<string, { value: Promise<V>; expiresAt: number }>();
  return {
    get(key, load) {
      if (ttlMs <= 0) return load();
      const time = now();
      const hit = entries.get(key);
      if (hit && hit.expiresAt > time) return hit.value;
      if (entries.size >= maxEntries) entries.clear();
      const value = load();
      entries.set(key, { value, expiresAt: time + ttlMs });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    clear() {
      entries.clear();
    },
  };
}
