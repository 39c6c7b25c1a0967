import { useSelector } from '@xstate/react'
import { useId } from 'react'
import type { SnapshotFrom } from 'xstate'
import { PAGE_LINKS } from '../../../domain/navigation'
import { type AccountDialogActorRef, VERIFY_SEND_FAILED } from '../../../machines/account-dialog/account-dialog.machine'
import type { AppActorRef } from '../../../machines/app/app.machine'
import type { PasswordResetActorRef } from '../../../machines/password-reset/password-reset.machine'
import { Modal } from '../../components/modal/Modal'
import { SiteLink } from '../../components/site-link/SiteLink'
import styles from './AccountDialog.module.css'
import { CheckField, FormError, TextField, useFocusInvalidAfterSubmit, useFocusOnOpen } from './fields'
import { PasswordResetComplete, PasswordResetSteps } from './PasswordReset'

type Tab = 'menu' | 'signIn' | 'register' | 'verify' | 'reset' | 'resetComplete'

export function AccountDialogPanel({ app, dialog }: { app: AppActorRef; dialog: AccountDialogActorRef }) {
  const titleId = useId()
  const onMenu = useSelector(dialog, (s) => accountTabOf(s) === 'menu')
  return (
    <Modal labelledBy={titleId} onClose={() => dialog.send({ type: 'close' })}>
      {onMenu ? (
        <MenuTab app={app} dialog={dialog} titleId={titleId} />
      ) : (
        <AccountFormTab dialog={dialog} titleId={titleId} />
      )}
    </Modal>
  )
}

function accountTabOf(s: SnapshotFrom<AccountDialogActorRef>): Tab {
  if (s.matches('signIn')) return 'signIn'
  if (s.matches('register')) return 'register'
  if (s.matches('verify')) return 'verify'
  if (s.matches({ reset: 'complete' })) return 'resetComplete'
  if (s.matches('reset')) return 'reset'
  return 'menu'
}

/**
 * The dialog's form tabs (SIGN_IN, REGISTER, VERIFY, RESET) over a running account-dialog chart, without the modal
 * around them: the subscription checkout shows the same tabs inside its own dialog (issue 18). Nothing on MENU.
 */
export function AccountFormTab({ dialog, titleId }: { dialog: AccountDialogActorRef; titleId: string }) {
  const tab = useSelector(dialog, accountTabOf)
  switch (tab) {
    case 'signIn':
      return <SignInTab dialog={dialog} titleId={titleId} />
    case 'register':
      return <RegisterTab dialog={dialog} titleId={titleId} />
    case 'verify':
      return <VerifyTab dialog={dialog} titleId={titleId} />
    case 'reset':
      return <ResetTab dialog={dialog} titleId={titleId} />
    case 'resetComplete':
      return <PasswordResetComplete titleId={titleId} onSignIn={() => dialog.send({ type: 'tab.signIn' })} />
    default:
      return null
  }
}

