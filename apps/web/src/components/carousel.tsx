import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { useTranslation } from '../lib/i18n.ts';
import { useMediaQuery } from '../lib/use-media-query.ts';
import { useLazyEmbla } from './use-lazy-embla.ts';
import styles from './carousel.module.css';

/** Spec 001 section 9: loop, no drag. */
const emblaOptions: EmblaOptionsType = { loop: true, watchDrag: false, align: 'start' };

type Direction = 'previous' | 'next';

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
 * Rendered as plain slides first (server and hydration alike); Embla loads when the carousel
 * nears the screen (useLazyEmbla). Once it runs, slides out of view are inert so keyboard users
 * only tab through what they see.
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
  const { viewportRef, api, request } = useLazyEmbla(emblaOptions);
  const [inView, setInView] = useState<number[] | null>(null);
  const [canScroll, setCanScroll] = useState(true);
  // A control pressed while Embla loads: done once it runs.
  const pendingScroll = useRef<Direction | null>(null);

  const update = useCallback((embla: EmblaCarouselType) => {
    setInView(embla.slidesInView());
    setCanScroll(embla.canScrollNext() || embla.canScrollPrev());
  }, []);

  const scroll = useCallback(
    (embla: EmblaCarouselType, direction: Direction) => {
      if (direction === 'next') embla.scrollNext(reducedMotion);
      else embla.scrollPrev(reducedMotion);
    },
    [reducedMotion],
  );

  const press = (direction: Direction) => {
    if (api) return scroll(api, direction);
    pendingScroll.current = direction;
    request();
  };

  useEffect(() => {
    if (!api) return;
    if (pendingScroll.current) scroll(api, pendingScroll.current);
    pendingScroll.current = null;
    const frame = requestAnimationFrame(() => update(api));
    api.on('slidesInView', update).on('reInit', update).on('select', update);
    return () => {
      cancelAnimationFrame(frame);
      api.off('slidesInView', update).off('reInit', update).off('select', update);
    };
  }, [api, update, scroll]);

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
              onClick={() => press('previous')}
            >
              <Chevron direction="previous" />
            </button>
            <button
              type="button"
              className={styles.control}
              aria-label={nextLabel}
              aria-disabled={!canScroll || undefined}
              onClick={() => press('next')}
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

function Chevron({ direction }: { direction: Direction }) {
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
