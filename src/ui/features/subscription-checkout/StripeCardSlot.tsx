// Stripe's Payment Element, mounted into the card form when the server runs with Stripe keys (issue 18). Stripe.js
// is fetched from Stripe only now; while it loads, and if it cannot, the slot says so.
import { useEffect, useRef, useState } from 'react'
import styles from './Checkout.module.css'

export function StripeCardSlot({ publishableKey, secret }: { publishableKey: string; secret: string }) {
  const slot = useRef<HTMLDivElement>(null)
  // Pure view state: whether the third-party element has mounted (the chart only needs the secret).
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading')
  useEffect(() => {
    const container = slot.current
    if (!container) return
    let unmount: (() => void) | undefined
    let cancelled = false
    import('../../../services/stripePayment')
      .then((stripe) => stripe.mountPaymentElement(container, publishableKey, secret))
      .then((done) => {
        if (cancelled) done()
        else {
          unmount = done
          setStatus('ready')
        }
      })
      .catch(() => setStatus('failed'))
    return () => {
      cancelled = true
      unmount?.()
    }
  }, [publishableKey, secret])
  return (
    <div className={styles.stripeSlot}>
      {status === 'loading' ? <p className={styles.loading}>Loading the secure card form…</p> : null}
      {status === 'failed' ? (
        <p className={styles.paymentError} role="alert">
          The card form could not be loaded. Check your connection and try again.
        </p>
      ) : null}
      <div ref={slot} />
    </div>
  )
}
