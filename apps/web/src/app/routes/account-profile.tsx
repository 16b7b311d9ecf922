import { ProfilePage } from '../../features/account/pages/profile-page.tsx';
import { useHomePage } from '../../features/home/api/get-home-page.ts';

/**
 * The profile's vehicles show their alert toggle only when the home page offers the
 * subscription (spec 000 section 6): read here, features do not import each other.
 */
export function AccountProfileRoute() {
  const alertsOffered = useHomePage().data?.actions.includes('subscription') ?? false;
  return <ProfilePage alertsOffered={alertsOffered} />;
}
