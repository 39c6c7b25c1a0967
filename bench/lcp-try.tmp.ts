import { chromium } from '@playwright/test'

const url = process.argv[2] as string
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
for (const js of [true, false]) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, javaScriptEnabled: js })
  const page = await context.newPage()
  await page.goto(url, { waitUntil: 'networkidle' })
  await page.waitForTimeout(500)
  const lcp = await page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1) as PerformanceEntry & { element?: Element | null }
          resolve({ ms: last?.startTime, el: last?.element?.tagName })
        }).observe({ type: 'largest-contentful-paint', buffered: true })
        setTimeout(() => resolve('none'), 2000)
      }),
  )
  console.log(js, JSON.stringify(lcp))
  await context.close()
}
await browser.close()
