import type { MouseEvent } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';

/** First focusable element of the page: jumps over the header to <main id="main">. */
export function SkipLink() {
  const { t } = useTranslation();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById('main');
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView();
  };
  return (
    <a href="#main" className="skip-link" onClick={onClick}>
      {t('common.skipToContent')}
    </a>
  );
}
