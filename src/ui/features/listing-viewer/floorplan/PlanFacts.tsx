// Beside the full plan: the floor's area, its rooms with their sizes (only floors that have rooms, SPEC §5), the
// area lines of the whole plan, and the downloads the mode allows (src/domain/floorplan-downloads.ts).
import type { FloorplanDownload } from '../../../../domain/floorplan-downloads'
import { formatArea, formatRoomSize, type UnitType } from '../../../../domain/units'
import type { Floor, Floorplan } from '../../../../schemas/Listing'
import styles from '../sections/Sections.module.css'

export function PlanFacts({
  plan,
  floor,
  unit,
  downloads,
}: {
  plan: Floorplan
  floor: Floor
  unit: UnitType
  downloads: ReadonlyArray<FloorplanDownload>
}) {
  return (
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
      {downloads.length > 0 ? (
        <nav className={styles.planDownloads} aria-label="Floor plan downloads">
          <h3 className={styles.planDownloadsTitle}>Download</h3>
          <ul>
            {downloads.map((d) => (
              <li key={d.kind}>
                <a className={styles.planDownload} href={d.href} download data-kind={d.kind}>
                  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                    <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
                  </svg>
                  {d.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  )
}
