import type { Messages } from '../src/lib/messages.ts';

const files = import.meta.glob<{ default: Record<string, unknown> }>(
  ['../src/locales/fr.json', '../src/locales/*/fr.json'],
  { eager: true },
);

/**
 * The console's French texts whole, for tests to find a page's texts by: the main file and every
 * part (src/locales/<part>/fr.json), their `errors` side by side, as the app merges them once a
 * page's routes have loaded its parts.
 */
export const fr = Object.values(files).reduce<Record<string, unknown>>(
  (whole, { default: texts }) => {
    for (const [group, value] of Object.entries(texts)) {
      const current = whole[group];
      whole[group] =
        typeof current === 'object' && typeof value === 'object' ? { ...current, ...value } : value;
    }
    return whole;
  },
  {},
) as Messages;
