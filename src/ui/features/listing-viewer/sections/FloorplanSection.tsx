// The floor plan section: each floor's plan in the visitor's unit (imperial by default, remembered), its rooms
// with their sizes (only for floors that have rooms, SPEC §5), the area lines, and the printable PDF (branded or
// unbranded, SPEC §6; not when embedded or unbranded). The interactive plan over the tour is issue 7.
import { useSelector } from '@xstate/react'
import { useState } from 'react'
import { formatArea, formatRoomSize, type UnitType } from '../../../../domain/units'
import type { Listing } from '../../../../schemas/Listing'
import { useApp } from '../../../use-app'
import type { ViewerSettings } from '../useListingViewer'
import styles from './Sections.module.css'

const UNITS: ReadonlyArray<{ unit: UnitType; label: string }> = [
  { unit: 'imperial', label: 'ft' },
  { unit: 'metric', label: 'm' },
]

export default function FloorplanSection({ listing, settings }: { listing: Listing; settings: ViewerSettings }) {
  const app = useApp()
  const unit = useSelector(app, (s) => s.context.unit)
  const [floorIndex, setFloorIndex] = useState(0)
  const plan = listing.floorplan
  const floor = plan?.floors[floorIndex] ?? plan?.floors[0]
  if (!plan || !floor) return null
  const pdf = settings.mode.unbranded ? plan.unbrandedPdfUrl : plan.brandedPdfUrl
  const downloads = !settings.mode.unbranded && !settings.mode.embedded
  return (
    <section className={styles.floorplan} aria-labelledby="plan-title">
      <div className={styles.planBar}>
        <h2 id="plan-title" className={styles.planTitle}>
          Floor plan
        </h2>
        {plan.floors.length > 1 ? (
          <div className={styles.segmented} role="tablist" aria-label="Floors">
            {plan.floors.map((f, i) => (
              <button
                key={f.id}
                type="button"
                role="tab"
                aria-selected={f.id === floor.id}
                className={styles.segment}
                onClick={() => setFloorIndex(i)}
              >
                {f.name}
              </button>
            ))}
          </div>
        ) : null}
        <fieldset className={styles.segmented}>
          <legend className={styles.visuallyHidden}>Units</legend>
          {UNITS.map((u) => (
            <button
              key={u.unit}
              type="button"
              aria-pressed={u.unit === unit}
              className={styles.segment}
              onClick={() => app.send({ type: 'unit.set', unit: u.unit })}
            >
              {u.label}
            </button>
          ))}
        </fieldset>
        {downloads ? (
          <a className={styles.planDownload} href={pdf[unit]} download>
            Download PDF
          </a>
        ) : null}
      </div>
      <div className={styles.planBody}>
        <img
          className={styles.planImage}
          src={floor.svgUrl[unit]}
          alt={`Floor plan of the ${floor.name.toLowerCase()}`}
        />
        <div className={styles.planFacts}>
          {floor.area !== null ? (
            <p className={styles.floorArea}>
              {floor.name}: <strong>{formatArea(floor.area, unit)}</strong>
            </p>
          ) : null}
          {floor.rooms.length > 0 ? (
            <table className={styles.rooms}>
              <caption className={styles.visuallyHidden}>Rooms on the {floor.name.toLowerCase()}</caption>
              <tbody>
                {floor.rooms.map((room) => (
                  <tr key={room.name}>
                    <th scope="row">{room.name}</th>
                    <td>{formatRoomSize(room, unit)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
          {plan.area.length > 0 ? (
            <dl className={styles.areas}>
              {plan.area.map((a) => (
                <div key={a.label}>
                  <dt>{a.label}</dt>
                  <dd>{formatArea(a.sqFt, unit)}</dd>
                </div>
              ))}
            </dl>
          ) : null}
        </div>
      </div>
    </section>
  )
}
