import { EntryLayout } from '../../components/entry-layout.tsx';
import { SsoCallbackPage } from '../../features/single-sign-on/components/sso-callback-page.tsx';

/** /operator/sso/callback: the identity provider's way back. */
export function Component() {
  return (
    <EntryLayout>
      <SsoCallbackPage />
    </EntryLayout>
  );
}
