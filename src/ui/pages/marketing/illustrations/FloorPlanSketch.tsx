// An inline SVG floor plan of a small single-storey home: measured rooms, doors, windows, and the tour's
// position marker with its view cone, as the interactive floor plan draws them.
import styles from './FloorPlanSketch.module.css'

type Room = { name: string; size?: string; x: number; y: number; active?: boolean }

const ROOMS: ReadonlyArray<Room> = [
  { name: 'Kitchen', size: '4.5 × 3.6 m', x: 95, y: 72 },
  { name: 'Entry', x: 220, y: 96 },
  { name: 'Bath', x: 310, y: 66 },
  { name: 'Bedroom', size: '3.3 × 3.9 m', x: 405, y: 80 },
  { name: 'Living & dining', size: '7.5 × 4.8 m', x: 140, y: 250, active: true },
  { name: 'Primary bedroom', size: '5.7 × 4.5 m', x: 365, y: 236 },
]

/** Interior walls as segments; the gaps between them are the doorways. */
const WALLS = [
  'M110 140H190',
  'M240 140H270',
  'M170 20V60',
  'M170 100V140',
  'M270 20V120',
  'M270 150V300',
  'M270 120H290',
  'M320 120H350',
  'M270 150H285',
  'M320 150H460',
  'M350 20V122',
  'M350 148V150',
]

const WINDOWS = [
  { x: 45, y: 16, w: 90, h: 8 },
  { x: 375, y: 16, w: 60, h: 8 },
  { x: 60, y: 296, w: 150, h: 8 },
  { x: 310, y: 296, w: 110, h: 8 },
  { x: 16, y: 175, w: 8, h: 90 },
  { x: 456, y: 45, w: 8, h: 70 },
  { x: 456, y: 190, w: 8, h: 70 },
]

type Props = {
  /** Names the drawing for screen readers; pass an empty string where the text around it already says it all. */
  label?: string
  /** Show the tour's position marker and the linked scenes. */
  marker?: boolean
  className?: string
}

export function FloorPlanSketch({
  label = 'Floor plan sketch of a two-bedroom home',
  marker = true,
  className,
}: Props) {
  const decorative = label === ''
  return (
    <svg
      className={`${styles.plan} ${className ?? ''}`}
      viewBox="0 0 480 320"
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : label}
      aria-hidden={decorative ? true : undefined}
      focusable="false"
    >
      <rect className={styles.floor} x="20" y="20" width="440" height="280" />
      <rect className={styles.activeRoom} x="20" y="140" width="250" height="160" />
      <rect className={styles.outer} x="20" y="20" width="440" height="280" />
      {WALLS.map((d) => (
        <path key={d} className={styles.wall} d={d} />
      ))}
      {WINDOWS.map((w) => (
        <g key={`${w.x}-${w.y}`}>
          <rect className={styles.window} x={w.x} y={w.y} width={w.w} height={w.h} />
          {w.w > w.h ? (
            <path className={styles.windowPane} d={`M${w.x} ${w.y + w.h / 2}H${w.x + w.w}`} />
          ) : (
            <path className={styles.windowPane} d={`M${w.x + w.w / 2} ${w.y}V${w.y + w.h}`} />
          )}
        </g>
      ))}
      {/* Front door in the top wall, swinging into the entry. */}
      <rect className={styles.doorGap} x="196" y="15" width="40" height="10" />
      <path className={styles.door} d="M196 20V60M196 60A40 40 0 0 0 236 20" />
      <path className={styles.door} d="M190 140V104M190 104A36 36 0 0 1 226 140" />
      <path className={styles.door} d="M285 150V182M285 182A35 35 0 0 0 320 150" />
      {ROOMS.map((room) => (
        <text key={room.name} className={styles.label} x={room.x} y={room.y} textAnchor="middle">
          <tspan className={room.active ? styles.labelActive : undefined}>{room.name}</tspan>
          {room.size ? (
            <tspan className={styles.size} x={room.x} dy="17">
              {room.size}
            </tspan>
          ) : null}
        </text>
      ))}
      {marker ? (
        <g>
          <circle className={styles.linked} cx="95" cy="112" r="8" />
          <circle className={styles.linked} cx="220" cy="56" r="8" />
          <circle className={styles.linked} cx="395" cy="196" r="8" />
          <path className={styles.cone} d="M120 196 L176 150 A72 72 0 0 1 196 214 Z" />
          <circle className={styles.markerHalo} cx="120" cy="196" r="15" />
          <circle className={styles.marker} cx="120" cy="196" r="8" />
        </g>
      ) : null}
    </svg>
  )
}
