import { EntryLayout } from '../../components/entry-layout.tsx';
import { SignInPage } from '../../features/sign-in/components/sign-in-page.tsx';

/** /operator/sign-in. */
export function Component() {
  return (
    <EntryLayout>
      <SignInPage />
    </EntryLayout>
  );
}
