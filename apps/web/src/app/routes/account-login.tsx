import { LoginPage } from '../../features/account/pages/login-page.tsx';

export function AccountLoginRoute() {
  return <LoginPage />;
}
