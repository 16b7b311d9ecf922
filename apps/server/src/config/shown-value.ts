import type { EnvVariable } from './variable.ts';

/**
 * A value as an error line may show it: secrets hidden (issue 9 item 14), since boot lines end up
 * in log collectors. A URL keeps its scheme, host and path, which is what is usually wrong.
 */
export function shownValue(raw: string, secret: EnvVariable<unknown>['secret']): string {
  if (secret === 'value') return `(hidden, ${raw.length} characters)`;
  if (secret !== 'url') return JSON.stringify(raw);
  const scheme = /^[A-Za-z][A-Za-z0-9+.-]*:\/\//.exec(raw)?.[0] ?? '';
  const at = raw.lastIndexOf('@');
  const rest = at === -1 ? raw.slice(scheme.length) : `***${raw.slice(at)}`;
  // Query parameters may carry a password (postgres://host/db?password=...).
  return JSON.stringify(scheme + rest.replace(/=[^&#]*/g, '=***'));
}
