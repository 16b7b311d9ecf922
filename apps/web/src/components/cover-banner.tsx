import type { ReactNode } from 'react';
import { Breadcrumb, type BreadcrumbItem } from './breadcrumb.tsx';
import styles from './cover-banner.module.css';

interface CoverBannerProps {
  title: string;
  subtitle?: string | null;
  picture?: string | null;
  breadcrumb?: BreadcrumbItem[];
  children?: ReactNode;
  /** Extra room below the text, for content that overlaps the banner's bottom edge. */
  overlapped?: boolean;
}

/** Spec 000 "Shared pieces": the page's h1 over an optional background picture. */
export function CoverBanner({
  title,
  subtitle,
  picture,
  breadcrumb,
  children,
  overlapped = false,
}: CoverBannerProps) {
  return (
    <div
      className={[
        styles.cover,
        picture ? styles.withPicture : '',
        overlapped ? styles.overlapped : '',
      ]
        .filter(Boolean)
        .join(' ')}
    >
      {/*
        The largest paint of the pages that have a cover (the home's, measured): fetched first
        (React's server rendering also preloads it with this priority). Its box is the cover's
        (absolute, inset 0), so it cannot shift the layout whatever its own size.
      */}
      {picture ? (
        <img className={styles.picture} src={picture} alt="" fetchPriority="high" />
      ) : null}
      <div className={styles.content}>
        {breadcrumb && breadcrumb.length > 0 ? <Breadcrumb items={breadcrumb} inverted /> : null}
        <h1 className={styles.title}>{title}</h1>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        {children}
      </div>
    </div>
  );
}
