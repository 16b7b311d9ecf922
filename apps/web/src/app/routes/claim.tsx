import { Navigate, useLoaderData } from 'react-router';
import { protestTypeOfChoice } from '@portico/contract';
import { ClaimPage } from '../../features/claims/pages/claim-page.tsx';
import { NoClaimChoice } from '../../features/claims/pages/no-claim-choice.tsx';
import { useLanguage } from '../../lib/language.ts';
import { localizedPath } from '../../lib/paths.ts';
import type { ClaimLoaderData } from './claim-loader.ts';

export function ClaimRoute() {
  const data = useLoaderData<ClaimLoaderData>();
  const language = useLanguage();
  if (data.kind === 'noChoice') return <NoClaimChoice />;
  // Stored state is not trusted: trips that make no claim of this type are chosen again.
  if (protestTypeOfChoice(data.journeys) !== data.type) {
    return <Navigate replace to={localizedPath(language, 'claim/select')} />;
  }
  return <ClaimPage type={data.type} journeys={data.journeys} sessionId={data.sessionId} />;
}
