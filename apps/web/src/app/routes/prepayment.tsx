import { useLoaderData } from 'react-router';
import { PrepaymentPage } from '../../features/prepayment/pages/prepayment-page.tsx';
import type { PrepaymentLoaderData } from './prepayment-loader.ts';

export function PrepaymentRoute() {
  const { plate, countryCode } = useLoaderData<PrepaymentLoaderData>();
  return <PrepaymentPage plate={plate} countryCode={countryCode} />;
}
