// The floor choice above a plan: one pressed button per floor, shown only when there is more than one floor.
import type { Floor } from '../../../../schemas/Listing'
import styles from './FloorSwitcher.module.css'

export function FloorSwitcher({
  floors,
  current,
  onSelect,
  compact = false,
}: {
  floors: ReadonlyArray<Floor>
  current: string
  onSelect: (floorId: string) => void
  /** Smaller buttons, for the floating card. */
  compact?: boolean
}) {
  if (floors.length < 2) return null
  return (
    <fieldset className={`${styles.switcher} ${compact ? styles.compact : ''}`}>
      <legend className={styles.visuallyHidden}>Floor</legend>
      {floors.map((f) => (
        <button
          key={f.id}
          type="button"
          className={styles.floor}
          aria-pressed={f.id === current}
          onClick={() => onSelect(f.id)}
        >
          {f.name}
        </button>
      ))}
    </fieldset>
  )
}
