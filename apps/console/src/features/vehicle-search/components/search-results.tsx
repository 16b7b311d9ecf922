import type { VehicleFound } from '@portico/contract';
import { Link } from 'react-router';
import { useI18n } from '../../../lib/i18n.tsx';
import { timelinePath } from '../../../lib/vehicle-path.ts';

/** The vehicles found, each with why it matched, each a link to its timeline when allowed. */
export function SearchResults({
  vehicles,
  linked,
}: {
  vehicles: readonly VehicleFound[];
  /** Whether the timelines may be opened (the vehicles are plain text otherwise). */
  linked: boolean;
}) {
  const { t } = useI18n();
  return (
    <ul className="result-list">
      {vehicles.map((vehicle) => (
        <li key={`${vehicle.country}/${vehicle.plate}`} className="card">
          <h2 className="card-title">
            {linked ? (
              <Link to={timelinePath(vehicle.country, vehicle.plate)}>
                {t('search.vehicle', { plate: vehicle.plate, country: vehicle.country })}
              </Link>
            ) : (
              t('search.vehicle', { plate: vehicle.plate, country: vehicle.country })
            )}
          </h2>
          <ul className="match-list" aria-label={t('search.why')}>
            {vehicle.matches.map((match) => (
              <li key={`${match.kind}/${match.label}`}>
                <span className="match-kind">{t(`search.match.${match.kind}`)}</span>{' '}
                <span className="match-label">{match.label}</span>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
