import { type APIRequestContext, expect, type Locator, type Page, type TestInfo } from '@playwright/test'
import { outboxMails } from './outbox'
import { accountButton, accountDialog, mainNav, openSignIn } from './site-nav'

/** A new person for one test run: the e-mail is unique per run, project and test, so runs never collide. */
export interface Person {
  readonly firstName: string
  readonly lastName: string
  readonly email: string
  readonly phone: string
  readonly password: string
}

export function newPerson(info: TestInfo, firstName = 'Dana'): Person {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
  return {
    firstName,
    lastName: 'Whitfield',
    email: `${firstName.toLowerCase()}.${info.project.name}.${stamp}@example.com`,
    phone: '312 555 0100',
    password: `first-${stamp}`,
  }
}

/** The server's message for a wrong code (server/auth/codes.ts). */
export const WRONG_CODE = 'That code is not right. Check the e-mail and try again.'

/** Opens REGISTER the way a visitor would: Sign in, then its Register link. */
export async function openRegister(page: Page): Promise<Locator> {
  const signIn = await openSignIn(page)
  await signIn.getByRole('button', { name: 'Register', exact: true }).click()
  const dialog = accountDialog(page, 'Create an account')
  await expect(dialog.getByRole('heading', { name: 'Create an account' })).toBeVisible()
  return dialog
}

/** The REGISTER tab's fields, by their labels. */
export const registerFields = (dialog: Locator) => ({
  firstName: dialog.getByLabel('First name', { exact: true }),
  lastName: dialog.getByLabel('Last name', { exact: true }),
  email: dialog.getByLabel('Email', { exact: true }),
  phone: dialog.getByLabel('Phone', { exact: true }),
  password: dialog.getByLabel('Password', { exact: true }),
  confirmPassword: dialog.getByLabel('Confirm password', { exact: true }),
  terms: dialog.getByRole('checkbox', { name: 'I agree to the Terms of service' }),
})

/** Fills and sends the REGISTER form, then waits for VERIFY. */
export async function register(dialog: Locator, person: Person) {
  const fields = registerFields(dialog)
  await fields.firstName.fill(person.firstName)
  await fields.lastName.fill(person.lastName)
  await fields.email.fill(person.email)
  await fields.phone.fill(person.phone)
  await fields.password.fill(person.password)
  await fields.confirmPassword.fill(person.password)
  await fields.terms.check()
  await dialog.getByRole('button', { name: 'Create account' }).click()
  await expect(dialog.page().getByRole('dialog', { name: 'Verify your e-mail' })).toBeVisible()
}

/**
 * The newest code e-mailed to the address, read from the dev outbox as the demo admin (newest first; the subject
 * carries the code). `kind` picks the verification or the password-reset mail. The test's `request` is not used: the
 * outbox answers admins only, and the admin's session lives in a context of its own (./outbox).
 */
export async function latestCode(_request: APIRequestContext, email: string, kind: 'verify' | 'reset') {
  const subject = kind === 'verify' ? /verification code: (\d{6})$/ : /password: (\d{6})$/
  let code: string | undefined
  await expect
    .poll(async () => {
      const mails = await outboxMails(email)
      code = mails.map((mail) => subject.exec(mail.subject)?.[1]).find((found) => found !== undefined)
      return code
    })
    .toMatch(/^\d{6}$/)
  return code as string
}

export { otherCode } from '../../journeys/journey'

/** Signs out through the account menu and waits for the bar's Sign in (or, on a phone in page mode, Menu). */
export async function signOut(page: Page, person: Pick<Person, 'firstName' | 'lastName'>) {
  await accountButton(page, person).click()
  const menu = accountDialog(page, `${person.firstName} ${person.lastName}`)
  await menu.getByRole('button', { name: 'Sign out' }).click()
  await expect(menu).toBeHidden()
  await expect(
    mainNav(page)
      .getByRole('button', { name: /^(Sign in|Menu)$/ })
      .first(),
  ).toBeVisible()
}
