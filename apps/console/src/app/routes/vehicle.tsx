import { TimelinePage } from '../../features/vehicle-timeline/components/timeline-page.tsx';
import { Allowed } from '../guards/allowed.tsx';
import { useStaffSession } from '../guards/use-staff-session.ts';
import { textsLoader } from '../../lib/messages.ts';
import { deskTexts } from '../texts/desk.ts';

/** The desk's texts before the page renders. */
export const loader = textsLoader(deskTexts);

/** /operator/vehicles/:country/:plate: one vehicle's timeline and the support actions. */
export function Component() {
  const { actions } = useStaffSession();
  return (
    <Allowed action="vehicles.timeline">
      <TimelinePage actions={actions} />
    </Allowed>
  );
}
