// The schedule step's people: the photographer choice (avatar or initials, 'Any photographer' = null) and, for
// order admins, why each photographer is busy that day (SPEC §6; SCHEDULING.md unavailable blocks).
import { useId, useState } from 'react'
import { initials } from '../../../../domain/initials'
import type { Photographer } from '../../../../schemas/Order'
import type { UnavailableBlock } from '../../../../schemas/TimeSlot'
import styles from './ScheduleStep.module.css'

interface PhotographerChoiceProps {
  readonly photographers: ReadonlyArray<Photographer>
  readonly selected: string | null
  readonly disabled: boolean
  readonly onChoose: (id: string | null) => void
}

export function PhotographerChoice({ photographers, selected, disabled, onChoose }: PhotographerChoiceProps) {
  const name = useId()
  const options: Array<{ id: string | null; label: string; avatarUrl: string | null }> = [
    { id: null, label: 'Any photographer', avatarUrl: null },
    ...photographers.map((p) => ({ id: p.id, label: p.name, avatarUrl: p.avatarUrl })),
  ]
  return (
    <fieldset className={styles.photographers}>
      <legend className={styles.subtitle}>Photographer</legend>
      <div className={styles.people}>
        {options.map((option) => (
          <label key={option.id ?? 'any'} className={styles.person}>
            <input
              type="radio"
              name={name}
              className={styles.visuallyHidden}
              checked={selected === option.id}
              disabled={disabled}
              onChange={() => onChoose(option.id)}
            />
            <Avatar url={option.avatarUrl} fallback={option.id === null ? '★' : initials(option.label)} />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}

interface UnavailableBlocksProps {
  readonly photographers: ReadonlyArray<Photographer>
  readonly times: ReadonlyArray<{
    readonly photographerId: string
    readonly unavailableBlocks: ReadonlyArray<UnavailableBlock>
  }>
  readonly clock: Intl.DateTimeFormat
}

/** Order admins only (SPEC §6): why each photographer is busy that day. */
export function UnavailableBlocks({ photographers, times, clock }: UnavailableBlocksProps) {
  const busy = times.filter((t) => t.unavailableBlocks.length > 0)
  if (busy.length === 0) return null
  return (
    <section className={styles.blocks} aria-label="Unavailable blocks">
      <h3 className={styles.subtitle}>Unavailable</h3>
      {busy.map((t) => (
        <div key={t.photographerId}>
          <h4 className={styles.blockName}>
            {photographers.find((p) => p.id === t.photographerId)?.name ?? t.photographerId}
          </h4>
          <ul>
            {t.unavailableBlocks.map((block) => (
              <li key={`${block.startTime}-${block.type}`}>
                <span className={styles.blockTime}>
                  {clock.format(new Date(block.startTime))}–{clock.format(new Date(block.endTime))}
                </span>{' '}
                {block.description || block.type}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  )
}

/** The photo, or the initials when there is none or it fails to load (never a broken image). */
function Avatar({ url, fallback }: { url: string | null; fallback: string }) {
  const [failed, setFailed] = useState(false)
  return url && !failed ? (
    <img className={styles.avatar} src={url} alt="" width={36} height={36} onError={() => setFailed(true)} />
  ) : (
    <span className={styles.avatar} aria-hidden="true">
      {fallback}
    </span>
  )
}
