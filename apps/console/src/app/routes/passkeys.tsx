import { MyPasskeysPage } from '../../features/passkeys/components/my-passkeys-page.tsx';
import { textsLoader } from '../../lib/messages.ts';
import { passkeysTexts } from '../texts/passkeys.ts';

/** The passkeys' texts before the page renders. */
export const loader = textsLoader(passkeysTexts);

/** /operator/passkeys: every signed-in person's own passkeys. */
export function Component() {
  return <MyPasskeysPage />;
}
