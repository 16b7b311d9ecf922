import { useId } from 'react';
import { Button } from './button.tsx';
import { Icon } from './icon.tsx';
import { VisuallyHidden } from './visually-hidden.tsx';
import styles from './carousel-card.module.css';

export interface CarouselCardProps {
  title: string;
  img?: string | null;
  icon?: string | null;
  url?: string | null;
  newWindow?: boolean;
  buttonLabel?: string | null;
}

/** Spec 000 "Shared pieces": image, title, optional icon, optional button to a URL. */
export function CarouselCard({ title, img, icon, url, newWindow, buttonLabel }: CarouselCardProps) {
  const titleId = useId();
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      {img ? <img className={styles.picture} src={img} alt="" loading="lazy" /> : null}
      <div className={styles.body}>
        <h3 id={titleId} className={styles.title}>
          {icon ? <Icon name={icon} className={styles.icon} /> : null}
          <span>{title}</span>
        </h3>
        {url && buttonLabel ? (
          <Button variant="secondary" href={url} newWindow={newWindow} className={styles.button}>
            {buttonLabel}
            <VisuallyHidden>: {title}</VisuallyHidden>
          </Button>
        ) : null}
      </div>
    </article>
  );
}
