// Manage Photos (SPEC §2 Photo editing admin view): drag to reorder (or the arrow buttons, for keyboards), toggle
// each photo visible or hidden, then Save or Discard changes. The photo-editor chart keeps the edit locally and
// decides when saving is offered; the grid is justified with rows of at most 200 px (SPEC §9 photo editor grid).
import { useSelector } from '@xstate/react'
import { useState } from 'react'
import { justifiedRows } from '../../../../../domain/justified-layout'
import { PHOTO_EDITOR_ROW_HEIGHT_MAX_PX } from '../../../../../schemas/constants'
import type { Listing, Photo } from '../../../../../schemas/Listing'
import { useChartActor } from '../../../../use-chart-actor'
import { photoAlt, photoSrc } from '../../photo-src'
import { useViewerMachines } from '../../viewer-machines'
import { useLayoutBox } from '../photos/use-layout-box'
import styles from './ManagePhotos.module.css'

export function ManagePhotos({ listing }: { listing: Listing }) {
  const machine = useViewerMachines().photoEditor
  const actor = useChartActor(machine, { input: { tourName: listing.tourName, photos: listing.photos } })
  const state = useSelector(actor, (s) => s)
  const { draft, photos, error } = state.context
  const byCode = new Map(photos.map((p) => [p.code, p]))
  const [dragging, setDragging] = useState<number | null>(null)
  const { ref, width } = useLayoutBox()
  const rows = justifiedRows(
    draft.map((d) => byCode.get(d.code)?.aspect ?? 1.5),
    width,
    PHOTO_EDITOR_ROW_HEIGHT_MAX_PX,
  )
  const saving = state.hasTag('saving')
  const dirty = state.hasTag('dirty')
  const hiddenCount = draft.filter((d) => d.hidden).length

  return (
    <div className={styles.editor}>
      <div className={styles.bar}>
        <h3 className={styles.title}>Manage Photos</h3>
        <p className={styles.summary} aria-live="polite">
          {draft.length - hiddenCount} shown · {hiddenCount} hidden
          {dirty ? ' · unsaved changes' : ''}
        </p>
        <button
          type="button"
          className={styles.secondary}
          disabled={!dirty || saving}
          onClick={() => actor.send({ type: 'discard' })}
        >
          Discard changes
        </button>
        <button
          type="button"
          className={styles.primary}
          disabled={!dirty || saving}
          onClick={() => actor.send({ type: 'save' })}
        >
          {saving ? 'Saving…' : 'Save'}
        </button>
      </div>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <p className={styles.hint}>Drag photos to change their order. Hidden photos stay out of the listing.</p>
      <div ref={ref} className={styles.grid} aria-busy={state.hasTag('restoring') || saving}>
        {rows.map((row) => (
          <ol key={row.items[0]?.index} className={styles.row} style={{ height: row.height }}>
            {row.items.map(({ index, width: w }) => {
              const edit = draft[index]
              const photo = edit ? byCode.get(edit.code) : undefined
              if (!edit || !photo) return null
              return (
                <li
                  key={edit.code}
                  className={[styles.tile, edit.hidden ? styles.hidden : '', dragging === index ? styles.dragged : '']
                    .filter(Boolean)
                    .join(' ')}
                  style={{ width: w }}
                  draggable={!saving}
                  onDragStart={(event) => {
                    event.dataTransfer.effectAllowed = 'move'
                    event.dataTransfer.setData('text/plain', String(index))
                    setDragging(index)
                  }}
                  onDragEnd={() => setDragging(null)}
                  onDragOver={(event) => event.preventDefault()}
                  onDrop={(event) => {
                    event.preventDefault()
                    const from = Number(event.dataTransfer.getData('text/plain'))
                    if (Number.isInteger(from)) actor.send({ type: 'photo.move', from, to: index })
                    setDragging(null)
                  }}
                >
                  <img src={photoSrc(photo, w)} alt={photoAlt(photo)} draggable={false} loading="lazy" />
                  <PhotoControls
                    photo={photo}
                    hidden={edit.hidden}
                    index={index}
                    count={draft.length}
                    disabled={saving}
                    onToggle={() => actor.send({ type: 'photo.toggle', code: edit.code })}
                    onMove={(to) => actor.send({ type: 'photo.move', from: index, to })}
                  />
                </li>
              )
            })}
          </ol>
        ))}
      </div>
    </div>
  )
}

function PhotoControls({
  photo,
  hidden,
  index,
  count,
  disabled,
  onToggle,
  onMove,
}: {
  photo: Photo
  hidden: boolean
  index: number
  count: number
  disabled: boolean
  onToggle: () => void
  onMove: (to: number) => void
}) {
  const name = photoAlt(photo)
  return (
    <span className={styles.controls}>
      <button
        type="button"
        className={styles.control}
        aria-label={`Move ${name} earlier`}
        disabled={disabled || index === 0}
        onClick={() => onMove(index - 1)}
      >
        ←
      </button>
      <button
        type="button"
        className={styles.toggle}
        aria-pressed={!hidden}
        aria-label={`${name}: ${hidden ? 'hidden' : 'shown'}`}
        disabled={disabled}
        onClick={onToggle}
      >
        {hidden ? 'Hidden' : 'Shown'}
      </button>
      <button
        type="button"
        className={styles.control}
        aria-label={`Move ${name} later`}
        disabled={disabled || index === count - 1}
        onClick={() => onMove(index + 1)}
      >
        →
      </button>
    </span>
  )
}
