import { lazy, Suspense } from 'react';
import { AudienceProvider } from '../../features/account/utils/audience.ts';
import { RenterProfilePage } from '../../features/renters/pages/renter-profile-page.tsx';

// The renter's passkeys (issue 28 item 12): the account feature's section, loaded after the page.
const PasskeysSection = lazy(async () => ({
  default: (await import('../../features/account/components/passkeys-section.tsx')).PasskeysSection,
}));

export function RentersProfileRoute() {
  return (
    <RenterProfilePage
      passkeys={
        <AudienceProvider value="renter">
          <Suspense fallback={null}>
            <PasskeysSection />
          </Suspense>
        </AudienceProvider>
      }
    />
  );
}
