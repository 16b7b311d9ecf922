import type { StaffPasskey } from '@portico/contract';
import { formatDateTime } from '../lib/format-date.ts';
import { useI18n } from '../lib/i18n.tsx';

/** When a passkey was made and last signed in with: what tells a lost device from a used one. */
export function PasskeyDates({ passkey }: { passkey: StaffPasskey }) {
  const { language, t } = useI18n();
  return (
    <>
      <span>{t('passkey.created', { date: formatDateTime(language, passkey.createdAt) })}</span>
      <span>
        {passkey.lastUsedAt
          ? t('passkey.lastUsed', { date: formatDateTime(language, passkey.lastUsedAt) })
          : t('passkey.neverUsed')}
      </span>
    </>
  );
}
