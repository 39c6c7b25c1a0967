// The charts, filtered by name, each with its size; the chosen one is marked.
import { useSelector } from '@xstate/react'
import styles from './ChartGallery.module.css'
import type { GalleryActor } from './GalleryPage'

export function ChartList({ gallery }: { gallery: GalleryActor }) {
  const filter = useSelector(gallery, (s) => s.context.filter)
  const charts = useSelector(gallery, (s) => s.context.charts)
  const selected = useSelector(gallery, (s) => (s.matches({ view: 'chart' }) ? s.context.selected : null))
  const needle = filter.trim().toLowerCase()
  const shown = charts.filter((chart) => !needle || `${chart.name} ${chart.id}`.toLowerCase().includes(needle))
  return (
    <section className={styles.section} aria-labelledby="charts-heading">
      <h2 id="charts-heading">Charts ({charts.length})</h2>
      <input
        className={styles.filter}
        type="search"
        placeholder="Filter charts"
        aria-label="Filter charts"
        value={filter}
        maxLength={100}
        onChange={(e) => gallery.send({ type: 'filter.changed', text: e.target.value })}
      />
      {shown.length === 0 ? <p className={styles.note}>No chart matches “{filter}”.</p> : null}
      <ul className={styles.list}>
        {shown.map((chart) => (
          <li key={chart.name}>
            <button
              type="button"
              className={styles.listItem}
              aria-current={chart.name === selected ? 'true' : undefined}
              onClick={() => gallery.send({ type: 'chart.select', name: chart.name })}
            >
              <span className={styles.listName}>{chart.name}</span>
              <span className={styles.listMeta}>
                {chart.states} states · {chart.transitions} transitions
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}
