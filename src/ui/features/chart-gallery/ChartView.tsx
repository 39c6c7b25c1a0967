// One chart: its diagram (highlighting the followed session's states), exports, the session's context with an
// event sender, and the chart's vocabulary and transition table.
import { useSelector } from '@xstate/react'
import { Effect } from 'effect'
import { useMemo, useState } from 'react'
import { chartModel } from '../../../devtools/chart-model'
import type { ChartEntry } from '../../../devtools/chart-registry'
import { diagramSvg } from '../../../devtools/diagram-svg'
import { activePaths } from '../../../devtools/state-paths'
import { transitionTable } from '../../../devtools/transition-table'
import { saveFile } from '../../../services/saveFile'
import { ChartDetails } from './ChartDetails'
import styles from './ChartGallery.module.css'
import type { GalleryActor } from './GalleryPage'
import { SessionPanel } from './SessionPanel'

const download = (text: string, type: string, fileName: string) =>
  Effect.runSync(saveFile(new Blob([text], { type }), fileName))

export function ChartView({ gallery, entry }: { gallery: GalleryActor; entry: ChartEntry }) {
  const model = useMemo(() => chartModel(entry.machine), [entry])
  const layout = useSelector(gallery, (s) => s.context.layout)
  const layingOut = useSelector(gallery, (s) => s.hasTag('laying-out'))
  const layoutError = useSelector(gallery, (s) => s.context.layoutError)
  const session = useSelector(gallery, (s) => (s.context.followed ? s.context.sessions[s.context.followed] : undefined))
  const followed = session?.chartId === model.id ? session : undefined
  // View state only: how large the diagram is drawn.
  const [fit, setFit] = useState(true)
  const svg = useMemo(
    () =>
      layout &&
      diagramSvg(
        layout,
        `Statechart ${model.id}`,
        followed ? { active: new Set(['', ...activePaths(followed.value)]), lastEvent: followed.event } : {},
      ),
    [layout, model.id, followed],
  )
  return (
    <article className={styles.chart} aria-labelledby="chart-heading">
      <header className={styles.chartHeader}>
        <div>
          <h2 id="chart-heading">{entry.name}</h2>
          <p className={styles.note}>
            <code>#{model.id}</code> · <code>{entry.file}</code> · {model.transitions.length} transitions
          </p>
        </div>
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.button}
            disabled={!svg}
            onClick={() =>
              svg &&
              download(diagramSvg(layout ?? never(), `Statechart ${model.id}`), 'image/svg+xml', `${entry.name}.svg`)
            }
          >
            Export SVG
          </button>
          <button
            type="button"
            className={styles.button}
            onClick={() => download(transitionTable(model, entry.file), 'text/markdown', `${entry.name}.md`)}
          >
            Export table
          </button>
          <button type="button" className={styles.buttonQuiet} onClick={() => gallery.send({ type: 'chart.close' })}>
            Close
          </button>
        </div>
      </header>
      {followed ? (
        // One form per session: what was typed for one session's chart is not sent to another's.
        <SessionPanel key={followed.sessionId} gallery={gallery} session={followed} events={model.events} />
      ) : null}
      <div className={styles.diagram} aria-busy={layingOut}>
        <fieldset className={styles.zoom} aria-label="Diagram size">
          <button type="button" className={styles.buttonQuiet} aria-pressed={fit} onClick={() => setFit(true)}>
            Fit
          </button>
          <button type="button" className={styles.buttonQuiet} aria-pressed={!fit} onClick={() => setFit(false)}>
            Actual size
          </button>
        </fieldset>
        {layingOut ? <p className={styles.note}>Laying out the diagram…</p> : null}
        {layoutError ? (
          <div role="alert" className={styles.error}>
            {layoutError}{' '}
            <button type="button" className={styles.buttonQuiet} onClick={() => gallery.send({ type: 'layout.retry' })}>
              Try again
            </button>
          </div>
        ) : null}
        {svg ? (
          // Our own markup from the chart's code, every text escaped (src/devtools/diagram-svg.ts).
          <div
            className={`${styles.svg} ${fit ? styles.fit : ''}`}
            data-testid="chart-diagram"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: generated SVG, every text escaped
            dangerouslySetInnerHTML={{ __html: svg }}
          />
        ) : null}
      </div>
      <ChartDetails model={model} />
    </article>
  )
}

function never(): never {
  throw new Error('No layout to export.')
}
