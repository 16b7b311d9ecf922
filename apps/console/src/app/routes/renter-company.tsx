import { CompanyPage } from '../../features/renters/components/company-page.tsx';
import { Allowed } from '../guards/allowed.tsx';
import { textsLoader } from '../../lib/messages.ts';
import { rentersTexts } from '../texts/renters.ts';

/** The rental companies' texts before the page renders. */
export const loader = textsLoader(rentersTexts);

/** /operator/renters/:code: one rental company. */
export function Component() {
  return (
    <Allowed action="renters.manage">
      <CompanyPage />
    </Allowed>
  );
}
