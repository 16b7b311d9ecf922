import type { StaffSsoCallbackBody } from '@portico/contract';

const limits = { state: 512, code: 2048, iss: 2048, error: 200, errorDescription: 1000 } as const;

/**
 * The provider's answer as the callback page's address carries it (`?code&state&iss` or
 * `?error&state`), or null when there is no state to send (a page opened by hand). Values over
 * the contract's bounds are left out, so the server says what is wrong, not a 400 on shape.
 */
export function callbackAnswer(search: URLSearchParams): StaffSsoCallbackBody | null {
  const read = (name: string, max: number) => {
    const value = search.get(name);
    return value && value.length <= max && !/\p{Cc}/u.test(value) ? value : undefined;
  };
  const state = read('state', limits.state);
  if (!state) return null;
  const answer: StaffSsoCallbackBody = { state };
  const code = read('code', limits.code);
  const iss = read('iss', limits.iss);
  const error = read('error', limits.error);
  const errorDescription = read('error_description', limits.errorDescription);
  if (code) answer.code = code;
  if (iss) answer.iss = iss;
  if (error) answer.error = error;
  if (errorDescription) answer.errorDescription = errorDescription;
  return answer;
}
