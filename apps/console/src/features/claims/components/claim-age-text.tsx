import { useI18n } from '../../../lib/i18n.tsx';
import { claimAge, lateClaimHours } from '../utils/claim-age.ts';

/** How long a claim waited, "late" past a week. */
export function ClaimAgeText({ hours }: { hours: number }) {
  const { t } = useI18n();
  const age = claimAge(hours);
  const text = t(`claims.age.${age.unit}`, { count: String(age.count) });
  return hours >= lateClaimHours ? (
    <strong className="late">
      {text} · {t('claims.late')}
    </strong>
  ) : (
    <span>{text}</span>
  );
}
