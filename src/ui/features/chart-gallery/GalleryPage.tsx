// The chart gallery's page: the list of charts and the live sessions on the left, the chosen chart on the right.
import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { ChartEntry } from '../../../devtools/chart-registry'
import type { chartGalleryMachine } from '../../../machines/chart-gallery/chart-gallery.machine'
import { BRAND } from '../../brand'
import styles from './ChartGallery.module.css'
import { ChartList } from './ChartList'
import { ChartView } from './ChartView'
import { LiveSessions } from './LiveSessions'

export type GalleryActor = ActorRefFrom<typeof chartGalleryMachine>

export function GalleryPage({ gallery, charts }: { gallery: GalleryActor; charts: ReadonlyArray<ChartEntry> }) {
  const selected = useSelector(gallery, (s) => (s.matches({ view: 'chart' }) ? s.context.selected : null))
  const entry = charts.find((chart) => chart.name === selected)
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1>Chart gallery</h1>
        <p>
          Every statechart of {BRAND}, drawn from the code that runs. Open the product in another tab of this browser to
          watch its charts live.
        </p>
      </header>
      <div className={styles.body}>
        <aside className={styles.sidebar} aria-label="Charts and live sessions">
          <LiveSessions gallery={gallery} />
          <ChartList gallery={gallery} />
        </aside>
        <main className={styles.main}>
          {entry ? (
            <ChartView gallery={gallery} entry={entry} />
          ) : (
            <p className={styles.empty}>Choose a chart to see its diagram, its events, guards and actions.</p>
          )}
        </main>
      </div>
    </div>
  )
}
