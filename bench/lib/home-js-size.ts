import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumExecutablePath } from '../../scripts/chromium.ts';

/**
 * Opens a page of the running portal in Debian's Chromium, records every JavaScript file it loads,
 * and sums their sizes raw and gzipped (level 9) from the built files in the web dist folder.
 */
export async function measurePageJavaScript(
  pageUrl: string,
  distDir: string,
): Promise<{ files: number; rawKiB: number; gzipKiB: number }> {
  const browser = await chromium.launch({
    executablePath: chromiumExecutablePath,
    args: chromiumArgs,
  });
  try {
    const page = await browser.newPage();
    const scripts = new Set<string>();
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (path.endsWith('.js')) scripts.add(path);
    });
    await page.goto(pageUrl, { waitUntil: 'networkidle' });
    let raw = 0;
    let gzip = 0;
    for (const path of scripts) {
      const bytes = readFileSync(join(distDir, path));
      raw += bytes.length;
      gzip += gzipSync(bytes, { level: 9 }).length;
    }
    return { files: scripts.size, rawKiB: raw / 1024, gzipKiB: gzip / 1024 };
  } finally {
    await browser.close();
  }
}
