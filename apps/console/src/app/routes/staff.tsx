import { StaffPage } from '../../features/staff/components/staff-page.tsx';
import { Allowed } from '../guards/allowed.tsx';

/** /operator/staff: the admins' staff administration. */
export function Component() {
  return (
    <Allowed action="staff.manage">
      <StaffPage />
    </Allowed>
  );
}
