import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { Button } from '../../../components/button.tsx';
import styles from './consent-banner.module.css';

interface ConsentBannerProps {
  initialAnalytics: boolean;
  /** Opened from the footer's Cookie button: the banner takes the focus. */
  takeFocus: boolean;
  onChoose: (analytics: boolean) => void;
  /** Escape while the focus is in the banner. */
  onDismiss: () => void;
}

/**
 * The cookie choices: a banner region, fixed at the bottom of the screen and first in the page's
 * order, so Tab and screen readers meet it before the page (the GOV.UK cookie banner's pattern).
 * Not modal (the spec asks for no dialog): the driver can read and pay without answering, nothing
 * is measured before a yes, and the home page's first load needs no dialog library.
 */
export function ConsentBanner({
  initialAnalytics,
  takeFocus,
  onChoose,
  onDismiss,
}: ConsentBannerProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const descriptionId = useId();
  const bannerRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (takeFocus) bannerRef.current?.focus();
  }, [takeFocus]);
  useEscapeWithin(bannerRef, onDismiss);

  return (
    <section
      ref={bannerRef}
      className={styles.banner}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      tabIndex={-1}
    >
      <h2 id={titleId} className={styles.title}>
        {t('consent.title')}
      </h2>
      <p id={descriptionId}>{t('consent.description')}</p>
      <p className={styles.note}>{t('consent.necessary')}</p>
      <ConsentChoices initialAnalytics={initialAnalytics} onChoose={onChoose} />
    </section>
  );
}

/** Escape closes the banner when the focus is in it (elsewhere it belongs to the page). */
function useEscapeWithin(ref: RefObject<HTMLElement | null>, onEscape: () => void) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && ref.current?.contains(document.activeElement)) onEscape();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [ref, onEscape]);
}

/** Mounted each time the banner opens, so the toggle starts from the stored choice. */
function ConsentChoices({
  initialAnalytics,
  onChoose,
}: Pick<ConsentBannerProps, 'initialAnalytics' | 'onChoose'>) {
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
        <Button variant="secondary" onClick={() => onChoose(analytics)} track="consent-save">
          {t('consent.save')}
        </Button>
      </div>
    </>
  );
}
