import { useRouteLoaderData } from 'react-router';
import type { StaffSession } from '@portico/contract';
import { shellRouteId } from '../session-loader.ts';

/** The signed-in person, inside the shell (its loader has run before any page below it). */
export function useStaffSession(): StaffSession {
  const session = useRouteLoaderData<StaffSession>(shellRouteId);
  if (!session) throw new Error('useStaffSession outside the signed-in shell');
  return session;
}
