import { redirect, type LoaderFunctionArgs } from 'react-router';
import type { StaffSession } from '@portico/contract';
import { getSession } from '../features/session/api/get-session.ts';
import { isApiError } from '../lib/api-client.ts';
import { initialLanguage } from '../lib/language.ts';

/** The route id the signed-in pages read the session under. */
export const shellRouteId = 'shell';

/**
 * The guard of every signed-in page: the session, or the sign-in page (401), which brings the
 * person back here afterwards. The path is the app's own (the router's basename is taken off).
 */
export async function sessionLoader({ request }: LoaderFunctionArgs): Promise<StaffSession> {
  try {
    return await getSession(initialLanguage(), request.signal);
  } catch (error) {
    if (isApiError(error) && error.status === 401) {
      const url = new URL(request.url);
      const from = `${url.pathname.replace(/^\/operator(?=\/|$)/, '') || '/'}${url.search}`;
      throw redirect(from === '/' ? '/sign-in' : `/sign-in?from=${encodeURIComponent(from)}`);
    }
    throw error;
  }
}