function MenuTab({ app, dialog, titleId }: { app: AppActorRef; dialog: AccountDialogActorRef; titleId: string }) {
  const user = useSelector(dialog, (s) => s.context.user)
  const busy = useSelector(dialog, (s) => s.hasTag('busy'))
  const canVerify = useSelector(dialog, (s) => s.can({ type: 'tab.verify' }))
  const error = useSelector(dialog, (s) => s.context.formError)
  const appMode = useSelector(app, (s) => s.context.mode === 'app')
  const adminOn = useSelector(app, (s) => s.matches({ adminElements: 'on' }))
  const close = () => dialog.send({ type: 'close' })
  return (
    <div className={styles.tab}>
      {user ? (
        <div className={styles.who}>
          <h2 id={titleId} className={styles.title}>
            {user.firstName} {user.lastName}
          </h2>
          <p className={styles.email}>{user.email}</p>
        </div>
      ) : (
        <h2 id={titleId} className={styles.title}>
          Menu
        </h2>
      )}
      {canVerify ? (
        <div className={styles.notice}>
          <p>Verify your e-mail address to get your best pricing and to claim listings ordered for you.</p>
          <button type="button" className={styles.secondary} onClick={() => dialog.send({ type: 'tab.verify' })}>
            Verify your e-mail
          </button>
        </div>
      ) : null}
      {user && appMode ? (
        <label className={styles.toggle}>
          <input
            type="checkbox"
            role="switch"
            aria-checked={adminOn}
            checked={adminOn}
            onChange={() => app.send({ type: 'adminElements.toggle' })}
          />
          <span>Show admin elements</span>
        </label>
      ) : null}
      {!appMode ? (
        <ul className={styles.links}>
          {PAGE_LINKS.filter((l) => l.href && l.id !== 'orderNow').map((link) => (
            <li key={link.id}>
              <SiteLink to={link.href as string} onClick={close}>
                {link.label}
              </SiteLink>
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.actions}>
        {user ? (
          <button
            type="button"
            className={styles.secondary}
            disabled={busy}
            onClick={() => dialog.send({ type: 'signOut' })}
          >
            {busy ? 'Signing out…' : 'Sign out'}
          </button>
        ) : (
          <button type="button" className={styles.secondary} onClick={() => dialog.send({ type: 'tab.signIn' })}>
            Sign in
          </button>
        )}
        {!appMode ? (
          <SiteLink to="/order" className={styles.primary} onClick={close}>
            Order now
          </SiteLink>
        ) : null}
      </div>
      <FormError message={error} />
    </div>
  )
}

function SignInTab({ dialog, titleId }: { dialog: AccountDialogActorRef; titleId: string }) {
  const draft = useSelector(dialog, (s) => s.context.signInDraft)
  const fieldErrors = useSelector(dialog, (s) => s.context.fieldErrors)
  const formError = useSelector(dialog, (s) => s.context.formError)
  const busy = useSelector(dialog, (s) => s.hasTag('busy'))
  const first = useFocusOnOpen<HTMLInputElement>()
  const { formRef, onSubmitted } = useFocusInvalidAfterSubmit(fieldErrors, busy)
  return (
    <form
      ref={formRef}
      className={styles.tab}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        onSubmitted()
        dialog.send({ type: 'signIn.submit' })
      }}
    >
      <h2 id={titleId} className={styles.title}>
        Sign in
      </h2>
      <p className={styles.lead}>Follow your orders and manage your listings.</p>
      <TextField
        inputRef={first}
        label="Email"
        type="email"
        autoComplete="email"
        value={draft.email}
        error={fieldErrors.email}
        onChange={(value) => dialog.send({ type: 'field.change', field: 'email', value })}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        value={draft.password}
        error={fieldErrors.password}
        onChange={(value) => dialog.send({ type: 'field.change', field: 'password', value })}
        hint={
          <button
            type="button"
            className={`${styles.linkButton} ${styles.fieldAside}`}
            disabled={busy}
            onClick={() => dialog.send({ type: 'tab.reset' })}
          >
            Forgot password?
          </button>
        }
      />
      <button type="submit" className={styles.primaryWide} disabled={busy}>
        {busy ? 'Signing in…' : 'Sign in'}
      </button>
      <FormError message={formError} />
      <p className={styles.switch}>
        No account yet?{' '}
        <button
          type="button"
          className={styles.linkButton}
          disabled={busy}
          onClick={() => dialog.send({ type: 'tab.register' })}
        >
          Register
        </button>
      </p>
    </form>
  )
}

function RegisterTab({ dialog, titleId }: { dialog: AccountDialogActorRef; titleId: string }) {
  const draft = useSelector(dialog, (s) => s.context.registerDraft)
  const fieldErrors = useSelector(dialog, (s) => s.context.fieldErrors)
  const formError = useSelector(dialog, (s) => s.context.formError)
  const busy = useSelector(dialog, (s) => s.hasTag('busy'))
  const first = useFocusOnOpen<HTMLInputElement>()
  const { formRef, onSubmitted } = useFocusInvalidAfterSubmit(fieldErrors, busy)
  const change =
    (field: 'firstName' | 'lastName' | 'email' | 'phone' | 'password' | 'confirmPassword') => (value: string) =>
      dialog.send({ type: 'register.change', field, value })
  return (
    <form
      ref={formRef}
      className={styles.tab}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        onSubmitted()
        dialog.send({ type: 'register.submit' })
      }}
    >
      <h2 id={titleId} className={styles.title}>
        Create an account
      </h2>
      <p className={styles.lead}>Order shoots, follow them to delivery and manage your listings.</p>
      <div className={styles.row}>
        <TextField
          inputRef={first}
          label="First name"
          autoComplete="given-name"
          value={draft.firstName}
          error={fieldErrors.firstName}
          onChange={change('firstName')}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          value={draft.lastName}
          error={fieldErrors.lastName}
          onChange={change('lastName')}
        />
      </div>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        value={draft.email}
        error={fieldErrors.email}
        onChange={change('email')}
      />
      <TextField
        label="Phone"
        type="tel"
        autoComplete="tel"
        value={draft.phone}
        error={fieldErrors.phone}
        onChange={change('phone')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        value={draft.password}
        error={fieldErrors.password}
        onChange={change('password')}
      />
      <TextField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        value={draft.confirmPassword}
        error={fieldErrors.confirmPassword}
        onChange={change('confirmPassword')}
      />
      <CheckField
        checked={draft.terms}
        error={fieldErrors.terms}
        onChange={(ticked) => dialog.send({ type: 'register.terms', ticked })}
      >
        I agree to the{' '}
        <a href="/legal/terms" target="_blank" rel="noopener">
          Terms of service
        </a>
      </CheckField>
      <button type="submit" className={styles.primaryWide} disabled={busy}>
        {busy ? 'Creating account…' : 'Create account'}
      </button>
      <FormError message={formError} />
      <p className={styles.switch}>
        Already have an account?{' '}
        <button
          type="button"
          className={styles.linkButton}
          disabled={busy}
          onClick={() => dialog.send({ type: 'tab.signIn' })}
        >
          Sign in
        </button>
      </p>
    </form>
  )
}

function VerifyTab({ dialog, titleId }: { dialog: AccountDialogActorRef; titleId: string }) {
  const email = useSelector(dialog, (s) => s.context.user?.email ?? '')
  const code = useSelector(dialog, (s) => s.context.verifyDraft.code)
  const fieldErrors = useSelector(dialog, (s) => s.context.fieldErrors)
  const formError = useSelector(dialog, (s) => s.context.formError)
  const busy = useSelector(dialog, (s) => s.hasTag('busy'))
  const delivery = useSelector(dialog, (s) => {
    if (s.matches({ verify: { delivery: 'sent' } })) return 'sent' as const
    if (s.matches({ verify: { delivery: 'error' } })) return 'error' as const
    return 'sending' as const
  })
  const first = useFocusOnOpen<HTMLInputElement>()
  const { formRef, onSubmitted } = useFocusInvalidAfterSubmit(fieldErrors, busy)
  return (
    <form
      ref={formRef}
      className={styles.tab}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        onSubmitted()
        dialog.send({ type: 'verify.submit' })
      }}
    >
      <h2 id={titleId} className={styles.title}>
        Verify your e-mail
      </h2>
      {delivery === 'error' ? (
        <p className={styles.formError} role="alert">
          {VERIFY_SEND_FAILED}
        </p>
      ) : (
        <p className={styles.lead} role="status">
          {delivery === 'sent' ? (
            <>
              We sent a six-digit code to <strong className={styles.address}>{email}</strong>. It is valid for 15
              minutes.
            </>
          ) : (
            <>
              Sending a code to <strong className={styles.address}>{email}</strong>…
            </>
          )}
        </p>
      )}
      <TextField
        inputRef={first}
        label="Verification code"
        autoComplete="one-time-code"
        inputMode="numeric"
        value={code}
        error={fieldErrors.code}
        onChange={(value) => dialog.send({ type: 'verify.change', value })}
      />
      <button type="submit" className={styles.primaryWide} disabled={busy}>
        {busy ? 'Verifying…' : 'Verify'}
      </button>
      <FormError message={formError} />
      <div className={styles.spread}>
        <button
          type="button"
          className={styles.linkButton}
          disabled={delivery === 'sending'}
          onClick={() => dialog.send({ type: 'verify.resend' })}
        >
          Send a new code
        </button>
        <button type="button" className={styles.linkButton} onClick={() => dialog.send({ type: 'verify.skip' })}>
          Skip
        </button>
      </div>
    </form>
  )
}

function ResetTab({ dialog, titleId }: { dialog: AccountDialogActorRef; titleId: string }) {
  const reset = useSelector(dialog, (s) => s.children.passwordReset as PasswordResetActorRef | undefined)
  if (!reset) return null
  return <PasswordResetSteps reset={reset} titleId={titleId} onSignIn={() => dialog.send({ type: 'tab.signIn' })} />
}
