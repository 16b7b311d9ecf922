import { HelpPage } from '../../features/help/pages/help-page.tsx';

export function HelpRoute() {
  return <HelpPage />;
}
