import { useParams } from 'react-router';
import { ClaimPage } from '../../features/claims/components/claim-page.tsx';
import { Allowed } from '../guards/allowed.tsx';
import { useStaffSession } from '../guards/use-staff-session.ts';
import { textsLoader } from '../../lib/messages.ts';
import { claimsTexts } from '../texts/claims.ts';

/** The claims desk's texts before the page renders. */
export const loader = textsLoader(claimsTexts);

/** /operator/claims/:reference: one claim, its files, and its decision. */
export function Component() {
  const { reference = '' } = useParams();
  const { actions } = useStaffSession();
  return (
    <Allowed action="claims.read">
      {/* A new claim is a new page: no form or preview carries over from the previous one. */}
      <ClaimPage
        key={reference}
        reference={reference}
        mayDecide={actions.includes('claims.decide')}
      />
    </Allowed>
  );
}
