import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { renderWithProviders } from '../../test/render.tsx';
import { activateLanguage } from '../lib/i18n.ts';
import { Carousel } from './carousel.tsx';

const embla = vi.hoisted(() => {
  const api = {
    on: vi.fn(),
    off: vi.fn(),
    slidesInView: vi.fn(() => [0]),
    canScrollNext: vi.fn(() => true),
    canScrollPrev: vi.fn(() => true),
    scrollNext: vi.fn(),
    scrollPrev: vi.fn(),
    destroy: vi.fn(),
  };
  api.on.mockReturnValue(api);
  api.off.mockReturnValue(api);
  return { api, create: vi.fn(() => api) };
});
vi.mock('embla-carousel', () => ({ default: embla.create }));
// Files after this one in the worker (isolate: false) load the real Embla.
afterAll(() => vi.doUnmock('embla-carousel'));

/** An IntersectionObserver whose callbacks the test calls: the carousel "comes on screen". */
const observed: { callback: IntersectionObserverCallback; target: Element }[] = [];
class ObserverSpy {
  private readonly callback: IntersectionObserverCallback;
  constructor(callback: IntersectionObserverCallback) {
    this.callback = callback;
  }
  observe(target: Element) {
    observed.push({ callback: this.callback, target });
  }
  disconnect() {}
}
function showOnScreen() {
  act(() => {
    for (const { callback, target } of observed.splice(0)) {
      callback(
        [{ isIntersecting: true, target } as IntersectionObserverEntry],
        {} as IntersectionObserver,
      );
    }
  });
}

const slides = ['uno', 'due', 'tre'].map((title) => ({ key: title, content: <h3>{title}</h3> }));
const carousel = (
  <Carousel title="Da sapere" slides={slides} previousLabel="Precedenti" nextLabel="Successivi" />
);

describe('Carousel', () => {
  const realObserver = globalThis.IntersectionObserver;
  beforeEach(() => {
    globalThis.IntersectionObserver = ObserverSpy as unknown as typeof IntersectionObserver;
    embla.create.mockClear();
    embla.api.scrollNext.mockClear();
  });
  afterEach(() => {
    globalThis.IntersectionObserver = realObserver;
    observed.length = 0;
  });

  it('renders its slides as plain markup on the server, Embla left out', async () => {
    await activateLanguage('it');
    const html = renderToString(carousel);
    for (const title of ['uno', 'due', 'tre']) expect(html).toContain(`<h3>${title}</h3>`);
    expect(embla.create).not.toHaveBeenCalled();
  });

  it('starts Embla on its viewport only once it shows on the screen', async () => {
    await renderWithProviders(carousel);
    expect(screen.getAllByRole('group')).toHaveLength(3);
    expect(embla.create).not.toHaveBeenCalled();
    showOnScreen();
    await waitFor(() => expect(embla.create).toHaveBeenCalledTimes(1));
    const [viewport, options] = embla.create.mock.calls[0] as unknown as [HTMLElement, object];
    expect(viewport).toContainElement(screen.getByRole('heading', { name: 'due' }));
    expect(options).toMatchObject({ loop: true, watchDrag: false });
  });

  it('loads Embla when a control is pressed first, then scrolls', async () => {
    const { user } = await renderWithProviders(carousel);
    await user.click(screen.getByRole('button', { name: 'Successivi' }));
    await waitFor(() => expect(embla.api.scrollNext).toHaveBeenCalledTimes(1));
    expect(embla.create).toHaveBeenCalledTimes(1);
  });
});
