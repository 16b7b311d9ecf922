import { ClaimsQueuePage } from '../../features/claims/components/claims-queue-page.tsx';
import { Allowed } from '../guards/allowed.tsx';

/** /operator/claims: the claims queue. */
export function Component() {
  return (
    <Allowed action="claims.read">
      <ClaimsQueuePage />
    </Allowed>
  );
}
