import { RefundsPage } from '../../features/refunds/components/refunds-page.tsx';
import { Allowed } from '../guards/allowed.tsx';
import { useStaffSession } from '../guards/use-staff-session.ts';
import { textsLoader } from '../../lib/messages.ts';
import { deskTexts } from '../texts/desk.ts';
import { refundsTexts } from '../texts/refunds.ts';

/** The refunds' texts, and the desk's for the reason field, before the page renders. */
export const loader = textsLoader(refundsTexts, deskTexts);

/** /operator/refunds: the refunds waiting for a person, and their history. */
export function Component() {
  const { actions } = useStaffSession();
  return (
    <Allowed action="refunds.read">
      <RefundsPage actions={actions} />
    </Allowed>
  );
}
