import { ClaimLookupPage } from '../../features/lookup/pages/claim-lookup-page.tsx';

export function FormClaimRoute() {
  return <ClaimLookupPage />;
}
