import { vehicleSearchMaxLength } from '@portico/contract';

/** The search as the page's address carries it: `?q=...&country=FR`. */
export interface VehicleQuery {
  q: string;
  /** Two upper-case letters, or empty (any country). */
  country: string;
}

const countryPattern = /^[A-Z]{2}$/;

/** The query of an address; a country that is not two letters is dropped, not sent. */
export function vehicleQueryOf(search: URLSearchParams): VehicleQuery {
  const q = (search.get('q') ?? '').trim().slice(0, vehicleSearchMaxLength);
  const country = (search.get('country') ?? '').trim().toUpperCase();
  return { q, country: countryPattern.test(country) ? country : '' };
}

/** The address of a query: only what is filled in. */
export function searchParamsOf(query: VehicleQuery): URLSearchParams {
  const search = new URLSearchParams();
  const q = query.q.trim();
  const country = query.country.trim().toUpperCase();
  if (q) search.set('q', q);
  if (q && countryPattern.test(country)) search.set('country', country);
  return search;
}
