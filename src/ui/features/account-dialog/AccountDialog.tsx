import { useSelector } from '@xstate/react'
import { useId } from 'react'
import { PAGE_LINKS } from '../../../domain/navigation'
import type { AccountDialogActorRef } from '../../../machines/account-dialog/account-dialog.machine'
import type { AppActorRef } from '../../../machines/app/app.machine'
import { Modal } from '../../components/modal/Modal'
import { SiteLink } from '../../components/site-link/SiteLink'
import { useApp } from '../../use-app'
import styles from './AccountDialog.module.css'

/** The account dialog (SPEC §2): rendered while the app chart runs the account-dialog child chart. */
export function AccountDialog() {
  const app = useApp()
  const dialog = useSelector(app, (s) => s.children.accountDialog as AccountDialogActorRef | undefined)
  if (!dialog) return null
  return <AccountDialogPanel app={app} dialog={dialog} />
}

export function AccountDialogPanel({ app, dialog }: { app: AppActorRef; dialog: AccountDialogActorRef }) {
  const titleId = useId()
  const onSignIn = useSelector(dialog, (s) => s.matches('signIn'))
  return (
    <Modal labelledBy={titleId} onClose={() => dialog.send({ type: 'close' })}>
      {onSignIn ? (
        <SignInTab dialog={dialog} titleId={titleId} />
      ) : (
        <MenuTab app={app} dialog={dialog} titleId={titleId} />
      )}
    </Modal>
  )
}

function MenuTab({ app, dialog, titleId }: { app: AppActorRef; dialog: AccountDialogActorRef; titleId: string }) {
  const user = useSelector(dialog, (s) => s.context.user)
  const busy = useSelector(dialog, (s) => s.hasTag('busy'))
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
      {error ? (
        <p className={styles.formError} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}

function SignInTab({ dialog, titleId }: { dialog: AccountDialogActorRef; titleId: string }) {
  const draft = useSelector(dialog, (s) => s.context.draft)
  const fieldErrors = useSelector(dialog, (s) => s.context.fieldErrors)
  const formError = useSelector(dialog, (s) => s.context.formError)
  const busy = useSelector(dialog, (s) => s.hasTag('busy'))
  const ids = { email: useId(), password: useId(), emailError: useId(), passwordError: useId() }
  return (
    <form
      className={styles.tab}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        dialog.send({ type: 'signIn.submit' })
      }}
    >
      <h2 id={titleId} className={styles.title}>
        Sign in
      </h2>
      <p className={styles.lead}>Follow your orders and manage your listings.</p>
      <div className={styles.field}>
        <label htmlFor={ids.email}>Email</label>
        <input
          id={ids.email}
          type="email"
          autoComplete="email"
          value={draft.email}
          aria-invalid={fieldErrors.email ? true : undefined}
          aria-describedby={fieldErrors.email ? ids.emailError : undefined}
          onChange={(e) => dialog.send({ type: 'field.change', field: 'email', value: e.target.value })}
        />
        {fieldErrors.email ? (
          <p id={ids.emailError} className={styles.fieldError}>
            {fieldErrors.email}
          </p>
        ) : null}
      </div>
      <div className={styles.field}>
        <label htmlFor={ids.password}>Password</label>
        <input
          id={ids.password}
          type="password"
          autoComplete="current-password"
          value={draft.password}
          aria-invalid={fieldErrors.password ? true : undefined}
          aria-describedby={fieldErrors.password ? ids.passwordError : undefined}
          onChange={(e) => dialog.send({ type: 'field.change', field: 'password', value: e.target.value })}
        />
        {fieldErrors.password ? (
          <p id={ids.passwordError} className={styles.fieldError}>
            {fieldErrors.password}
          </p>
        ) : null}
      </div>
      <button type="submit" className={styles.primaryWide} disabled={busy}>
        {busy ? 'Signing in…' : 'Sign in'}
      </button>
      {formError ? (
        <p className={styles.formError} role="alert">
          {formError}
        </p>
      ) : null}
    </form>
  )
}
