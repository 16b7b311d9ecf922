import { RentersPage } from '../../features/renters/components/renters-page.tsx';
import { Allowed } from '../guards/allowed.tsx';

/** /operator/renters: the rental companies. */
export function Component() {
  return (
    <Allowed action="renters.manage">
      <RentersPage />
    </Allowed>
  );
}
