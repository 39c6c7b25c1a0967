// Drives a journey (tests/journeys/journey.ts) in Chromium against the real server: the same actions and sights the
// jsdom driver (tests/support/journey-dom.tsx) performs, read through Playwright's locators. Calls are answered by
// the server itself, so an `answer` step does nothing and the next sights wait (Playwright's expect retries) until
// the answer is on screen; sights of transient states (a call in flight) are not waited for.
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test'
import { type Action, asModelled, type Journey, type Resolve, type Scope, type Sight } from '../../journeys/journey'
import { signInByApi } from './listing-viewer'
import { waitForClientRender } from './public-page'
import { mainNav } from './site-nav'

const scopeOf = (page: Page, scope: Scope): Locator =>
  scope === 'dialog'
    ? page.getByRole('dialog')
    : scope === 'nav'
      ? mainNav(page)
      : scope === 'main'
        ? page.getByRole('main')
        : page.locator('body')

async function perform(page: Page, action: Action, resolve: Resolve) {
  switch (action.kind) {
    case 'click':
      await scopeOf(page, action.scope).getByRole('button', { name: action.name, exact: true }).click()
      break
    case 'fill':
      await scopeOf(page, action.scope ?? 'dialog')
        .getByLabel(action.label, { exact: true })
        .fill(await resolve(action.value))
      break
    case 'select':
      await scopeOf(page, action.scope ?? 'dialog')
        .getByLabel(action.label, { exact: true })
        .selectOption(action.value)
      break
    case 'check':
      await scopeOf(page, action.scope ?? 'dialog')
        .getByRole('checkbox', { name: action.name, exact: true })
        .setChecked(action.checked)
      break
    case 'press':
      await page.keyboard.press(action.key)
      break
    case 'answer':
      break
    case 'pickTime': {
      // The day's times load on their own: the list shows once they are in.
      const times = scopeOf(page, 'dialog').getByRole('list', { name: 'Available times' })
      await expect(times).toBeVisible()
      const free = times.getByRole('button', { pressed: false }).and(page.locator(':enabled')).first()
      const label = ((await free.textContent()) ?? '').trim()
      await free.click()
      await expect(times.getByRole('button', { name: label, exact: true })).toHaveAttribute('aria-pressed', 'true')
      break
    }
    case 'pickLateTime':
      await pickLateTime(page)
      break
    case 'refuseNext': {
      // Answered once here, before it reaches the server, as the server answers a refused request.
      await page.route(
        `**/api/v1${action.call}`,
        (route) => route.fulfill({ status: 400, contentType: 'application/json', json: { message: action.message } }),
        { times: 1 },
      )
      break
    }
    case 'placeOrder': {
      // The button reads 'Scroll down to confirm' until the bottom of the step is in view.
      await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }))
      const place = scopeOf(page, 'main').getByRole('button', { name: 'Place your order', exact: true })
      await expect(place).toBeVisible()
      await place.click()
      break
    }
  }
}

/**
 * The calendar's last month, then its latest bookable day, going back a day at a time until one has a free time
 * (a weekend or a full day has none), and that day's first free time.
 */
async function pickLateTime(page: Page) {
  const main = scopeOf(page, 'main')
  const nextMonth = main.getByRole('button', { name: 'Next month', exact: true })
  while (await nextMonth.isEnabled()) {
    const month = await main.getByRole('heading', { level: 3 }).first().textContent()
    await nextMonth.click()
    await expect(main.getByRole('heading', { level: 3 }).first()).not.toHaveText(month ?? '')
  }
  const days = main.getByRole('grid').getByRole('button', { disabled: false })
  await expect(days.first()).toBeVisible()
  const dates = await days.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-date') ?? ''))
  const times = main.getByRole('list', { name: 'Available times' }).getByRole('button', { disabled: false })
  const none = main.getByText('No times available. Try another date')
  for (const date of dates.reverse()) {
    await main.locator(`[role="grid"] button[data-date="${date}"]`).click()
    await expect(times.first().or(none)).toBeVisible()
    if (await none.isVisible()) continue
    await times.first().click()
    await expect(times.first()).toHaveAttribute('aria-pressed', 'true')
    return
  }
  throw new Error('no day of the calendar has a free time')
}

