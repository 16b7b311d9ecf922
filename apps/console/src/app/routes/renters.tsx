import { RentersPage } from '../../features/renters/components/renters-page.tsx';
import { Allowed } from '../guards/allowed.tsx';
import { textsLoader } from '../../lib/messages.ts';
import { rentersTexts } from '../texts/renters.ts';

/** The rental companies' texts before the page renders. */
export const loader = textsLoader(rentersTexts);

/** /operator/renters: the rental companies. */
export function Component() {
  return (
    <Allowed action="renters.manage">
      <RentersPage />
    </Allowed>
  );
}
