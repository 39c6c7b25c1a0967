import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test'

/** Every demo account shares this password (server/demo/users.ts). */
export const DEMO_PASSWORD = 'showhome-demo'

export const OWNER = { email: 'owner@showhome.example', firstName: 'Olive', lastName: 'Owner' } as const
export const UNVERIFIED = { email: 'unverified@showhome.example', firstName: 'Uma', lastName: 'Unverified' } as const

/** The server's answer to a wrong e-mail or password (server/http/auth.ts). */
export const WRONG_CREDENTIALS = 'The e-mail or password is incorrect.'

/** The links of app mode's full navigation, in order, with where they go. */
export const APP_NAV = [
  { label: 'Explore', path: '/explore', title: 'Explore · Showhome' },
  { label: 'My listings', path: '/my', title: 'My Listings · Showhome' },
  { label: 'Create listing', path: '/order', title: 'Create Listing · Showhome' },
] as const

/** The page-mode links of the bar (Sign in and Order now sit at its end). */
export const PAGE_NAV_LINKS = ['Product', 'Pricing', 'Showcase'] as const

/** The bar's breakpoint (SiteHeader.module.css): at or below it, page mode folds its links into a Menu. */
export const PHONE_MAX_WIDTH = 760

export const isPhoneLayout = (page: Page) => (page.viewportSize()?.width ?? Number.POSITIVE_INFINITY) <= PHONE_MAX_WIDTH

/** The navigation bar, in a page or in an embedded frame. */
export const mainNav = (scope: Page | FrameLocator): Locator => scope.getByRole('navigation', { name: 'Main' })

/** The account dialog; `name` is its heading ("Sign in", "Menu" or the signed-in user's name). */
export const accountDialog = (page: Page, name?: string | RegExp): Locator =>
  page.getByRole('dialog', name === undefined ? {} : { name })

export const accountButton = (page: Page, user: { firstName: string; lastName: string }) =>
  mainNav(page).getByRole('button', { name: `Account menu for ${user.firstName} ${user.lastName}` })

/**
 * Opens the sign-in tab the way a visitor would: the bar's Sign in button, or on a phone in page mode (where that
 * button is folded away) the Menu and then its Sign in button.
 */
export async function openSignIn(page: Page): Promise<Locator> {
  const nav = mainNav(page)
  const signIn = nav.getByRole('button', { name: 'Sign in', exact: true })
  if (await signIn.isVisible()) await signIn.click()
  else {
    await nav.getByRole('button', { name: 'Menu', exact: true }).click()
    await accountDialog(page, 'Menu').getByRole('button', { name: 'Sign in', exact: true }).click()
  }
  const dialog = accountDialog(page, 'Sign in')
  await expect(dialog.getByRole('heading', { name: 'Sign in' })).toBeVisible()
  return dialog
}

/** Fills and submits the sign-in form of an open dialog. */
export async function submitSignIn(dialog: Locator, email: string, password: string) {
  await dialog.getByLabel('Email').fill(email)
  await dialog.getByLabel('Password').fill(password)
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click()
}

/** Signs in through the dialog from the current page and waits for the dialog to close. */
export async function signInThroughDialog(page: Page, user: { email: string; firstName: string; lastName: string }) {
  const dialog = await openSignIn(page)
  await submitSignIn(dialog, user.email, DEMO_PASSWORD)
  await expect(dialog).toBeHidden()
  await expect(accountButton(page, user)).toBeVisible()
}

/**
 * The console lines a test expects: Chromium logs every failed request as "Failed to load resource: the server
 * responded with a status of N (…)". Only those with the given statuses are dropped, nothing else.
 */
export function withoutFailedRequests(errors: ReadonlyArray<string>, ...statuses: number[]) {
  return errors.filter(
    (e) =>
      !statuses.some((status) =>
        e.startsWith(`Failed to load resource: the server responded with a status of ${status} `),
      ),
  )
}
