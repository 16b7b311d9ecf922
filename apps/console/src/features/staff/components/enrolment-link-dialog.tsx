import { useId, useState } from 'react';
import type { StaffEnrolmentLink, StaffMember } from '@portico/contract';
import { Dialog } from '../../../components/dialog.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';
import { useI18n } from '../../../lib/i18n.tsx';

/**
 * A new enrolment link, shown this once (the server keeps only its hash) so the admin can hand
 * it over; it was also e-mailed to the person.
 */
export function EnrolmentLinkDialog({
  member,
  link,
  onClose,
}: {
  member: StaffMember;
  link: StaffEnrolmentLink;
  onClose: () => void;
}) {
  const { language, t } = useI18n();
  const id = useId();
  const [copied, setCopied] = useState<'link.copied' | 'link.copyFailed' | null>(null);

  async function copy() {
    try {
      await navigator.clipboard.writeText(link.link);
      setCopied('link.copied');
    } catch {
      // A browser that refuses the clipboard: the field is there to select and copy by hand.
      setCopied('link.copyFailed');
    }
  }

  return (
    <Dialog open title={t('link.title', { name: member.name })} onDismiss={onClose}>
      <p>
        {t('link.text', {
          email: member.email,
          date: formatDateTime(language, link.expiresAt),
        })}
      </p>
      <div className="field wide">
        <label htmlFor={id}>{t('link.label')}</label>
        <input id={id} readOnly value={link.link} onFocus={(event) => event.target.select()} />
      </div>
      <p role="status">{copied ? t(copied) : ''}</p>
      <div className="actions">
        <button type="button" className="button" onClick={() => void copy()}>
          {t('link.copy')}
        </button>
        <button type="button" className="button secondary" onClick={onClose}>
          {t('dialog.close')}
        </button>
      </div>
    </Dialog>
  );
}
