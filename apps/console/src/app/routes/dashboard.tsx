import { DashboardPage } from '../../features/dashboard/components/dashboard-page.tsx';
import { Allowed } from '../guards/allowed.tsx';

/** /operator/dashboard: today and the last 30 days at a glance. */
export function Component() {
  return (
    <Allowed action="dashboard.read">
      <DashboardPage />
    </Allowed>
  );
}
