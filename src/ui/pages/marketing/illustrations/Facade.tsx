// Small architectural portraits drawn from flat blocks: a stand-in for listing photography on the showcase until
// the demo houses are rendered. Decorative: the card around each one names the home.
import type { CSSProperties } from 'react'
import styles from './Facade.module.css'

export type FacadeKind = 'house' | 'modern' | 'apartment' | 'townhouse' | 'office' | 'cabin'

type Part = 'wall' | 'wallShade' | 'roof' | 'gable' | 'glass' | 'grid' | 'door' | 'dark' | 'tree'
/** x, y, width, height in percent of the picture. */
type Block = readonly [Part, number, number, number, number]

const FACADES: Record<FacadeKind, ReadonlyArray<Block>> = {
  house: [
    ['dark', 60, 24, 4, 14],
    ['wall', 30, 45, 40, 37],
    ['gable', 26, 22, 48, 24],
    ['glass', 35, 52, 9, 10],
    ['glass', 56, 52, 9, 10],
    ['glass', 35, 68, 9, 10],
    ['door', 55, 66, 8, 16],
    ['wallShade', 70, 58, 18, 24],
    ['dark', 69, 55, 20, 3],
    ['grid', 73, 64, 12, 18],
    ['tree', 9, 44, 17, 38],
  ],
  modern: [
    ['wall', 16, 52, 50, 30],
    ['wallShade', 30, 30, 58, 22],
    ['dark', 28, 28, 62, 3],
    ['glass', 34, 35, 50, 12],
    ['glass', 20, 58, 28, 24],
    ['door', 54, 62, 8, 20],
    ['dark', 14, 50, 54, 3],
    ['tree', 80, 50, 14, 32],
  ],
  apartment: [
    ['wallShade', 70, 40, 18, 42],
    ['grid', 73, 45, 12, 30],
    ['wall', 26, 14, 44, 68],
    ['dark', 24, 12, 48, 3],
    ['grid', 30, 19, 36, 50],
    ['door', 43, 72, 10, 10],
    ['tree', 8, 52, 16, 30],
  ],
  townhouse: [
    ['wall', 14, 40, 24, 42],
    ['gable', 12, 22, 28, 19],
    ['wallShade', 38, 40, 24, 42],
    ['gable', 36, 22, 28, 19],
    ['wall', 62, 40, 24, 42],
    ['gable', 60, 22, 28, 19],
    ['glass', 18, 46, 7, 10],
    ['glass', 28, 46, 7, 10],
    ['door', 20, 66, 7, 16],
    ['glass', 42, 46, 7, 10],
    ['glass', 52, 46, 7, 10],
    ['door', 44, 66, 7, 16],
    ['glass', 66, 46, 7, 10],
    ['glass', 76, 46, 7, 10],
    ['door', 68, 66, 7, 16],
  ],
  office: [
    ['wallShade', 62, 30, 22, 52],
    ['grid', 65, 34, 16, 44],
    ['wall', 32, 8, 30, 74],
    ['grid', 35, 12, 24, 62],
    ['dark', 30, 6, 34, 3],
    ['door', 42, 74, 10, 8],
    ['wall', 14, 56, 18, 26],
    ['grid', 17, 60, 12, 16],
  ],
  cabin: [
    ['tree', 6, 34, 18, 48],
    ['tree', 78, 40, 16, 42],
    ['gable', 28, 26, 44, 56],
    ['glass', 41, 50, 18, 32],
    ['door', 47, 66, 6, 16],
  ],
}

export function Facade({ kind, className }: { kind: FacadeKind; className?: string }) {
  return (
    <div className={`${styles.art} ${className ?? ''}`} aria-hidden="true">
      <span className={styles.sun} />
      <span className={styles.ground} />
      {FACADES[kind].map(([part, x, y, w, h], i) => (
        <span
          // The blocks are static and never reorder, so their position in the list is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: static drawing
          key={i}
          className={styles[part]}
          style={{ left: `${x}%`, top: `${y}%`, width: `${w}%`, height: `${h}%` } as CSSProperties}
        />
      ))}
    </div>
  )
}
