import { CompanyPage } from '../../features/renters/components/company-page.tsx';
import { Allowed } from '../guards/allowed.tsx';

/** /operator/renters/:code: one rental company. */
export function Component() {
  return (
    <Allowed action="renters.manage">
      <CompanyPage />
    </Allowed>
  );
}
