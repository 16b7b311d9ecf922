import { useQuery } from '@tanstack/react-query';
import { VehiclePlate } from '../../../components/vehicle-plate.tsx';
import { useLanguage } from '../../../lib/language.ts';
import { paymentStatusQueryOptions } from '../api/get-payment-status.ts';

/**
 * The vehicle the payment was for, from the payment's status (which the processing page or the
 * page's loader has usually cached already). The plate never changes, so the cached status does;
 * nothing shows while it is unknown.
 */
export function PaidPlate({ sessionId }: { sessionId: string }) {
  const language = useLanguage();
  const { data } = useQuery({
    ...paymentStatusQueryOptions(language, sessionId),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  return data ? <VehiclePlate plate={data.plate} countryCode={data.countryCode} /> : null;
}
