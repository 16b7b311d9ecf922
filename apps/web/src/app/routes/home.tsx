import { HomePage } from '../../features/home/pages/home-page.tsx';

export function HomeRoute() {
  return <HomePage />;
}
