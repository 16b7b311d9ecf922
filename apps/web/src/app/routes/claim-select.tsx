import { useLoaderData } from 'react-router';
import { ClaimSelectPage } from '../../features/journeys/pages/claim-select-page.tsx';
import type { ClaimDraft } from '../../lib/claim-draft.ts';

export function ClaimSelectRoute() {
  return <ClaimSelectPage draft={useLoaderData<ClaimDraft>()} />;
}
