import { type ReactNode, useEffect, useRef } from 'react'
import styles from './Modal.module.css'

interface ModalProps {
  /** The id of the element that names the dialog (its heading). */
  readonly labelledBy: string
  /** Escape, the close button and a click on the backdrop all call this; the owner decides. */
  readonly onClose: () => void
  readonly children: ReactNode
  readonly size?: 'narrow' | 'wide' | 'large'
}

/**
 * A modal on the native <dialog>: the browser traps focus, makes the page behind inert and handles Escape; we add
 * the close button, backdrop click, and focus returned to whatever opened it. Mount it to open, unmount to close.
 */
export function Modal({ labelledBy, onClose, children, size = 'narrow' }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const onCloseRef = useRef(onClose)
  onCloseRef.current = onClose

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    if (!dialog.open) dialog.showModal()
    const onCancel = (event: Event) => {
      event.preventDefault()
      onCloseRef.current()
    }
    dialog.addEventListener('cancel', onCancel)
    return () => {
      dialog.removeEventListener('cancel', onCancel)
      if (dialog.open) dialog.close()
      opener?.focus()
    }
  }, [])

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape is handled by the dialog's cancel event; this is the backdrop click.
    <dialog
      ref={ref}
      className={size === 'narrow' ? styles.dialog : `${styles.dialog} ${styles[size]}`}
      aria-labelledby={labelledBy}
      onClick={(event) => {
        if (event.target === ref.current) onCloseRef.current()
      }}
    >
      <div className={styles.body}>
        <button type="button" className={styles.close} aria-label="Close" onClick={() => onCloseRef.current()}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        {children}
      </div>
    </dialog>
  )
}
