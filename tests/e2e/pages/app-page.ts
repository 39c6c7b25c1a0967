import type { Page } from '@playwright/test'

/** Collects console errors and failed requests so every journey can assert a clean page. */
export function watchForErrors(page: Page) {
  const errors: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text())
  })
  page.on('pageerror', (e) => errors.push(e.message))
  return errors
}
