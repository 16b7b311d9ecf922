import { ClaimsQueuePage } from '../../features/claims/components/claims-queue-page.tsx';
import { Allowed } from '../guards/allowed.tsx';
import { textsLoader } from '../../lib/messages.ts';
import { claimsTexts } from '../texts/claims.ts';

/** The claims desk's texts before the page renders. */
export const loader = textsLoader(claimsTexts);

/** /operator/claims: the claims queue. */
export function Component() {
  return (
    <Allowed action="claims.read">
      <ClaimsQueuePage />
    </Allowed>
  );
}
