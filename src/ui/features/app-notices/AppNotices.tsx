import { useSelector } from '@xstate/react'
import { useApp } from '../../use-app'
import styles from './AppNotices.module.css'
import { OfflineNotice } from './OfflineNotice'

/**
 * App-wide messages: being offline, and from the app chart a failed single sign-on hand-over (SPEC §2 authToken) and
 * an account dialog whose code did not load.
 */
export function AppNotices() {
  return (
    <>
      <OfflineNotice />
      <SessionNotices />
      <AccountLoadNotice />
    </>
  )
}

function SessionNotices() {
  const app = useApp()
  const ssoError = useSelector(app, (s) => s.context.ssoError)
  const verifying = useSelector(app, (s) => s.hasTag('verifyingSession'))
  if (verifying) {
    return (
      <p className={styles.notice} role="status">
        Signing you in…
      </p>
    )
  }
  if (!ssoError) return null
  return (
    <div className={`${styles.notice} ${styles.error}`} role="alert">
      <span>{ssoError}</span>
      <span className={styles.actions}>
        <button
          type="button"
          className={styles.action}
          onClick={() => app.send({ type: 'account.open', tab: 'signIn' })}
        >
          Sign in
        </button>
        <button type="button" className={styles.dismiss} onClick={() => app.send({ type: 'sso.dismiss' })}>
          Dismiss
        </button>
      </span>
    </div>
  )
}

function AccountLoadNotice() {
  const app = useApp()
  const error = useSelector(app, (s) => s.context.accountLoadError)
  const tab = useSelector(app, (s) => s.context.accountTab)
  if (!error) return null
  return (
    <div className={`${styles.notice} ${styles.error}`} role="alert">
      <span>{error}</span>
      <span className={styles.actions}>
        <button type="button" className={styles.action} onClick={() => app.send({ type: 'account.open', tab })}>
          Try again
        </button>
        <button type="button" className={styles.dismiss} onClick={() => app.send({ type: 'account.dismissError' })}>
          Dismiss
        </button>
      </span>
    </div>
  )
}
