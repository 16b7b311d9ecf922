import { useI18n } from '../lib/i18n.tsx';

/** What the first page shows while its data loads (the session check). */
export function Loading() {
  const { t } = useI18n();
  return (
    <p role="status" className="loading">
      {t('app.loading')}
    </p>
  );
}
