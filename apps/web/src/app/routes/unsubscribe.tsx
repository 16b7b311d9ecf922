import { UnsubscribePage } from '../../features/alerts/pages/unsubscribe-page.tsx';

export function UnsubscribeRoute() {
  return <UnsubscribePage />;
}
