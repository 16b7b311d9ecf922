import { describe, expect, it } from 'vitest';
import { isIOS, limitZoomOnIOS } from './platform.ts';

const iphone = {
  userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)',
  platform: 'iPhone',
  maxTouchPoints: 5,
} as Navigator;
const desktop = {
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64)',
  platform: 'Linux',
  maxTouchPoints: 0,
} as Navigator;

describe('iOS zoom limit', () => {
  it('detects iOS, including iPadOS reporting a Mac with touch', () => {
    expect(isIOS(iphone)).toBe(true);
    expect(
      isIOS({ userAgent: 'Macintosh', platform: 'MacIntel', maxTouchPoints: 5 } as Navigator),
    ).toBe(true);
    expect(isIOS(desktop)).toBe(false);
  });

  it('adds maximum-scale=1.0 to the viewport on iOS only', () => {
    document.head.innerHTML =
      '<meta name="viewport" content="width=device-width, initial-scale=1">';
    limitZoomOnIOS(document, desktop);
    const viewport = document.querySelector('meta[name="viewport"]');
    expect(viewport?.getAttribute('content')).toBe('width=device-width, initial-scale=1');
    limitZoomOnIOS(document, iphone);
    expect(viewport?.getAttribute('content')).toBe(
      'width=device-width, initial-scale=1, maximum-scale=1.0',
    );
  });
});
