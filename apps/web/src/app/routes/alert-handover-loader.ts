import type { LoaderFunctionArgs } from 'react-router';
import { isLanguage } from '@portico/contract';
import {
  loadAlertHandover,
  type AlertHandoverLoad,
} from '../../features/alerts/api/get-alert-handover.ts';

/**
 * /{lang}/alert/handover?token= (issue 24 item 6): the request the link is about, read before the
 * page shows (and painted by the server). Reading decides nothing: only the page's buttons do.
 */
export async function alertHandoverLoader({
  params,
  request,
}: LoaderFunctionArgs): Promise<AlertHandoverLoad> {
  if (!isLanguage(params.lang)) return { kind: 'invalid' };
  const token = new URL(request.url).searchParams.get('token') ?? '';
  return loadAlertHandover(params.lang, token, request.signal);
}
