import { DashboardPage } from '../../features/dashboard/components/dashboard-page.tsx';
import { Allowed } from '../guards/allowed.tsx';
import { textsLoader } from '../../lib/messages.ts';
import { dashboardTexts } from '../texts/dashboard.ts';

/** The dashboard's texts before the page renders. */
export const loader = textsLoader(dashboardTexts);

/** /operator/dashboard: today and the last 30 days at a glance. */
export function Component() {
  return (
    <Allowed action="dashboard.read">
      <DashboardPage />
    </Allowed>
  );
}
