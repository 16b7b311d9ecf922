import { MyPasskeysPage } from '../../features/passkeys/components/my-passkeys-page.tsx';

/** /operator/passkeys: every signed-in person's own passkeys. */
export function Component() {
  return <MyPasskeysPage />;
}
