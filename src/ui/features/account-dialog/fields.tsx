// The account forms' building blocks: a labelled input whose message is tied to it (aria-invalid and
// aria-describedby), the terms box, and the focus rule every tab follows (the first field when the tab opens).
import { type ReactNode, type Ref, useEffect, useId, useRef } from 'react'
import styles from './AccountDialog.module.css'

interface TextFieldProps {
  readonly label: string
  readonly value: string
  readonly error: string | undefined
  readonly onChange: (value: string) => void
  readonly type?: 'text' | 'email' | 'tel' | 'password'
  readonly autoComplete?: string
  readonly inputMode?: 'text' | 'numeric' | 'email' | 'tel'
  readonly inputRef?: Ref<HTMLInputElement>
  readonly hint?: ReactNode
  readonly placeholder?: string
}

export function TextField({
  label,
  value,
  error,
  onChange,
  type = 'text',
  autoComplete,
  inputMode,
  inputRef,
  hint,
  placeholder,
}: TextFieldProps) {
  const id = useId()
  const errorId = `${id}-error`
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        ref={inputRef}
        id={id}
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        placeholder={placeholder}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {error ? (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
      {hint}
    </div>
  )
}

interface CheckFieldProps {
  readonly checked: boolean
  readonly error: string | undefined
  readonly onChange: (checked: boolean) => void
  readonly children: ReactNode
}

export function CheckField({ checked, error, onChange, children }: CheckFieldProps) {
  const id = useId()
  const errorId = `${id}-error`
  return (
    <div className={styles.checkField}>
      <div className={styles.check}>
        <input
          id={id}
          type="checkbox"
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => onChange(e.target.checked)}
        />
        <label htmlFor={id}>{children}</label>
      </div>
      {error ? (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** The general error under a form (SPEC §8). */
export function FormError({ message }: { message: string | undefined }) {
  return message ? (
    <p className={styles.formError} role="alert">
      {message}
    </p>
  ) : null
}

/**
 * A ref for the field that takes focus when its tab or step opens. The focus waits a microtask: on the dialog's
 * first render this effect runs before the Modal's own (children first), whose showModal() would move focus again.
 */
export function useFocusOnOpen<T extends HTMLElement>() {
  const ref = useRef<T>(null)
  useEffect(() => {
    const element = ref.current
    queueMicrotask(() => element?.focus())
  }, [])
  return ref
}

/**
 * After a submit that comes back with field messages (the form check at once, or the server's answer), the first
 * field in error takes the focus, so a keyboard or screen-reader user lands where the fix is. `fieldErrors` is the
 * chart's object: a new one after every check or answer.
 */
export function useFocusInvalidAfterSubmit(fieldErrors: object, busy: boolean) {
  const formRef = useRef<HTMLFormElement>(null)
  const submittedWith = useRef<object | null>(null)
  useEffect(() => {
    if (submittedWith.current === null || busy || submittedWith.current === fieldErrors) return
    submittedWith.current = null
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  })
  const onSubmitted = () => {
    submittedWith.current = fieldErrors
  }
  return { formRef, onSubmitted }
}
