import { useTranslation } from '../../../lib/i18n.ts';
import { Button } from '../../../components/button.tsx';
import { Icon } from '../../../components/icon.tsx';
import { useAccount } from '../../../lib/session.ts';

/** Spec 000 "Header": "Area clienti" to the profile for a customer, else "Accedi" to the login. */
export function useAccountEntry() {
  const { t } = useTranslation();
  const isCustomer = useAccount().accountType === 'customer';
  return isCustomer
    ? { label: t('header.customerArea'), path: '/account/profile' }
    : { label: t('header.login'), path: '/account/login' };
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
