import { SearchPage } from '../../features/vehicle-search/components/search-page.tsx';
import { Allowed } from '../guards/allowed.tsx';
import { useStaffSession } from '../guards/use-staff-session.ts';

/** /operator/search: the support desk's search box. */
export function Component() {
  const { actions } = useStaffSession();
  return (
    <Allowed action="vehicles.search">
      <SearchPage timelines={actions.includes('vehicles.timeline')} />
    </Allowed>
  );
}
