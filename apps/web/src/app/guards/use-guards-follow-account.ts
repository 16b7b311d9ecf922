import { useEffect } from 'react';
import { useRevalidator } from 'react-router';
import { subscribeToToken } from '../../lib/user-token.ts';

/**
 * Applies the guards again when the visitor signs in or out, in this tab or another one (a
 * sign-out elsewhere takes this tab off a customer's page), or a call's 401 removes the token.
 */
export function useGuardsFollowAccount(): void {
  const { revalidate } = useRevalidator();
  useEffect(() => subscribeToToken(() => void revalidate()), [revalidate]);
}
