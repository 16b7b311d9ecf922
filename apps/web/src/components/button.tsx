import type { MouseEvent, ReactNode, Ref } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../lib/i18n.ts';
import { useLanguage } from '../lib/language.ts';
import { isExternalUrl, localizedPath } from '../lib/paths.ts';
import { Spinner } from './spinner.tsx';
import { VisuallyHidden } from './visually-hidden.tsx';
import styles from './button.module.css';

/**
 * The button system (issue 26 item 17): one `primary` action per screen or dialog, every other
 * action `secondary` (outlined), what deletes `danger` (red, set apart), `accent` only on dark
 * pictures, `header` for the account button of the top bar.
 */
export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'accent' | 'header';

export interface ButtonProps {
  children: ReactNode;
  variant?: ButtonVariant;
  /** http(s) and mailto open externally; anything else is an in-app path, prefixed with the language. */
  href?: string | null;
  newWindow?: boolean;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  loading?: boolean;
  disabled?: boolean;
  type?: 'button' | 'submit';
  className?: string;
  /** Analytics event name (see lib/tracker). */
  track?: string;
  'aria-label'?: string;
  'aria-describedby'?: string;
  /** The button element (not the links), e.g. for a form to focus it on an error. */
  ref?: Ref<HTMLButtonElement>;
}

/** Spec 000 section 4: disabled or loading ignores clicks; otherwise external link, internal route or click. */
export function Button({
  children,
  variant = 'primary',
  href,
  newWindow = false,
  onClick,
  loading = false,
  disabled = false,
  type = 'button',
  className,
  track,
  ref,
  ...aria
}: ButtonProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const inactive = disabled || loading;
  const classes = [styles.button, styles[variant], className].filter(Boolean).join(' ');

  const handleClick = (event: MouseEvent<HTMLElement>) => {
    if (inactive) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };

  const content = (
    <>
      {loading ? <Spinner size="small" /> : null}
      {children}
      {newWindow && href ? (
        <>
          {' '}
          <VisuallyHidden>{t('common.opensInNewTab')}</VisuallyHidden>
        </>
      ) : null}
    </>
  );
  const common = {
    className: classes,
    onClick: handleClick,
    'aria-disabled': inactive || undefined,
    'aria-busy': loading || undefined,
    'data-track': track,
    'data-variant': variant,
    ...aria,
  };
  const target = newWindow ? { target: '_blank', rel: 'noopener noreferrer' } : {};

  if (href && isExternalUrl(href)) {
    return (
      <a href={href} {...target} {...common}>
        {content}
      </a>
    );
  }
  if (href) {
    return (
      <Link to={localizedPath(language, href)} {...target} {...common}>
        {content}
      </Link>
    );
  }
  return (
    <button ref={ref} type={type} {...common}>
      {content}
    </button>
  );
}