async function check(page: Page, sight: Sight, resolve: Resolve) {
  const dialog = scopeOf(page, 'dialog')
  switch (sight.kind) {
    case 'dialog':
      await expect(page.getByRole('dialog', { name: sight.name, exact: true })).toBeVisible()
      break
    case 'noDialog':
      await expect(page.getByRole('dialog')).toHaveCount(0)
      break
    case 'text':
      await expect(scopeOf(page, sight.scope ?? 'dialog').getByText(sight.text, { exact: true })).toBeVisible()
      break
    case 'field': {
      const field = scopeOf(page, sight.scope ?? 'dialog').getByLabel(sight.label, { exact: true })
      await expect(field).toHaveValue(await resolve(sight.value))
      await expect(field).toHaveAccessibleDescription(sight.error ?? '')
      if (sight.invalid ?? sight.error !== undefined) await expect(field).toHaveAttribute('aria-invalid', 'true')
      else await expect(field).not.toHaveAttribute('aria-invalid')
      break
    }
    case 'heading':
      await expect(page.getByRole('heading', { level: 2, name: sight.name, exact: true })).toBeVisible()
      break
    case 'alerts': {
      const alerts = scopeOf(page, sight.scope).getByRole('alert')
      if (sight.texts.length === 0) await expect(alerts).toHaveCount(0)
      else await expect(alerts).toHaveText([...sight.texts])
      break
    }
    case 'checkbox': {
      const box = scopeOf(page, sight.scope ?? 'dialog').getByRole('checkbox', { name: sight.name, exact: true })
      await expect(box).toBeChecked({ checked: sight.checked })
      await expect(box).toHaveAccessibleDescription(sight.error ?? '')
      if (sight.error) await expect(box).toHaveAttribute('aria-invalid', 'true')
      else await expect(box).not.toHaveAttribute('aria-invalid')
      break
    }
    case 'status':
      await expect(dialog.getByRole('status')).toHaveText(sight.text)
      break
    case 'region': {
      const region = page.getByRole('region', { name: sight.name, exact: true })
      if (sight.present) await expect(region).toBeVisible()
      else await expect(region).toHaveCount(0)
      break
    }
    case 'alert':
      if (sight.text === undefined) await expect(dialog.getByRole('alert')).toHaveCount(0)
      else await expect(dialog.getByRole('alert')).toHaveText(sight.text)
      break
    case 'button': {
      const button = scopeOf(page, sight.scope).getByRole('button', { name: sight.name, exact: true })
      if (sight.disabled) await expect(button).toBeDisabled()
      else await expect(button).toBeEnabled()
      break
    }
    case 'focused':
      await expect(dialog.getByLabel(sight.label, { exact: true })).toBeFocused()
      break
  }
}

/**
 * Opens the journey's page (signed in by the API first when it says so: as the demo account, or as `signIn` does
 * for a person the run made) and performs and checks every step. `resolve` gives the run's value for a stand-in the
 * model types (journey.ts, Resolve).
 */
export async function driveInBrowser(
  page: Page,
  baseURL: string,
  journey: Journey,
  resolve: Resolve = asModelled,
  signIn: (request: APIRequestContext, baseURL: string, email: string) => Promise<void> = signInByApi,
) {
  if (journey.opening.signedInAs) await signIn(page.request, baseURL, journey.opening.signedInAs)
  await page.goto(journey.opening.page)
  await waitForClientRender(page)
  for (const action of journey.opening.actions) await perform(page, action, resolve)
  for (const [index, step] of journey.steps.entries()) {
    await test.step(`${index}: ${step.event}`, async () => {
      for (const action of step.actions) await perform(page, action, resolve)
      if (!step.transient) for (const sight of step.sees) await check(page, sight, resolve)
    })
  }
}
