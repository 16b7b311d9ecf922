import { AudienceProvider } from '../utils/audience.ts';
import { ChangePasswordPage } from './change-password-page.tsx';

/**
 * /{lang}/renters/changePassword (issue 25 item 8): the customers' forgotten-password steps with
 * the renters' calls and their 12-character policy.
 */
export function RenterChangePasswordPage() {
  return (
    <AudienceProvider value="renter">
      <ChangePasswordPage />
    </AudienceProvider>
  );
}
