import type { Page, PageScreenshotOptions } from '@playwright/test'

/**
 * Screenshots for people to look at (they assert nothing): taken with E2E_SCREENSHOTS=1 (`npm run screens`), skipped
 * in `npm test`, where nobody looks at them and a full-page capture costs seconds of software rendering per test.
 * Pixel checks that are assertions (the tour's canvas) take their own screenshots and are not affected.
 */
export const screenshotsWanted = process.env.E2E_SCREENSHOTS === '1'

export async function lookShot(page: Page, options: PageScreenshotOptions): Promise<void> {
  if (screenshotsWanted) await page.screenshot(options)
}
