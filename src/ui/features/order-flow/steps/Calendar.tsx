// The schedule step's month calendar (SPEC §5 Schedule, §9 calendar range): today through two months ahead, other
// days disabled. An ARIA grid with one tab stop: arrow keys move between days (across months), Enter or Space
// chooses, Page Up / Page Down change month.
import { useEffect, useId, useRef, useState } from 'react'
import {
  addMonths,
  type CalendarRange,
  isInRange,
  monthGrid,
  moveFocus,
  parseIsoDate,
} from '../../../../domain/time-slots'
import styles from './Calendar.module.css'

const WEEKDAYS = [
  ['Su', 'Sunday'],
  ['Mo', 'Monday'],
  ['Tu', 'Tuesday'],
  ['We', 'Wednesday'],
  ['Th', 'Thursday'],
  ['Fr', 'Friday'],
  ['Sa', 'Saturday'],
] as const

const monthTitle = (year: number, month: number) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month, 1)),
  )

const dayLabel = (date: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`))

interface CalendarProps {
  readonly range: CalendarRange
  readonly selected: string | null
  readonly onSelect: (date: string) => void
  readonly disabled: boolean
}

export function Calendar({ range, selected, onSelect, disabled }: CalendarProps) {
  const titleId = useId()
  const [focused, setFocused] = useState(() => (selected && isInRange(selected, range) ? selected : range.first))
  const { year, month } = parseIsoDate(focused)
  const grid = monthGrid(year, month)
  const gridRef = useRef<HTMLTableElement>(null)
  const moved = useRef(false)

  // A day chosen from outside (the order's own day, or the address's reschedule_{id}_{date}) arrives after the first
  // render: show its month, without taking the keyboard focus.
  useEffect(() => {
    if (selected && isInRange(selected, range))
      setFocused((now) => (now.slice(0, 7) === selected.slice(0, 7) ? now : selected))
  }, [selected, range])

  // After a key moves the focus, the new day's button takes it (possibly in another month's grid).
  useEffect(() => {
    if (!moved.current) return
    moved.current = false
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-date="${focused}"]`)?.focus()
  }, [focused])

  const firstMonth = focused.slice(0, 7) <= range.first.slice(0, 7)
  const lastMonth = focused.slice(0, 7) >= range.last.slice(0, 7)
  const clamp = (date: string) => (date < range.first ? range.first : date > range.last ? range.last : date)
  const showMonth = (by: number) => setFocused(clamp(addMonths(focused, by)))

  const onKeyDown = (event: React.KeyboardEvent) => {
    let next: string | undefined
    if (event.key === 'PageUp') next = clamp(addMonths(focused, -1))
    else if (event.key === 'PageDown') next = clamp(addMonths(focused, 1))
    else if (event.key.startsWith('Arrow')) next = moveFocus(focused, event.key, range)
    if (next === undefined) return
    event.preventDefault()
    moved.current = true
    setFocused(next)
  }

  return (
    <div className={styles.calendar}>
      <div className={styles.header}>
        <button
          type="button"
          className={styles.nav}
          aria-label="Previous month"
          disabled={firstMonth}
          onClick={() => showMonth(-1)}
        >
          ‹
        </button>
        <h3 id={titleId} className={styles.month} aria-live="polite">
          {monthTitle(year, month)}
        </h3>
        <button
          type="button"
          className={styles.nav}
          aria-label="Next month"
          disabled={lastMonth}
          onClick={() => showMonth(1)}
        >
          ›
        </button>
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the APG date grid; its cells become gridcells. */}
      <table ref={gridRef} role="grid" aria-labelledby={titleId} className={styles.grid} onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {WEEKDAYS.map(([short, long]) => (
              <th key={long} scope="col" abbr={long} className={styles.weekday}>
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {grid.map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((date, column) => {
                // biome-ignore lint/suspicious/noArrayIndexKey: empty cells differ only by their column.
                if (date === null) return <td key={column} />
                const bookable = isInRange(date, range)
                return (
                  <td key={date}>
                    <button
                      type="button"
                      data-date={date}
                      className={styles.day}
                      tabIndex={date === focused ? 0 : -1}
                      disabled={!bookable || disabled}
                      aria-label={dayLabel(date)}
                      aria-pressed={date === selected}
                      aria-current={date === range.first ? 'date' : undefined}
                      onFocus={() => setFocused(date)}
                      onClick={() => onSelect(date)}
                    >
                      {Number(date.slice(8))}
                    </button>
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
