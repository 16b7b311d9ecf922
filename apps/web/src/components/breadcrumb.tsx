import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../lib/i18n.ts';
import { useLanguage } from '../lib/language.ts';
import { localizedPath } from '../lib/paths.ts';
import styles from './breadcrumb.module.css';

export interface BreadcrumbItem {
  label: string;
  /** In-app path without the language ("/" is home). */
  url?: string;
  queryParams?: Record<string, string>;
}

interface BreadcrumbProps {
  items: BreadcrumbItem[];
  /** Light text for dark backgrounds (cover banner). */
  inverted?: boolean;
}

/**
 * Spec 000 "Shared pieces": below 1024 px, more than 2 items collapse to first, ellipsis, last.
 * Every item is in the markup and the stylesheet hides the middle ones on a narrow screen: the
 * server, which does not know the screen, paints the right trail, and the browser's first render
 * matches it (no change after hydration, no collapsed trail flashing on a desktop).
 */
export function Breadcrumb({ items, inverted = false }: BreadcrumbProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [expanded, setExpanded] = useState(false);
  const firstHiddenRef = useRef<HTMLAnchorElement>(null);
  const collapsible = !expanded && items.length > 2;

  useEffect(() => {
    if (expanded) firstHiddenRef.current?.focus();
  }, [expanded]);

  const renderItem = (item: BreadcrumbItem, index: number) => {
    const isLast = index === items.length - 1;
    if (isLast) {
      return (
        <li key={index} className={styles.item}>
          <span aria-current="page">{item.label}</span>
        </li>
      );
    }
    const search = item.queryParams ? new URLSearchParams(item.queryParams).toString() : '';
    const middle = index > 0;
    return (
      <li key={index} className={`${styles.item} ${middle ? styles.middle : ''}`}>
        {item.url === undefined ? (
          <span>{item.label}</span>
        ) : (
          <Link
            ref={index === 1 ? firstHiddenRef : undefined}
            to={{ pathname: localizedPath(language, item.url), search: search ? `?${search}` : '' }}
          >
            {item.label}
          </Link>
        )}
      </li>
    );
  };

  const [first, ...rest] = items;
  return (
    <nav
      aria-label={t('breadcrumb.label')}
      className={`${styles.breadcrumb} ${inverted ? styles.inverted : ''}`}
    >
      <ol className={`${styles.list} ${collapsible ? styles.collapsible : ''}`}>
        {first ? renderItem(first, 0) : null}
        {collapsible ? (
          <li className={`${styles.item} ${styles.ellipsisItem}`}>
            <button
              type="button"
              className={styles.ellipsis}
              aria-label={t('breadcrumb.showAll')}
              aria-expanded={false}
              onClick={() => setExpanded(true)}
            >
              …
            </button>
          </li>
        ) : null}
        {rest.map((item, index) => renderItem(item, index + 1))}
      </ol>
    </nav>
  );
}
