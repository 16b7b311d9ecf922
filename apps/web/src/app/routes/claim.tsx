import { useLoaderData } from 'react-router';
import { ClaimPage } from '../../features/claims/pages/claim-page.tsx';
import { NoClaimChoice } from '../../features/claims/pages/no-claim-choice.tsx';
import type { ClaimLoaderData } from './claim-loader.ts';

export function ClaimRoute() {
  const data = useLoaderData<ClaimLoaderData>();
  if (data.kind === 'noChoice') return <NoClaimChoice />;
  return <ClaimPage type={data.type} journeys={data.journeys} sessionId={data.sessionId} />;
}
