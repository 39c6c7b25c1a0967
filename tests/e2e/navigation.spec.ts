import { expect, test } from '@playwright/test'
import { seriousA11yViolations } from './pages/a11y'
import { watchForErrors } from './pages/app-page'
import { waitForClientRender } from './pages/public-page'
import { ONE_SCREEN } from './pages/screens'
import { lookShot } from './pages/screenshots'
import {
  APP_NAV,
  accountButton,
  accountDialog,
  DEMO_PASSWORD,
  isPhoneLayout,
  mainNav,
  OWNER,
  openSignIn,
  PAGE_NAV_LINKS,
  signInThroughDialog,
  submitSignIn,
  UNVERIFIED,
  WRONG_CREDENTIALS,
  withoutFailedRequests,
} from './pages/site-nav'

const NOT_FOUND_HEADING = "We couldn't find that page."
const SSO_FAILED = /^We could not sign you in with the link you followed\./

test.describe('the navigation bar', () => {
  test('page mode shows Product, Pricing, Showcase, Sign in and Order now (folded into a Menu on phones)', async ({
    page,
  }, info) => {
    const errors = watchForErrors(page)
    await page.goto('/product')
    await waitForClientRender(page)
    const nav = mainNav(page)
    await expect(nav).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Showhome home' })).toHaveAttribute('href', '/')
    await expect(nav.getByRole('link', { name: 'Order now' })).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Order now' })).toHaveAttribute('href', '/order')
    // App mode's links never show on a marketing page.
    for (const { label } of APP_NAV) await expect(nav.getByRole('link', { name: label, exact: true })).toHaveCount(0)

    if (isPhoneLayout(page)) {
      for (const label of PAGE_NAV_LINKS) await expect(nav.getByRole('link', { name: label, exact: true })).toBeHidden()
      await expect(nav.getByRole('button', { name: 'Sign in', exact: true })).toBeHidden()
      await nav.getByRole('button', { name: 'Menu', exact: true }).click()
      const menu = accountDialog(page, 'Menu')
      await expect(menu).toBeVisible()
      for (const label of PAGE_NAV_LINKS) {
        await expect(menu.getByRole('link', { name: label, exact: true })).toBeVisible()
      }
      await expect(menu.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible()
      await expect(menu.getByRole('link', { name: 'Order now' })).toBeVisible()
      await lookShot(page, { path: info.outputPath('menu-phone.png') })
      // A link in the menu navigates and closes it.
      await menu.getByRole('link', { name: 'Pricing', exact: true }).click()
      await expect(page).toHaveURL(/\/pricing$/)
      await expect(page).toHaveTitle('Pricing · Showhome')
      await expect(menu).toBeHidden()
    } else {
      for (const label of PAGE_NAV_LINKS) {
        await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible()
      }
      await expect(nav.getByRole('link', { name: 'Product', exact: true })).toHaveAttribute('aria-current', 'page')
      await expect(nav.getByRole('link', { name: 'Pricing', exact: true })).not.toHaveAttribute('aria-current')
      await expect(nav.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible()
      await expect(nav.getByRole('button', { name: 'Menu', exact: true })).toBeHidden()
      await lookShot(page, { path: info.outputPath('product-desktop.png') })
      await nav.getByRole('link', { name: 'Pricing', exact: true }).click()
      await expect(page).toHaveURL(/\/pricing$/)
      await expect(page).toHaveTitle('Pricing · Showhome')
      await expect(nav.getByRole('link', { name: 'Pricing', exact: true })).toHaveAttribute('aria-current', 'page')
    }
    expect(errors).toEqual([])
  })

  test('app mode shows Explore, My listings and Create listing, marks the current one and sets the title', async ({
    page,
  }) => {
    const errors = watchForErrors(page)
    for (const current of APP_NAV) {
      const res = await page.goto(current.path)
      expect(res?.status()).toBe(200)
      await waitForClientRender(page)
      await expect(page).toHaveTitle(current.title)
      const nav = mainNav(page)
      for (const link of APP_NAV) {
        const item = nav.getByRole('link', { name: link.label, exact: true })
        await expect(item).toBeVisible()
        await expect(item).toHaveAttribute('href', link.path)
        if (link === current) await expect(item).toHaveAttribute('aria-current', 'page')
        else await expect(item).not.toHaveAttribute('aria-current')
      }
      // Page mode's links and Order now are not part of app mode; signed out, Sign in shows on every width.
      for (const label of PAGE_NAV_LINKS)
        await expect(nav.getByRole('link', { name: label, exact: true })).toHaveCount(0)
      await expect(nav.getByRole('link', { name: 'Order now' })).toHaveCount(0)
      await expect(nav.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible()
    }

    // Moving between them inside the app updates the marker and the title without a reload.
    const nav = mainNav(page)
    await nav.getByRole('link', { name: 'Explore', exact: true }).click()
    await expect(page).toHaveURL(/\/explore$/)
    await expect(page).toHaveTitle('Explore · Showhome')
    await expect(nav.getByRole('link', { name: 'Explore', exact: true })).toHaveAttribute('aria-current', 'page')
    await expect(nav.getByRole('link', { name: 'Create listing', exact: true })).not.toHaveAttribute('aria-current')
    expect(errors).toEqual([])
  })

  test('/account has its title and the minimal bar: the logo and the account button, no links', async ({ page }) => {
    // No listing is seeded, so a listing path answers 404; /account is the other app path with minimal navigation.
    const errors = watchForErrors(page)
    const res = await page.goto('/account')
    expect(res?.status()).toBe(200)
    await waitForClientRender(page)
    await expect(page).toHaveTitle('Account Settings · Showhome')
    const nav = mainNav(page)
    await expect(nav).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Showhome home' })).toBeVisible()
    await expect(nav.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible()
    await expect(nav.getByRole('listitem')).toHaveCount(0)
    for (const label of [...APP_NAV.map((l) => l.label), ...PAGE_NAV_LINKS, 'Order now']) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toHaveCount(0)
    }
    expect(errors).toEqual([])
  })

  for (const query of ['?touronly', '?touronly=1', '?o=u']) {
    test(`/explore${query} hides the navigation bar`, ONE_SCREEN, async ({ page }) => {
      const errors = watchForErrors(page)
      await page.goto(`/explore${query}`)
      await waitForClientRender(page)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0)
      // Top level is not embedded, so there is no expand link either.
      await expect(page.getByRole('link', { name: 'Open full screen in a new tab' })).toHaveCount(0)
      expect(errors).toEqual([])
    })
  }
})

test.describe('embedded in another site', () => {
  test('embedded and unbranded shows the expand link instead of the bar', async ({ page, baseURL }) => {
    const errors = watchForErrors(page)
    await page.setContent(
      `<iframe title="Listing" src="${baseURL}/explore?o=u" style="width: 360px; height: 600px"></iframe>`,
    )
    const frame = page.frameLocator('iframe[title="Listing"]')
    await expect(frame.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(mainNav(frame)).toHaveCount(0)
    const expand = frame.getByRole('link', { name: 'Open full screen in a new tab' })
    await expect(expand).toBeVisible()
    await expect(expand).toHaveAttribute('target', '_blank')
    await expect(expand).toHaveAttribute('href', '/explore?o=u')
    expect(errors).toEqual([])
  })

  test('embedded, /account gets the full app bar, not the minimal one', ONE_SCREEN, async ({ page, baseURL }) => {
    const errors = watchForErrors(page)
    await page.setContent(
      `<iframe title="Listing" src="${baseURL}/account" style="width: 1000px; height: 600px"></iframe>`,
    )
    const frame = page.frameLocator('iframe[title="Listing"]')
    await expect(frame.getByRole('heading', { level: 1 })).toBeVisible()
    for (const link of APP_NAV) {
      await expect(mainNav(frame).getByRole('link', { name: link.label, exact: true })).toBeVisible()
    }
    await expect(frame.getByRole('link', { name: 'Open full screen in a new tab' })).toHaveCount(0)
    expect(errors).toEqual([])
  })

  test(
    'enablejsapi is removed from the address at top level and kept inside an iframe',
    ONE_SCREEN,
    async ({ page, baseURL }) => {
      const errors = watchForErrors(page)
      await page.goto('/explore?enablejsapi=1&utm_source=news')
      await waitForClientRender(page)
      await expect(page).toHaveURL((url) => url.pathname === '/explore' && url.search === '?utm_source=news')

      await page.setContent(
        `<iframe title="Listing" src="${baseURL}/explore?enablejsapi=1&amp;utm_source=news" style="width: 800px; height: 600px"></iframe>`,
      )
      const frameLocator = page.frameLocator('iframe[title="Listing"]')
      await expect(frameLocator.getByRole('heading', { level: 1 })).toBeVisible()
      const frame = page.frames().find((f) => f !== page.mainFrame())
      expect(frame).toBeDefined()
      const href = new URL(await frame!.evaluate(() => window.location.href))
      expect(href.pathname).toBe('/explore')
      // Kept, in the spelling embedding sites use.
      expect(href.searchParams.get('enablejsapi')).toBe('1')
      expect(href.searchParams.get('utm_source')).toBe('news')
      expect(errors).toEqual([])
    },
  )
})

test.describe('the address bar', () => {
  test(
    'drops malformed and unknown parameters, trims the rest and keeps the valid ones',
    ONE_SCREEN,
    async ({ page }) => {
      const errors = watchForErrors(page)
      const res = await page.goto('/explore?page=abc&junk=1&filter=%20oak%20&utm_source=news')
      expect(res?.status()).toBe(200)
      await waitForClientRender(page)
      await expect(page).toHaveTitle('Explore · Showhome')
      await expect(page).toHaveURL((url) => {
        const params = [...url.searchParams.keys()].sort()
        return (
          url.pathname === '/explore' &&
          params.join(',') === 'filter,utm_source' &&
          url.searchParams.get('filter') === 'oak' &&
          url.searchParams.get('utm_source') === 'news'
        )
      })
      await expect(mainNav(page).getByRole('link', { name: 'Explore', exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      )
      expect(errors).toEqual([])
    },
  )

  test('keeps a valid page number as it is', ONE_SCREEN, async ({ page }) => {
    const errors = watchForErrors(page)
    await page.goto('/explore?page=2&utm_campaign=spring')
    await waitForClientRender(page)
    // The clean-up redirect runs before the first render, so once the heading shows the address is final.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page).toHaveURL((url) => url.search === '?page=2&utm_campaign=spring')
    expect(errors).toEqual([])
  })
})

test.describe('the account dialog', () => {
  test(
    'signs in from a marketing page: required fields, a wrong password, then /my',
    ONE_SCREEN,
    async ({ page }, info) => {
      const errors = watchForErrors(page)
      await page.goto('/product')
      await waitForClientRender(page)
      const dialog = await openSignIn(page)
      await expect(dialog.getByText('Follow your orders and manage your listings.')).toBeVisible()
      expect(await seriousA11yViolations(page)).toEqual([])
      await lookShot(page, { path: info.outputPath(`sign-in-${info.project.name}.png`) })

      // Submitting empty marks both fields, without calling the server.
      await dialog.getByRole('button', { name: 'Sign in', exact: true }).click()
      await expect(dialog.getByText('Required', { exact: true })).toHaveCount(2)
      await expect(dialog.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true')
      await expect(dialog.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true')
      await expect(dialog.getByLabel('Email')).toHaveAccessibleDescription('Required')

      // A wrong password: the server's message under the form, the typed e-mail kept, the dialog still open.
      await submitSignIn(dialog, OWNER.email, 'not-the-password')
      await expect(dialog.getByRole('alert')).toHaveText(WRONG_CREDENTIALS)
      await expect(dialog.getByLabel('Email')).toHaveValue(OWNER.email)
      await expect(dialog.getByText('Required', { exact: true })).toHaveCount(0)
      await expect(page).toHaveURL(/\/product$/)

      // The right password closes the dialog and, outside app mode, goes to /my.
      await dialog.getByLabel('Password').fill(DEMO_PASSWORD)
      await dialog.getByRole('button', { name: 'Sign in', exact: true }).click()
      await expect(dialog).toBeHidden()
      await expect(page).toHaveURL(/\/my$/)
      await expect(page).toHaveTitle('My Listings · Showhome')
      // The demo owner has listings: /my lists them.
      await expect(page.getByText(/^\d+ listings$/)).toBeVisible()
      // Olive's e-mail is verified: no prompt to verify it.
      await expect(page.getByRole('heading', { name: 'Verify your e-mail address' })).toHaveCount(0)
      const account = accountButton(page, OWNER)
      await expect(account).toBeVisible()
      await expect(account).toHaveText('OO')
      await expect(mainNav(page).getByRole('button', { name: 'Sign in', exact: true })).toHaveCount(0)
      expect(await seriousA11yViolations(page)).toEqual([])
      await lookShot(page, { path: info.outputPath(`my-${info.project.name}.png`), fullPage: true })
      // The wrong password's 401 is the one failed request this journey makes.
      expect(withoutFailedRequests(errors, 401)).toEqual([])
    },
  )

  test('signing in from an app page closes the dialog and stays on that page', ONE_SCREEN, async ({ page }) => {
    const errors = watchForErrors(page)
    await page.goto('/explore')
    await waitForClientRender(page)
    await signInThroughDialog(page, OWNER)
    await expect(page).toHaveURL(/\/explore$/)
    await expect(page).toHaveTitle('Explore · Showhome')
    await expect(mainNav(page).getByRole('link', { name: 'Explore', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    )
    expect(errors).toEqual([])
  })

  test('the account menu in app mode: name, e-mail, the admin switch that persists, Escape back to the button', async ({
    page,
  }) => {
    const errors = watchForErrors(page)
    await page.goto('/my')
    await waitForClientRender(page)
    await signInThroughDialog(page, OWNER)
    // The demo owner has listings: /my lists them.
    await expect(page.getByText(/^\d+ listings$/)).toBeVisible()

    const account = accountButton(page, OWNER)
    await account.click()
    const menu = accountDialog(page, 'Olive Owner')
    await expect(menu).toBeVisible()
    await expect(menu.getByRole('heading', { name: 'Olive Owner' })).toBeVisible()
    await expect(menu.getByText(OWNER.email)).toBeVisible()
    await expect(menu.getByRole('button', { name: 'Sign out' })).toBeVisible()
    // App mode's menu carries no marketing links.
    await expect(menu.getByRole('link', { name: 'Product', exact: true })).toHaveCount(0)
    const adminSwitch = menu.getByRole('switch', { name: 'Show admin elements' })
    await expect(adminSwitch).toBeChecked()

    await adminSwitch.click()
    await expect(adminSwitch).not.toBeChecked()
    await expect
      .poll(() => page.evaluate(() => window.localStorage.getItem('showhome.adminElementEnabled')))
      .toBe('false')

    // Escape closes the dialog and gives focus back to the button that opened it.
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(account).toBeFocused()

    // The switch's state survives a reload (it lives in local storage), and so does the session.
    await page.reload()
    await waitForClientRender(page)
    await account.click()
    await expect(menu.getByRole('switch', { name: 'Show admin elements' })).not.toBeChecked()
    await menu.getByRole('switch', { name: 'Show admin elements' }).click()
    await expect(menu.getByRole('switch', { name: 'Show admin elements' })).toBeChecked()
    await menu.getByRole('button', { name: 'Close' }).click()
    await expect(menu).toBeHidden()
    await expect(account).toBeFocused()
    expect(errors).toEqual([])
  })

  test('the account menu on a marketing page has the page links and no admin switch', async ({ page }) => {
    const errors = watchForErrors(page)
    await page.goto('/explore')
    await waitForClientRender(page)
    await signInThroughDialog(page, OWNER)
    await page.goto('/pricing')
    await waitForClientRender(page)
    await accountButton(page, OWNER).click()
    const menu = accountDialog(page, 'Olive Owner')
    await expect(menu.getByText(OWNER.email)).toBeVisible()
    for (const label of PAGE_NAV_LINKS) await expect(menu.getByRole('link', { name: label, exact: true })).toBeVisible()
    await expect(menu.getByRole('switch', { name: 'Show admin elements' })).toHaveCount(0)
    await expect(menu.getByRole('button', { name: 'Sign out' })).toBeVisible()
    expect(errors).toEqual([])
  })

  test('Sign out signs out, and a reload stays signed out', ONE_SCREEN, async ({ page }) => {
    const errors = watchForErrors(page)
    await page.goto('/my')
    await waitForClientRender(page)
    await signInThroughDialog(page, OWNER)
    // The demo owner has listings: /my lists them.
    await expect(page.getByText(/^\d+ listings$/)).toBeVisible()

    await accountButton(page, OWNER).click()
    const menu = accountDialog(page, 'Olive Owner')
    await menu.getByRole('button', { name: 'Sign out' }).click()
    await expect(menu).toBeHidden()
    const nav = mainNav(page)
    await expect(nav.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible()
    await expect(accountButton(page, OWNER)).toHaveCount(0)
    await expect(page.getByRole('heading', { name: 'Sign in to see your listings' })).toBeVisible()

    await page.reload()
    await waitForClientRender(page)
    await expect(nav.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible()
    await expect(accountButton(page, OWNER)).toHaveCount(0)
    await expect(page.getByRole('heading', { name: 'Sign in to see your listings' })).toBeVisible()
    expect(errors).toEqual([])
  })

  test('an unverified user is asked on /my to verify the e-mail address', ONE_SCREEN, async ({ page }) => {
    const errors = watchForErrors(page)
    await page.goto('/product')
    await waitForClientRender(page)
    await signInThroughDialog(page, UNVERIFIED)
    await expect(page).toHaveURL(/\/my$/)
    await expect(page.getByRole('heading', { name: `Welcome, ${UNVERIFIED.firstName}!` })).toBeVisible()
    const verify = page.getByRole('region', { name: 'Verify your e-mail address' })
    await expect(verify).toBeVisible()
    await expect(verify).toContainText(UNVERIFIED.email)
    expect(errors).toEqual([])
  })
})

test('a failed single sign-on shows a dismissable alert and cleans the address', ONE_SCREEN, async ({ page }, info) => {
  const errors = watchForErrors(page)
  await page.goto('/pricing?authToken=abc&authOrigin=https://partner.example')
  await waitForClientRender(page)
  const alert = page.getByRole('alert').filter({ hasText: SSO_FAILED })
  await expect(alert).toBeVisible()
  await expect(alert).toContainText('It may have expired. Please sign in to continue.')
  await expect(page).toHaveURL((url) => url.pathname === '/pricing' && url.search === '')
  // The visitor stays signed out.
  await expect(mainNav(page).getByRole('button', { name: /^Account menu/ })).toHaveCount(0)
  await lookShot(page, { path: info.outputPath(`sso-failed-${info.project.name}.png`) })

  // Its Sign in opens the dialog; closing that leaves the alert until it is dismissed.
  await alert.getByRole('button', { name: 'Sign in', exact: true }).click()
  const dialog = accountDialog(page, 'Sign in')
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()
  await expect(alert).toBeVisible()

  await alert.getByRole('button', { name: 'Dismiss' }).click()
  await expect(alert).toHaveCount(0)
  // The auth service refuses the made-up token (401): the failed hand-over this page reports.
  expect(withoutFailedRequests(errors, 401)).toEqual([])
})

test.describe('old and unknown addresses', () => {
  test('/app/my goes to /my and /app to /order, carrying the query along', ONE_SCREEN, async ({ page }) => {
    const errors = watchForErrors(page)
    await page.goto('/app/my')
    await expect(page).toHaveURL((url) => url.pathname === '/my' && url.search === '')
    await waitForClientRender(page)
    await expect(page).toHaveTitle('My Listings · Showhome')

    await page.goto('/app')
    await expect(page).toHaveURL((url) => url.pathname === '/order' && url.search === '')
    await waitForClientRender(page)
    await expect(page).toHaveTitle('Create Listing · Showhome')

    await page.goto('/app/explore?utm_source=news')
    await expect(page).toHaveURL((url) => url.pathname === '/explore' && url.search === '?utm_source=news')
    await waitForClientRender(page)
    await expect(page).toHaveTitle('Explore · Showhome')
    expect(errors).toEqual([])
  })

  test('/legal/nope answers 404 with the not-found page', ONE_SCREEN, async ({ page }) => {
    const errors = watchForErrors(page)
    const res = await page.goto('/legal/nope')
    expect(res?.status()).toBe(404)
    await waitForClientRender(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND_HEADING)
    await expect(page).toHaveURL((url) => url.pathname === '/legal/nope' && url.search === '')
    await expect(page.getByRole('link', { name: 'Explore listings' })).toHaveAttribute('href', '/explore')
    await expect(mainNav(page)).toBeVisible()
    // The browser reports the 404 status itself as a console error; that one is the point of the page.
    expect(withoutFailedRequests(errors, 404)).toEqual([])
  })

  for (const path of ['/no-such-listing', '/no-such-listing/tour']) {
    test(`${path} answers 404 with the listing's own not-found view (SPEC §8)`, ONE_SCREEN, async ({ page }) => {
      const errors = watchForErrors(page)
      const res = await page.goto(path)
      expect(res?.status()).toBe(404)
      await waitForClientRender(page)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops!')
      await expect(page.getByText('no-such-listing could not be loaded.', { exact: true })).toBeVisible()
      await expect(page.getByRole('link', { name: 'explore some nearby listings' })).toHaveAttribute('href', '/explore')
      await expect(page.getByRole('navigation', { name: 'Listing sections' })).toHaveCount(0)
      // The page's own 404 and the listing call's 404 are the point of the page.
      expect(withoutFailedRequests(errors, 404)).toEqual([])
    })
  }

  test('an unknown page path keeps the page-mode bar of the not-found page', async ({ page }) => {
    const errors = watchForErrors(page)
    await page.goto('/legal/nope')
    await waitForClientRender(page)
    const nav = mainNav(page)
    await expect(nav.getByRole('link', { name: 'Order now' })).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Explore', exact: true })).toHaveCount(0)
    expect(withoutFailedRequests(errors, 404)).toEqual([])
  })

  test('the not-found page keeps its title once the client renders', ONE_SCREEN, async ({ page }) => {
    await page.goto('/legal/nope')
    await waitForClientRender(page)
    await expect(page).toHaveTitle('Page not found · Showhome')
  })
})
