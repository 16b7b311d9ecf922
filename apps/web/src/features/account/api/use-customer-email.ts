import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../../lib/language.ts';
import { useAccount } from '../../../lib/session.ts';
import { profileQueryOptions } from './get-profile.ts';

/**
 * The signed-in customer's e-mail (GET /users/me), for forms that ask for one to start filled;
 * empty for a visitor or a renter, while the profile loads, and when it cannot load.
 */
export function useCustomerEmail(): string {
  const language = useLanguage();
  const isCustomer = useAccount().accountType === 'customer';
  const profile = useQuery({ ...profileQueryOptions(language), enabled: isCustomer });
  return isCustomer ? (profile.data?.email ?? '') : '';
}
