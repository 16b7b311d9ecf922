import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  applyTrackingConsent,
  installClickTracking,
  registerTracker,
  trackPage,
  type Tracker,
} from './tracker.ts';

describe('tracker', () => {
  afterEach(() => applyTrackingConsent(false));

  it('does not create the tracker before analytics consent', () => {
    const create = vi.fn<() => Tracker>(() => ({ page: vi.fn(), event: vi.fn() }));
    registerTracker(create);
    trackPage('/it/');
    expect(create).not.toHaveBeenCalled();
  });

  it('sends pages and data-track clicks once consent is granted, and stops on refusal', () => {
    const tracker = { page: vi.fn(), event: vi.fn() };
    registerTracker(() => tracker);
    applyTrackingConsent(true);
    trackPage('/it/');
    expect(tracker.page).toHaveBeenCalledWith('/it/');

    document.body.innerHTML = '<a href="/it/alert" data-track="menu-subscribe"><span>x</span></a>';
    const uninstall = installClickTracking();
    document.addEventListener('click', (event) => event.preventDefault());
    document.querySelector('span')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(tracker.event).toHaveBeenCalledWith(
      'menu-subscribe',
      expect.objectContaining({ href: '/it/alert' }),
    );

    applyTrackingConsent(false);
    trackPage('/it/other');
    expect(tracker.page).toHaveBeenCalledTimes(1);
    uninstall();
  });
});
