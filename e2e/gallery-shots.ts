import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';

/**
 * The opt-in page galleries' screenshots (e2e/page-gallery.spec.ts for the portal,
 * e2e/console-gallery.spec.ts for the console), for a person to look at, not compared by a test.
 * Nothing is taken without E2E_GALLERY_DIR.
 */
export const galleryDir = process.env.E2E_GALLERY_DIR;

/** The page as it stands, in slices of a screen's height, named `<name>-<width>-<part>.png`. */
export async function shoot(page: Page, name: string, width: number): Promise<void> {
  if (!galleryDir) return;
  await mkdir(galleryDir, { recursive: true });
  // Fonts and lazy images settled, so the picture is the page a visitor sees.
  await page.evaluate(() => document.fonts.ready);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  // Slices of a screen's height: a whole long page shrinks too much in an image viewer to judge.
  const slice = 900;
  for (let top = 0, part = 1; top < height; top += slice, part += 1) {
    await page.screenshot({
      path: path.join(galleryDir, `${name}-${width}-${part}.png`),
      fullPage: true,
      clip: { x: 0, y: top, width, height: Math.min(slice, height - top) },
    });
  }
}

/**
 * What the window shows now, as one picture named `<name>-<width>.png`: a dialog stands over the
 * window, not over the whole page, so a full page's slices would show it out of place.
 */
export async function shootScreen(page: Page, name: string, width: number): Promise<void> {
  if (!galleryDir) return;
  await mkdir(galleryDir, { recursive: true });
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: path.join(galleryDir, `${name}-${width}.png`) });
}
