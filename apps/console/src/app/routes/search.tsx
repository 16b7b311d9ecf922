import { SearchPage } from '../../features/vehicle-search/components/search-page.tsx';
import { Allowed } from '../guards/allowed.tsx';
import { useStaffSession } from '../guards/use-staff-session.ts';
import { textsLoader } from '../../lib/messages.ts';
import { deskTexts } from '../texts/desk.ts';

/** The desk's texts before the page renders. */
export const loader = textsLoader(deskTexts);

/** /operator/search: the support desk's search box. */
export function Component() {
  const { actions } = useStaffSession();
  return (
    <Allowed action="vehicles.search">
      <SearchPage timelines={actions.includes('vehicles.timeline')} />
    </Allowed>
  );
}
