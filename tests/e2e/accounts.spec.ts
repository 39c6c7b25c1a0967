// Account journeys against the real server (SPEC §2 Account dialog, §4 Account, §5, §8): registering, verifying
// the e-mail with the code from the dev outbox, signing out and in again; resetting a forgotten password and
// signing in with the new one. Every run registers new people, so runs and projects never share an account.
import { expect, test } from '@playwright/test'
import { seriousA11yViolations } from './pages/a11y'
import {
  latestCode,
  newPerson,
  openRegister,
  otherCode,
  register,
  registerFields,
  signOut,
  WRONG_CODE,
} from './pages/accounts'
import { watchForErrors } from './pages/app-page'
import { waitForClientRender } from './pages/public-page'
import { ONE_SCREEN } from './pages/screens'
import { lookShot } from './pages/screenshots'
import {
  accountButton,
  accountDialog,
  openSignIn,
  submitSignIn,
  WRONG_CREDENTIALS,
  withoutFailedRequests,
} from './pages/site-nav'

test.describe('accounts', () => {
  test(
    'register, verify with the e-mailed code, sign out, sign in again',
    ONE_SCREEN,
    async ({ page, request }, info) => {
      const errors = watchForErrors(page)
      const dana = newPerson(info, 'Dana')
      await page.goto('/')
      await waitForClientRender(page)

      // REGISTER from the sign-in tab; Escape closes the dialog.
      let dialog = await openRegister(page)
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      dialog = await openRegister(page)
      const fields = registerFields(dialog)
      await expect(fields.firstName).toBeFocused()
      await expect(dialog.getByRole('link', { name: 'Terms of service' })).toHaveAttribute('href', '/legal/terms')
      expect(await seriousA11yViolations(page)).toEqual([])
      await lookShot(page, { path: info.outputPath(`register-${info.project.name}.png`) })

      // Sending it empty marks every field without calling the server; the first field in error takes the focus.
      await dialog.getByRole('button', { name: 'Create account' }).click()
      await expect(dialog.getByText('Required', { exact: true })).toHaveCount(6)
      await expect(fields.firstName).toHaveAttribute('aria-invalid', 'true')
      await expect(fields.firstName).toHaveAccessibleDescription('Required')
      await expect(fields.terms).toHaveAccessibleDescription('Required')
      await expect(fields.firstName).toBeFocused()
      expect(await seriousA11yViolations(page)).toEqual([])
      await lookShot(page, { path: info.outputPath(`register-errors-${info.project.name}.png`) })

      // The keyboard alone fills it in: each field, the terms box, then the button.
      for (const value of [dana.firstName, dana.lastName, dana.email, dana.phone, '12345', 'abcdef']) {
        await page.keyboard.type(value)
        await page.keyboard.press('Tab')
      }
      await expect(fields.terms).toBeFocused()
      await page.keyboard.press('Space')
      await expect(fields.terms).toBeChecked()
      await page.keyboard.press('Tab')
      await expect(dialog.getByRole('link', { name: 'Terms of service' })).toBeFocused()
      await page.keyboard.press('Tab')
      await expect(dialog.getByRole('button', { name: 'Create account' })).toBeFocused()
      await page.keyboard.press('Enter')
      await expect(fields.password).toHaveAccessibleDescription('Must be at least 6 characters')
      await expect(fields.password).toBeFocused()
      await fields.password.fill(dana.password)
      await fields.confirmPassword.fill(`${dana.password}!`)
      await page.keyboard.press('Enter')
      await expect(fields.confirmPassword).toHaveAccessibleDescription('Must match above')
      await expect(fields.confirmPassword).toBeFocused()
      await fields.confirmPassword.fill(dana.password)
      await page.keyboard.press('Enter')

      // VERIFY: the registration signed Dana in, so the bar shows her while the dialog stays open.
      dialog = accountDialog(page, 'Verify your e-mail')
      await expect(dialog.getByRole('status')).toContainText(`We sent a six-digit code to ${dana.email}`)
      const code = dialog.getByLabel('Verification code')
      await expect(code).toBeFocused()
      await expect(accountButton(page, dana)).toHaveCount(1)
      await expect(dialog.getByRole('button', { name: 'Skip' })).toBeVisible()
      await lookShot(page, { path: info.outputPath(`verify-${info.project.name}.png`) })

      // Empty, then a wrong code: the server's message lands on the field.
      await dialog.getByRole('button', { name: 'Verify', exact: true }).click()
      await expect(code).toHaveAccessibleDescription('Required')
      const sent = await latestCode(request, dana.email, 'verify')
      await code.fill(otherCode(sent))
      await dialog.getByRole('button', { name: 'Verify', exact: true }).click()
      await expect(code).toHaveAccessibleDescription(WRONG_CODE)
      await expect(code).toHaveAttribute('aria-invalid', 'true')
      await expect(code).toHaveValue(otherCode(sent))
      await lookShot(page, { path: info.outputPath(`verify-wrong-code-${info.project.name}.png`) })

      // The right code verifies, closes the dialog and, outside app mode, goes to /my.
      await code.fill(sent)
      await dialog.getByRole('button', { name: 'Verify', exact: true }).click()
      await expect(dialog).toBeHidden()
      await expect(page).toHaveURL(/\/my$/)
      await expect(page.getByRole('heading', { name: `Welcome, ${dana.firstName}!` })).toBeVisible()
      await expect(page.getByRole('region', { name: 'Verify your e-mail address' })).toHaveCount(0)

      // The account menu shows her, verified (nothing to verify), and signs her out.
      await accountButton(page, dana).click()
      const menu = accountDialog(page, `${dana.firstName} ${dana.lastName}`)
      await expect(menu.getByText(dana.email)).toBeVisible()
      await expect(menu.getByRole('button', { name: 'Verify your e-mail' })).toHaveCount(0)
      await page.keyboard.press('Escape')
      await expect(menu).toBeHidden()
      await signOut(page, dana)
      await expect(page.getByRole('heading', { name: 'Sign in to see your listings' })).toBeVisible()

      // Signing in again with the chosen password.
      const signIn = await openSignIn(page)
      await submitSignIn(signIn, dana.email, dana.password)
      await expect(signIn).toBeHidden()
      await expect(page).toHaveURL(/\/my$/)
      await expect(page.getByRole('heading', { name: `Welcome, ${dana.firstName}!` })).toBeVisible()
      await expect(accountButton(page, dana)).toBeVisible()

      // Only the wrong code's answer (400) is an expected failure.
      expect(withoutFailedRequests(errors, 400)).toEqual([])
    },
  )

  test(
    'an unverified user verifies later from the menu; Skip closes the dialog',
    ONE_SCREEN,
    async ({ page, request }, info) => {
      const errors = watchForErrors(page)
      const evan = newPerson(info, 'Evan')
      await page.goto('/')
      await waitForClientRender(page)
      await register(await openRegister(page), evan)
      await accountDialog(page, 'Verify your e-mail').getByRole('button', { name: 'Skip' }).click()
      await expect(page).toHaveURL(/\/my$/)
      await expect(page.getByRole('region', { name: 'Verify your e-mail address' })).toBeVisible()

      // From the menu: a new code is sent (SENDING, then SENT) and verifies.
      const first = await latestCode(request, evan.email, 'verify')
      await accountButton(page, evan).click()
      const menu = accountDialog(page, `${evan.firstName} ${evan.lastName}`)
      await menu.getByRole('button', { name: 'Verify your e-mail' }).click()
      const dialog = accountDialog(page, 'Verify your e-mail')
      await expect(dialog.getByRole('status')).toContainText(`We sent a six-digit code to ${evan.email}`)
      await expect.poll(() => latestCode(request, evan.email, 'verify')).not.toBe(first)
      // 'Send a new code' retires the one before it.
      const second = await latestCode(request, evan.email, 'verify')
      await dialog.getByRole('button', { name: 'Send a new code' }).click()
      await expect.poll(() => latestCode(request, evan.email, 'verify')).not.toBe(second)
      await expect(dialog.getByRole('status')).toContainText('We sent a six-digit code')
      const third = await latestCode(request, evan.email, 'verify')
      await dialog.getByLabel('Verification code').fill(third)
      await dialog.getByRole('button', { name: 'Verify', exact: true }).click()
      await expect(dialog).toBeHidden()
      // In app mode (/my) verifying stays on the page; the prompt goes as the app learns of it.
      await expect(page.getByRole('region', { name: 'Verify your e-mail address' })).toHaveCount(0)
      expect(errors).toEqual([])
    },
  )

  // The reset's rules are the server's and the dialog's steps are the register journey's, which runs on both screens.
  test('reset a forgotten password and sign in with the new one', ONE_SCREEN, async ({ page, request }, info) => {
    const errors = watchForErrors(page)
    const fran = newPerson(info, 'Fran')
    await page.goto('/pricing')
    await waitForClientRender(page)
    await register(await openRegister(page), fran)
    await accountDialog(page, 'Verify your e-mail').getByRole('button', { name: 'Skip' }).click()
    await expect(page).toHaveURL(/\/my$/)
    await signOut(page, fran)

    // Sign in → 'Forgot password?': the typed address starts the reset.
    const signIn = await openSignIn(page)
    await signIn.getByLabel('Email').fill(fran.email)
    await lookShot(page, { path: info.outputPath(`sign-in-${info.project.name}.png`) })
    await signIn.getByRole('button', { name: 'Forgot password?' }).click()
    let dialog = accountDialog(page, 'Reset your password')
    const email = dialog.getByLabel('Email')
    await expect(email).toHaveValue(fran.email)
    await expect(email).toBeFocused()
    expect(await seriousA11yViolations(page)).toEqual([])
    await dialog.getByRole('button', { name: 'Send code' }).click()

    // CODE: a wrong code is refused on the field; the right one moves on.
    dialog = accountDialog(page, 'Enter your code')
    const code = dialog.getByLabel('Code', { exact: true })
    await expect(code).toBeFocused()
    const sent = await latestCode(request, fran.email, 'reset')
    await code.fill(otherCode(sent))
    await dialog.getByRole('button', { name: 'Continue' }).click()
    await expect(code).toHaveAccessibleDescription(WRONG_CODE)
    await code.fill(sent)
    await dialog.getByRole('button', { name: 'Continue' }).click()

    // PASSWORD: the registration's rules, then saved.
    dialog = accountDialog(page, 'Choose a new password')
    const password = dialog.getByLabel('New password', { exact: true })
    const confirm = dialog.getByLabel('Confirm new password', { exact: true })
    await expect(password).toBeFocused()
    await password.fill('short')
    await dialog.getByRole('button', { name: 'Save password' }).click()
    await expect(password).toHaveAccessibleDescription('Must be at least 6 characters')
    const newPassword = `second-${fran.password}`
    await password.fill(newPassword)
    await confirm.fill(`${newPassword}?`)
    await dialog.getByRole('button', { name: 'Save password' }).click()
    await expect(confirm).toHaveAccessibleDescription('Must match above')
    await confirm.fill(newPassword)
    await dialog.getByRole('button', { name: 'Save password' }).click()

    // COMPLETE links back to sign in, with the address filled in.
    dialog = accountDialog(page, 'Password changed')
    await expect(dialog.getByRole('status')).toContainText('Your new password is saved')
    await lookShot(page, { path: info.outputPath(`reset-complete-${info.project.name}.png`) })
    await dialog.getByRole('button', { name: 'Back to sign in' }).click()
    const again = accountDialog(page, 'Sign in')
    await expect(again.getByLabel('Email')).toHaveValue(fran.email)
    await expect(again.getByLabel('Password')).toHaveValue('')

    // The old password no longer works; the new one does.
    await again.getByLabel('Password').fill(fran.password)
    await again.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expect(again.getByRole('alert')).toHaveText(WRONG_CREDENTIALS)
    await again.getByLabel('Password').fill(newPassword)
    await again.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expect(again).toBeHidden()
    await expect(page.getByRole('heading', { name: `Welcome, ${fran.firstName}!` })).toBeVisible()
    await expect(accountButton(page, fran)).toBeVisible()

    // Expected failures only: the wrong code (400) and the old password (401).
    expect(withoutFailedRequests(errors, 400, 401)).toEqual([])
  })
})
