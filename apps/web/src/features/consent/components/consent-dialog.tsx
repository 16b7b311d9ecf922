import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import styles from './consent-dialog.module.css';

interface ConsentDialogProps {
  isOpen: boolean;
  initialAnalytics: boolean;
  onChoose: (analytics: boolean) => void;
  onDismiss: () => void;
}

/** Escape closes it (onDismiss); clicks outside do not, so a choice is made with the buttons. */
export function ConsentDialog({
  isOpen,
  initialAnalytics,
  onChoose,
  onDismiss,
}: ConsentDialogProps) {
  const { t } = useTranslation();
  return (
    <ModalDialog
      isOpen={isOpen}
      onClose={onDismiss}
      placement="sheet"
      title={t('consent.title')}
      description={t('consent.description')}
    >
      <p className={styles.note}>{t('consent.necessary')}</p>
      <ConsentChoices initialAnalytics={initialAnalytics} onChoose={onChoose} />
    </ModalDialog>
  );
}

/** Mounted each time the dialog opens, so the toggle starts from the stored choice. */
function ConsentChoices({
  initialAnalytics,
  onChoose,
}: Pick<ConsentDialogProps, 'initialAnalytics' | 'onChoose'>) {
  const { t } = useTranslation();
  const descriptionId = useId();
  const [analytics, setAnalytics] = useState(initialAnalytics);
  return (
    <>
      {/* A native switch: React Aria's Switch injects a <style> element the CSP refuses. */}
      <label className={styles.switch}>
        <input
          type="checkbox"
          role="switch"
          className={styles.input}
          checked={analytics}
          onChange={(event) => setAnalytics(event.target.checked)}
          aria-describedby={descriptionId}
        />
        <span className={styles.track} aria-hidden="true">
          <span className={styles.thumb} />
        </span>
        <span className={styles.switchLabel}>{t('consent.analytics')}</span>
      </label>
      <p id={descriptionId} className={styles.note}>
        {t('consent.analyticsDescription')}
      </p>
      <div className={styles.actions}>
        <Button onClick={() => onChoose(false)} track="consent-refuse-all">
          {t('consent.refuseAll')}
        </Button>
        <Button onClick={() => onChoose(true)} track="consent-accept-all">
          {t('consent.acceptAll')}
        </Button>
        <Button variant="tertiary" onClick={() => onChoose(analytics)} track="consent-save">
          {t('consent.save')}
        </Button>
      </div>
    </>
  );
}
