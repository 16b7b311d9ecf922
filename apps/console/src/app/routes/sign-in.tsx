import { EntryLayout } from '../../components/entry-layout.tsx';
import { SignInPage } from '../../features/sign-in/components/sign-in-page.tsx';
import { SsoButton } from '../../features/single-sign-on/components/sso-button.tsx';

/** /operator/sign-in: a passkey, or the operator's identity provider when it is configured. */
export function Component() {
  return (
    <EntryLayout>
      <SignInPage otherWays={<SsoButton />} />
    </EntryLayout>
  );
}
