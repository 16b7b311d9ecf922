import { useTranslation } from '../../../lib/i18n.ts';
import { Button } from '../../../components/button.tsx';
import { Icon } from '../../../components/icon.tsx';
import { useAccount } from '../../../lib/session.ts';

/**
 * Spec 000 "Header": "Area clienti" to the profile for a customer, else "Accedi" to the login. A
 * renter is signed in too: "Accedi" would ask it to sign in again (and the login's guard would
 * send it to its rental information anyway), so it reads its renter header's "Informazioni sul
 * noleggio" and goes there.
 */
export function useAccountEntry() {
  const { t } = useTranslation();
  const { accountType } = useAccount();
  if (accountType === 'customer') {
    return { label: t('header.customerArea'), path: '/account/profile' };
  }
  if (accountType === 'renter') {
    return { label: t('header.renterInformation'), path: '/renters/profile' };
  }
  return { label: t('header.login'), path: '/account/login' };
}

export function AccountLink() {
  const { label, path } = useAccountEntry();
  return (
    <Button variant="header" href={path} track="header-account">
      <span className="icon-label">
        <Icon name="account" />
        {label}
      </span>
    </Button>
  );
}
