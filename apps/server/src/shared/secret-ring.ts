/**
 * The keys a signature may have been made with: the current secret first, then the one it
 * replaces while a rotation is under way (LOOKUP_SECRET_PREVIOUS). New signatures always use the
 * first; a check accepts any, so sessions and links signed before the rotation keep working on
 * every instance, whichever has the new secret first.
 */
export type SecretRing = readonly [current: string, ...previous: string[]];

export function secretRing(current: string, previous?: string): SecretRing {
  return previous && previous !== current ? [current, previous] : [current];
}

/** What a signature check takes: the ring, or one secret alone. */
export type VerificationKeys = string | SecretRing;

/** The first result a key gives that is not null (the check runs per key, current first). */
export function withAnyKey<T>(
  keys: VerificationKeys,
  check: (secret: string) => T | null,
): T | null {
  for (const secret of typeof keys === 'string' ? [keys] : keys) {
    const result = check(secret);
    if (result !== null) return result;
  }
  return null;
}
