import { useEffect, useState } from 'react';
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';

/** Embla's code (about 7 KB compressed): a chunk of its own, downloaded once per page. */
const loadEmbla = () => import('embla-carousel').then((module) => module.default);

/**
 * Embla on demand. The carousel's slides are plain markup, the same on the server and in the
 * browser's first render, the first ones showing where Embla keeps them; Embla's code loads once
 * the carousel shows on the screen (or a control is pressed: `request`), then takes over the
 * viewport: a phone that never scrolls to it never downloads it. Should the code not load (offline), the carousel stays as it was rendered.
 * `options` must keep its identity (a module constant).
 */
export function useLazyEmbla(options: EmblaOptionsType) {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [requested, setRequested] = useState(false);
  const [api, setApi] = useState<EmblaCarouselType | null>(null);

  useEffect(() => {
    if (!viewport || requested) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setRequested(true);
    });
    observer.observe(viewport);
    return () => observer.disconnect();
  }, [viewport, requested]);

  useEffect(() => {
    if (!viewport || !requested) return;
    let instance: EmblaCarouselType | null = null;
    let cancelled = false;
    loadEmbla()
      .then((EmblaCarousel) => {
        if (cancelled) return;
        instance = EmblaCarousel(viewport, options);
        setApi(instance);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      instance?.destroy();
    };
  }, [viewport, requested, options]);

  return { viewportRef: setViewport, api, request: () => setRequested(true) };
}
