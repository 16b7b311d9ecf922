import { RegisterPage } from '../../features/account/pages/register-page.tsx';

export function AccountRegisterRoute() {
  return <RegisterPage />;
}
