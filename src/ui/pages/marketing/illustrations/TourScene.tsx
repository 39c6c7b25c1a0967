// A bright living room drawn with CSS alone (clip-paths and gradients): the stand-in for a 360° scene until the
// demo houses' renders arrive. Soft circles on the floor are the linked scenes, as in the real tour.
import type { ReactNode } from 'react'
import styles from './TourScene.module.css'

type Props = {
  /** Float the tour's control bar at the bottom centre. */
  controls?: boolean
  /** Overlaid content, such as the listing hero's address and price. */
  children?: ReactNode
  className?: string
}

export function TourScene({ controls = false, children, className }: Props) {
  return (
    <div className={`${styles.scene} ${className ?? ''}`}>
      <div className={styles.ceiling} />
      <div className={styles.wallLeft} />
      <div className={styles.wallRight} />
      <div className={styles.sideWindow} />
      <div className={styles.wallBack} />
      <div className={styles.window}>
        <div className={styles.hills} />
      </div>
      <div className={styles.floor} />
      <div className={styles.light} />
      <div className={styles.rug} />
      <div className={styles.sofa} />
      <div className={styles.table} />
      <div className={styles.lamp} />
      <div className={styles.plant} />
      <span className={`${styles.hotspot} ${styles.hotspotA}`} />
      <span className={`${styles.hotspot} ${styles.hotspotB}`} />
      <span className={`${styles.hotspot} ${styles.hotspotC}`} />
      {controls ? (
        <div className={styles.controls}>
          <span className={styles.control}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M15 6l-6 6 6 6" />
            </svg>
          </span>
          <span className={`${styles.control} ${styles.controlMain}`}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M9 6.5v11l9-5.5z" />
            </svg>
          </span>
          <span className={styles.control}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M5 5h14v14H5zM5 12h6M11 5v4M15 12h4" />
            </svg>
          </span>
          <span className={styles.control}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M9 15l-4 4M5 15v4h4M15 9l4-4M19 9V5h-4" />
            </svg>
          </span>
        </div>
      ) : null}
      {children}
    </div>
  )
}
