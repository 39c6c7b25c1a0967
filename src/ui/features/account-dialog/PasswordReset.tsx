// The RESET tab (SPEC §2, §4): the password-reset child chart's steps EMAIL, CODE and PASSWORD, and the done step
// the dialog shows once the chart has ended (COMPLETE), with its link back to sign in.
import { useSelector } from '@xstate/react'
import { type PasswordResetActorRef, resetStepOf } from '../../../machines/password-reset/password-reset.machine'
import styles from './AccountDialog.module.css'
import { FormError, TextField, useFocusInvalidAfterSubmit, useFocusOnOpen } from './fields'

interface StepsProps {
  readonly reset: PasswordResetActorRef
  readonly titleId: string
  /** Back to the SIGN_IN tab. */
  readonly onSignIn: () => void
}

export function PasswordResetSteps({ reset, titleId, onSignIn }: StepsProps) {
  const step = useSelector(reset, resetStepOf)
  const busy = useSelector(reset, (s) => s.hasTag('busy'))
  const formError = useSelector(reset, (s) => s.context.formError)
  const fieldErrors = useSelector(reset, (s) => s.context.fieldErrors)
  const { formRef, onSubmitted } = useFocusInvalidAfterSubmit(fieldErrors, busy)
  if (step === 'COMPLETE') return null
  return (
    <form
      ref={formRef}
      className={styles.tab}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        onSubmitted()
        reset.send({ type: 'submit' })
      }}
    >
      {/* Keyed by step, so each step mounts afresh and focuses its first field. */}
      {step === 'EMAIL' ? <EmailStep key="email" reset={reset} titleId={titleId} /> : null}
      {step === 'CODE' ? <CodeStep key="code" reset={reset} titleId={titleId} /> : null}
      {step === 'PASSWORD' ? <PasswordStep key="password" reset={reset} titleId={titleId} /> : null}
      <FormError message={formError} />
      <p className={styles.switch}>
        Remembered it?{' '}
        <button type="button" className={styles.linkButton} disabled={busy} onClick={onSignIn}>
          Back to sign in
        </button>
      </p>
    </form>
  )
}

function EmailStep({ reset, titleId }: { reset: PasswordResetActorRef; titleId: string }) {
  const email = useSelector(reset, (s) => s.context.draft.email)
  const error = useSelector(reset, (s) => s.context.fieldErrors.email)
  const busy = useSelector(reset, (s) => s.hasTag('busy'))
  const first = useFocusOnOpen<HTMLInputElement>()
  return (
    <>
      <h2 id={titleId} className={styles.title}>
        Reset your password
      </h2>
      <p className={styles.lead}>Enter the e-mail of your account and we will send you a code to reset it.</p>
      <TextField
        inputRef={first}
        label="Email"
        type="email"
        autoComplete="email"
        value={email}
        error={error}
        onChange={(value) => reset.send({ type: 'field.change', field: 'email', value })}
      />
      <button type="submit" className={styles.primaryWide} disabled={busy}>
        {busy ? 'Sending…' : 'Send code'}
      </button>
    </>
  )
}

function CodeStep({ reset, titleId }: { reset: PasswordResetActorRef; titleId: string }) {
  const email = useSelector(reset, (s) => s.context.draft.email.trim())
  const code = useSelector(reset, (s) => s.context.draft.code)
  const error = useSelector(reset, (s) => s.context.fieldErrors.code)
  const busy = useSelector(reset, (s) => s.hasTag('busy'))
  const first = useFocusOnOpen<HTMLInputElement>()
  return (
    <>
      <h2 id={titleId} className={styles.title}>
        Enter your code
      </h2>
      <p className={styles.lead} role="status">
        If <strong className={styles.address}>{email}</strong> has an account, a six-digit code is on its way to it. It
        is valid for 15 minutes.
      </p>
      <TextField
        inputRef={first}
        label="Code"
        autoComplete="one-time-code"
        inputMode="numeric"
        value={code}
        error={error}
        onChange={(value) => reset.send({ type: 'field.change', field: 'code', value })}
      />
      <button type="submit" className={styles.primaryWide} disabled={busy}>
        {busy ? 'Checking…' : 'Continue'}
      </button>
      <button
        type="button"
        className={`${styles.linkButton} ${styles.start}`}
        disabled={busy}
        onClick={() => reset.send({ type: 'back' })}
      >
        Use another e-mail or send a new code
      </button>
    </>
  )
}

function PasswordStep({ reset, titleId }: { reset: PasswordResetActorRef; titleId: string }) {
  const draft = useSelector(reset, (s) => s.context.draft)
  const fieldErrors = useSelector(reset, (s) => s.context.fieldErrors)
  const busy = useSelector(reset, (s) => s.hasTag('busy'))
  const first = useFocusOnOpen<HTMLInputElement>()
  return (
    <>
      <h2 id={titleId} className={styles.title}>
        Choose a new password
      </h2>
      <p className={styles.lead}>At least 6 characters. Every device signed in to your account will be signed out.</p>
      {/* The account's address, for password managers to file the new password under. */}
      <input type="email" autoComplete="username" value={draft.email} readOnly hidden />
      <TextField
        inputRef={first}
        label="New password"
        type="password"
        autoComplete="new-password"
        value={draft.password}
        error={fieldErrors.password}
        onChange={(value) => reset.send({ type: 'field.change', field: 'password', value })}
      />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        value={draft.confirmPassword}
        error={fieldErrors.confirmPassword}
        onChange={(value) => reset.send({ type: 'field.change', field: 'confirmPassword', value })}
      />
      <button type="submit" className={styles.primaryWide} disabled={busy}>
        {busy ? 'Saving…' : 'Save password'}
      </button>
    </>
  )
}

/** Step COMPLETE: the chart has ended; sign in with the new password. */
export function PasswordResetComplete({ titleId, onSignIn }: { titleId: string; onSignIn: () => void }) {
  const first = useFocusOnOpen<HTMLButtonElement>()
  return (
    <div className={styles.tab}>
      <h2 id={titleId} className={styles.title}>
        Password changed
      </h2>
      <p className={styles.lead} role="status">
        Your new password is saved, and every device that was signed in has been signed out. Sign in with your new
        password.
      </p>
      <button ref={first} type="button" className={styles.primaryWide} onClick={onSignIn}>
        Back to sign in
      </button>
    </div>
  )
}
