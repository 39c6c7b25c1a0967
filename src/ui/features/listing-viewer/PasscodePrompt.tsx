// The passcode prompt of a protected listing (SPEC §2, §8 'incorrect passcode'). Nothing of the listing is known
// yet, so the page shows only the request; the typed passcode stays in the field after a refusal.
import { useSelector } from '@xstate/react'
import { useId, useState } from 'react'
import type { ListingViewerActorRef } from '../../../machines/listing-viewer/listing-viewer.machine'
import styles from './ListingViewer.module.css'

export function PasscodePrompt({ actor, tourName }: { actor: ListingViewerActorRef; tourName: string }) {
  const checking = useSelector(actor, (s) => s.hasTag('checkingPasscode'))
  const error = useSelector(actor, (s) => s.context.passcodeError)
  const [passcode, setPasscode] = useState('')
  const id = useId()
  return (
    <main className={styles.message} id="main">
      <svg className={styles.lock} viewBox="0 0 24 24" width="40" height="40" aria-hidden="true">
        <rect x="5" y="11" width="14" height="10" rx="2" fill="none" stroke="currentColor" strokeWidth="1.6" />
        <path d="M8 11V8a4 4 0 0 1 8 0v3" fill="none" stroke="currentColor" strokeWidth="1.6" />
      </svg>
      <h1>This listing is private</h1>
      <p>Enter the passcode you were given to see it.</p>
      <form
        className={styles.passcodeForm}
        onSubmit={(event) => {
          event.preventDefault()
          if (passcode.trim() !== '') actor.send({ type: 'passcode.submit', passcode: passcode.trim() })
        }}
        aria-label={`Passcode for ${tourName}`}
      >
        <label htmlFor={`${id}-passcode`} className={styles.label}>
          Passcode
        </label>
        <input
          id={`${id}-passcode`}
          className={styles.input}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          // biome-ignore lint/a11y/noAutofocus: the passcode is the only thing this page asks for.
          autoFocus
          value={passcode}
          onChange={(event) => setPasscode(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {error ? (
          <p id={`${id}-error`} className={styles.error} role="alert">
            {error === 'incorrect passcode' ? 'Incorrect passcode. Please try again.' : error}
          </p>
        ) : null}
        <button type="submit" className={styles.primary} disabled={checking || passcode.trim() === ''}>
          {checking ? 'Checking…' : 'Open listing'}
        </button>
      </form>
    </main>
  )
}
