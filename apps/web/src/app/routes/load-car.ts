import type { QueryClient } from '@tanstack/react-query';
import type { Language } from '@portico/contract';
import { carQueryOptions } from '../../lib/car.ts';

/**
 * For the loaders of the trips lists and the prepayment screens: the car (GET /vehicles) is in
 * the cache before the page shows. A failed call does not hold the page back: it shows the plate
 * without its model. (Imported statically: a dynamic import here split the shared chunks and
 * cost every page more than the query's few hundred bytes.)
 */
export async function loadCar(
  queryClient: QueryClient,
  language: Language,
  plate: string,
  countryCode: string,
): Promise<void> {
  await queryClient
    .ensureQueryData(carQueryOptions(language, plate, countryCode))
    .catch(() => undefined);
}
