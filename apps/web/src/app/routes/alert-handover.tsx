import { useLoaderData } from 'react-router';
import type { AlertHandoverLoad } from '../../features/alerts/api/get-alert-handover.ts';
import { AlertHandoverPage } from '../../features/alerts/pages/alert-handover-page.tsx';

export function AlertHandoverRoute() {
  return <AlertHandoverPage load={useLoaderData<AlertHandoverLoad>()} />;
}
