// The order admin's panel (SPEC §6 order admin; issue 16), shown only to order admins while the local admin toggle is
// on: the owner by e-mail, the photographer's instructions, and the adjustments with their add form. It is the same
// view over the same chart on a placed order (the change flow) and on a draft (the order flow's CONFIRM step); the
// host creates the chart and hands its answers on.
import { useSelector } from '@xstate/react'
import { useId } from 'react'
import type { Currency } from '../../../domain/money'
import { formatMoney } from '../../../domain/money'
import type { OrderAdminChartRef } from '../../../machines/order-admin/order-admin.machine'
import styles from './AdminPanel.module.css'

export interface AdminAdjustment {
  readonly id: string
  readonly description: string
  readonly amount: number
}

export function AdminPanel<T>({
  admin,
  adjustments,
  currency,
}: {
  admin: OrderAdminChartRef<T>
  adjustments: ReadonlyArray<AdminAdjustment>
  currency: Currency
}) {
  const ownerEmail = useSelector(admin, (s) => s.context.ownerEmail)
  const instructions = useSelector(admin, (s) => s.context.instructions)
  const adjustment = useSelector(admin, (s) => s.context.adjustment)
  const errors = useSelector(admin, (s) => s.context.adjustmentErrors)
  const saving = useSelector(admin, (s) => s.hasTag('saving'))
  const error = useSelector(admin, (s) => s.context.error)
  const saved = useSelector(admin, (s) => s.context.saved)
  const id = useId()
  const field = (name: 'description' | 'amount') => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  })

  return (
    <section className={styles.admin} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.title}>
        Order admin
      </h3>
      <form
        className={styles.adminRow}
        onSubmit={(e) => {
          e.preventDefault()
          admin.send({ type: 'owner.save' })
        }}
      >
        <label htmlFor={`${id}-owner`}>Owner's e-mail</label>
        <input
          id={`${id}-owner`}
          type="email"
          value={ownerEmail}
          maxLength={254}
          onChange={(e) => admin.send({ type: 'owner.change', value: e.target.value })}
        />
        <button type="submit" className={styles.secondary} disabled={saving || ownerEmail.trim() === ''}>
          Assign owner
        </button>
      </form>
      <form
        className={styles.adminRow}
        onSubmit={(e) => {
          e.preventDefault()
          admin.send({ type: 'instructions.save' })
        }}
      >
        <label htmlFor={`${id}-instructions`}>Instructions for the photographer</label>
        <textarea
          id={`${id}-instructions`}
          value={instructions}
          rows={2}
          maxLength={2000}
          onChange={(e) => admin.send({ type: 'instructions.change', value: e.target.value })}
        />
        <button type="submit" className={styles.secondary} disabled={saving}>
          Save instructions
        </button>
      </form>
      <ul className={styles.adjustments} aria-label="Adjustments">
        {adjustments.map((a) => (
          <li key={a.id}>
            <span>{a.description}</span>
            <span className={styles.amount}>{formatMoney(a.amount, { currency, signed: true })}</span>
            <button
              type="button"
              className={styles.link}
              disabled={saving}
              onClick={() => admin.send({ type: 'adjustment.remove', adjustmentId: a.id })}
            >
              Remove<span className={styles.visuallyHidden}> {a.description}</span>
            </button>
          </li>
        ))}
      </ul>
      <form
        className={styles.adjustmentForm}
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          admin.send({ type: 'adjustment.add' })
        }}
      >
        <div>
          <label htmlFor={`${id}-description`}>Adjustment</label>
          <input
            {...field('description')}
            value={adjustment.description}
            maxLength={200}
            onChange={(e) => admin.send({ type: 'adjustment.change', field: 'description', value: e.target.value })}
          />
          {errors.description ? (
            <p id={`${id}-description-error`} className={styles.error}>
              {errors.description}
            </p>
          ) : null}
        </div>
        <div>
          <label htmlFor={`${id}-amount`}>Amount ($, − for a credit)</label>
          <input
            {...field('amount')}
            inputMode="decimal"
            value={adjustment.amount}
            maxLength={20}
            onChange={(e) => admin.send({ type: 'adjustment.change', field: 'amount', value: e.target.value })}
          />
          {errors.amount ? (
            <p id={`${id}-amount-error`} className={styles.error}>
              {errors.amount}
            </p>
          ) : null}
        </div>
        <button type="submit" className={styles.secondary} disabled={saving}>
          Add adjustment
        </button>
      </form>
      <p className={styles.muted} role="status">
        {saving ? 'Saving…' : (saved ?? '')}
      </p>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </section>
  )
}
