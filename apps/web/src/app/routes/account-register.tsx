import { RegisterPage } from '../../features/account/pages/register-page.tsx';
import { useFooter } from '../../features/layout/api/get-footer.ts';

/**
 * The terms the checkbox accepts are the footer's "terms of use" entry (issue 26 item 10): read
 * here from the footer every page already loads, features do not import each other.
 */
export function AccountRegisterRoute() {
  const entry = useFooter().data?.footerEntries.find(
    (candidate) => candidate.footerEntrySection === 'TERMS_OF_USE',
  );
  const target = entry?.article ?? entry?.link ?? null;
  return <RegisterPage termsUrl={target?.url ?? null} />;
}
