import { StaffPage } from '../../features/staff/components/staff-page.tsx';
import { Allowed } from '../guards/allowed.tsx';
import { textsLoader } from '../../lib/messages.ts';
import { staffTexts } from '../texts/staff.ts';
import { passkeysTexts } from '../texts/passkeys.ts';

/** The staff administration's texts, and the passkeys' (each member's), before the page renders. */
export const loader = textsLoader(staffTexts, passkeysTexts);

/** /operator/staff: the admins' staff administration. */
export function Component() {
  return (
    <Allowed action="staff.manage">
      <StaffPage />
    </Allowed>
  );
}
