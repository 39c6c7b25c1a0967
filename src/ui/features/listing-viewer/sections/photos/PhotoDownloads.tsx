// Download every photo as one zip, sized for the web or for print (SPEC §7 POST /listing/zip/{tourName}). Each
// button runs its own zip-download chart: single-use for 2 s, a progress bar while the server packs the photos.
import { useSelector } from '@xstate/react'
import type { PhotoSize } from '../../../../../schemas/api/listing'
import { useChartActor } from '../../../../use-chart-actor'
import { useViewerMachines } from '../../viewer-machines'
import styles from './Photos.module.css'

const LABELS: Partial<Record<PhotoSize, { label: string; hint: string }>> = {
  web: { label: 'Web size', hint: 'Every photo at 2048 px, for websites and e-mail' },
  print: { label: 'Print size', hint: 'Every photo at full resolution, for brochures' },
}

export function PhotoDownloads({ tourName }: { tourName: string }) {
  return (
    <fieldset className={`${styles.group} ${styles.downloads}`}>
      <legend className={styles.downloadsLabel}>Download all photos</legend>
      <ZipButton tourName={tourName} size="web" />
      <ZipButton tourName={tourName} size="print" />
    </fieldset>
  )
}

/** `label` names the button where the size alone would not say what it is for (the dashboard's Next steps). */
export function ZipButton({ tourName, size, label }: { tourName: string; size: PhotoSize; label?: string }) {
  const machine = useViewerMachines().zipDownload
  const actor = useChartActor(machine, { input: { tourName, sizes: [size] } })
  const state = useSelector(actor, (s) => s)
  const { progress, error } = state.context
  const preparing = state.hasTag('preparing')
  const text = label ? { label, hint: LABELS[size]?.hint ?? label } : LABELS[size]
  const percent = progress && progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : undefined
  return (
    <span className={styles.zip}>
      <button
        type="button"
        className={styles.zipButton}
        title={text?.hint}
        aria-disabled={state.hasTag('locked') || preparing ? true : undefined}
        onClick={() => actor.send({ type: 'download' })}
      >
        {preparing ? 'Preparing…' : state.hasTag('succeeded') ? 'Downloading ✓' : text?.label}
      </button>
      {preparing ? (
        <progress
          className={styles.progress}
          max={100}
          value={percent}
          aria-label={`Packing ${text?.label.toLowerCase()} photos`}
        >
          {percent === undefined ? '' : `${percent}%`}
        </progress>
      ) : null}
      {state.hasTag('failed') ? (
        <span className={styles.zipError} role="alert">
          {error}
        </span>
      ) : null}
    </span>
  )
}
