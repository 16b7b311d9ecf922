import { useCallback, useEffect, useId, useState, type ReactNode } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import type { EmblaCarouselType } from 'embla-carousel';
import { useTranslation } from 'react-i18next';
import { useMediaQuery } from '../lib/use-media-query.ts';
import styles from './carousel.module.css';

export interface CarouselSlide {
  key: string;
  content: ReactNode;
}

interface CarouselProps {
  title: string;
  slides: CarouselSlide[];
  previousLabel: string;
  nextLabel: string;
  /** Sets how many slides show at once (CSS flex-basis per breakpoint). */
  slideClassName?: string;
  className?: string;
}

/**
 * An Embla carousel (loop, no drag: spec 001 section 9) with labelled previous/next buttons.
 * Slides out of view are inert so keyboard users only tab through what they see.
 */
export function Carousel({
  title,
  slides,
  previousLabel,
  nextLabel,
  slideClassName,
  className,
}: CarouselProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [viewportRef, api] = useEmblaCarousel({ loop: true, watchDrag: false, align: 'start' });
  const [inView, setInView] = useState<number[] | null>(null);
  const [canScroll, setCanScroll] = useState(true);

  const update = useCallback((embla: EmblaCarouselType) => {
    setInView(embla.slidesInView());
    setCanScroll(embla.canScrollNext() || embla.canScrollPrev());
  }, []);

  useEffect(() => {
    if (!api) return;
    const frame = requestAnimationFrame(() => update(api));
    api.on('slidesInView', update).on('reInit', update).on('select', update);
    return () => {
      cancelAnimationFrame(frame);
      api.off('slidesInView', update).off('reInit', update).off('select', update);
    };
  }, [api, update]);

  return (
    <section
      className={`${styles.carousel} ${className ?? ''}`}
      aria-roledescription={t('carousel.roledescription')}
      aria-labelledby={titleId}
    >
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {slides.length > 1 ? (
          <div className={styles.controls}>
            <button
              type="button"
              className={styles.control}
              aria-label={previousLabel}
              aria-disabled={!canScroll || undefined}
              onClick={() => api?.scrollPrev(reducedMotion)}
            >
              <Chevron direction="previous" />
            </button>
            <button
              type="button"
              className={styles.control}
              aria-label={nextLabel}
              aria-disabled={!canScroll || undefined}
              onClick={() => api?.scrollNext(reducedMotion)}
            >
              <Chevron direction="next" />
            </button>
          </div>
        ) : null}
      </div>
      <div className={styles.viewport} ref={viewportRef}>
        <div className={styles.container}>
          {slides.map((slide, index) => (
            <div
              key={slide.key}
              className={`${styles.slide} ${slideClassName ?? ''}`}
              role="group"
              aria-roledescription={t('carousel.slide')}
              aria-label={t('carousel.slideLabel', { index: index + 1, count: slides.length })}
              inert={inView !== null && inView.length > 0 && !inView.includes(index)}
            >
              {slide.content}
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}

function Chevron({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={direction === 'previous' ? 'm15 18-6-6 6-6' : 'm9 18 6-6-6-6'} />
    </svg>
  );
}
