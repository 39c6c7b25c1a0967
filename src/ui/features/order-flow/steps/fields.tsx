// The order steps' building blocks: labelled inputs whose message is tied to them (aria-invalid, aria-describedby),
// and the rule for when a message shows: once its field is touched (the wizard marks every field touched on Next,
// and the fields of a server's answer too).
import { type ReactNode, useId } from 'react'
import styles from './fields.module.css'
import type { StepProps } from './step-props'

type Messages = Pick<StepProps<unknown>, 'fieldErrors' | 'touched'>

const isTouched = (touched: Messages['touched'], field: string) =>
  'has' in touched ? touched.has(field) : touched.includes(field)

/** The message to show for `field` (a dotted path in the draft), or undefined while untouched or valid. */
export const messageFor = (props: Messages, field: string): string | undefined =>
  isTouched(props.touched, field) ? props.fieldErrors[field] : undefined

interface FieldShellProps {
  readonly id: string
  readonly label: ReactNode
  readonly error: string | undefined
  readonly hint?: ReactNode
  readonly className?: string
  readonly children: ReactNode
}

function FieldShell({ id, label, error, hint, className, children }: FieldShellProps) {
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label htmlFor={id}>{label}</label>
      {children}
      {hint ? <p className={styles.hint}>{hint}</p> : null}
      {/* The message's line is always there: a message appearing when a field loses focus must not move the
          buttons under it, or the click that took the focus away (Back, Add contact) lands on empty space. */}
      <p id={`${id}-error`} className={styles.error}>
        {error}
      </p>
    </div>
  )
}

const described = (id: string, error: string | undefined) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? `${id}-error` : undefined,
})

interface TextFieldProps {
  readonly label: ReactNode
  readonly value: string
  readonly error: string | undefined
  readonly onChange: (value: string) => void
  readonly onBlur: () => void
  readonly disabled: boolean
  readonly type?: 'text' | 'email' | 'tel'
  readonly autoComplete: string
  readonly inputMode?: 'text' | 'numeric' | 'email' | 'tel'
  readonly required?: boolean
  readonly hint?: ReactNode
  readonly className?: string
}

export function TextField(props: TextFieldProps) {
  const id = useId()
  return (
    <FieldShell id={id} label={props.label} error={props.error} hint={props.hint} className={props.className}>
      <input
        id={id}
        type={props.type ?? 'text'}
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        required={props.required}
        value={props.value}
        disabled={props.disabled}
        onChange={(e) => props.onChange(e.target.value)}
        onBlur={props.onBlur}
        {...described(id, props.error)}
      />
    </FieldShell>
  )
}

interface SelectFieldProps<V extends string> {
  readonly label: ReactNode
  readonly value: V | null
  readonly options: ReadonlyArray<V>
  /** The empty choice shown while nothing is chosen. */
  readonly placeholder: string
  readonly error: string | undefined
  readonly onChange: (value: V | null) => void
  readonly onBlur: () => void
  readonly disabled: boolean
  readonly className?: string
}

export function SelectField<V extends string>(props: SelectFieldProps<V>) {
  const id = useId()
  return (
    <FieldShell id={id} label={props.label} error={props.error} className={props.className}>
      <select
        id={id}
        value={props.value ?? ''}
        disabled={props.disabled}
        required
        onChange={(e) => props.onChange(e.target.value === '' ? null : (e.target.value as V))}
        onBlur={props.onBlur}
        {...described(id, props.error)}
      >
        <option value="">{props.placeholder}</option>
        {props.options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </FieldShell>
  )
}

interface TextAreaFieldProps {
  readonly label: ReactNode
  readonly value: string
  readonly error: string | undefined
  readonly onChange: (value: string) => void
  readonly onBlur: () => void
  readonly disabled: boolean
  readonly hint?: ReactNode
}

export function TextAreaField(props: TextAreaFieldProps) {
  const id = useId()
  return (
    <FieldShell id={id} label={props.label} error={props.error} hint={props.hint} className={styles.wide}>
      <textarea
        id={id}
        rows={3}
        autoComplete="off"
        value={props.value}
        disabled={props.disabled}
        onChange={(e) => props.onChange(e.target.value)}
        onBlur={props.onBlur}
        {...described(id, props.error)}
      />
    </FieldShell>
  )
}

/** A step's error box (SPEC §8: the server's errors[0]). */
export function StepError({ message, children }: { message: string | undefined; children?: ReactNode }) {
  if (!message) return null
  return (
    <div className={styles.alert} role="alert">
      <p>{message}</p>
      {children}
    </div>
  )
}
