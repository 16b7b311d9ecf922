import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../lib/i18n.ts';
import { useLanguage } from '../lib/language.ts';
import { localizedPath } from '../lib/paths.ts';
import { desktopQuery, useMediaQuery } from '../lib/use-media-query.ts';
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

/** Spec 000 "Shared pieces": below 1024 px, more than 2 items collapse to first, ellipsis, last. */
export function Breadcrumb({ items, inverted = false }: BreadcrumbProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const isDesktop = useMediaQuery(desktopQuery);
  const [expanded, setExpanded] = useState(false);
  const firstHiddenRef = useRef<HTMLAnchorElement>(null);
  const collapsed = !isDesktop && !expanded && items.length > 2;

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
    return (
      <li key={index} className={styles.item}>
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

  const first = items[0];
  const last = items[items.length - 1];
  return (
    <nav
      aria-label={t('breadcrumb.label')}
      className={`${styles.breadcrumb} ${inverted ? styles.inverted : ''}`}
    >
      <ol className={styles.list}>
        {collapsed && first && last ? (
          <>
            {renderItem(first, 0)}
            <li className={styles.item}>
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
            {renderItem(last, items.length - 1)}
          </>
        ) : (
          items.map(renderItem)
        )}
      </ol>
    </nav>
  );
}
