import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/language.ts';
import { isExternalUrl, localizedPath } from '../../../lib/paths.ts';
import { VisuallyHidden } from '../../../components/visually-hidden.tsx';

interface HelpLinkProps {
  url: string;
  newTab: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * A URL-type help article (spec 000 "Help category"): an http(s) link opens in a new tab or the
 * same one by its flag; anything else is an in-app route, prefixed with the language.
 */
export function HelpLink({ url, newTab, className, children }: HelpLinkProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (isExternalUrl(url)) {
    return (
      <a
        href={url}
        className={className}
        {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {children}
        {newTab ? <VisuallyHidden> {t('help.newTab')}</VisuallyHidden> : null}
      </a>
    );
  }
  return (
    <Link to={localizedPath(language, url)} className={className}>
      {children}
    </Link>
  );
}
