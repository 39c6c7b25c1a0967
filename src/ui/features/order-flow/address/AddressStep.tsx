// The order flow's address step (SPEC §5 Address step, Geocoding; §8 geocode messages): the address with its
// autocomplete list (ARIA 1.2 combobox: arrows, Enter, Escape, aria-activedescendant), the unit, the geocoder's
// message, and the map whose marker can be dragged (or nudged with arrow keys once focused). The lookup chart
// decides everything; this view selects and sends. The parent wizard owns the unit and the field errors.
import { useSelector } from '@xstate/react'
import { type KeyboardEvent, useEffect, useId, useRef } from 'react'
import type { MarkerMapCode } from '../../../../machines/address-lookup/address-lookup.actors'
import type { AddressLookupActorRef } from '../../../../machines/address-lookup/address-lookup.machine'
import type { MarkerMapHandle } from '../../../map/draggable-marker-map'
import styles from './AddressStep.module.css'

export interface AddressStepProps {
  /** The address-lookup chart, created and provided by the parent order flow. */
  readonly actor: AddressLookupActorRef
  /** The map's code, which the chart's actor loads (the order flow's machines carry it; tests give a stand-in). */
  readonly mapCode: MarkerMapCode
  /** The unit or apartment (addressUnit), owned by the parent. */
  readonly unit: string
  readonly onUnitChange: (unit: string) => void
  /** Server or form errors by field (userAddress, location, marker, addressUnit …). */
  readonly fieldErrors: Readonly<Record<string, string>>
}

const firstOf = (errors: Readonly<Record<string, string>>, keys: ReadonlyArray<string>) =>
  keys.map((k) => errors[k]).find(Boolean)

export function AddressStep({ actor, mapCode, unit, onUnitChange, fieldErrors }: AddressStepProps) {
  const address = useSelector(actor, (s) => s.context.address)
  const suggestions = useSelector(actor, (s) => s.context.suggestions)
  const activeIndex = useSelector(actor, (s) => s.context.activeIndex)
  const message = useSelector(actor, (s) => s.context.message)
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const mapTiles = useSelector(actor, (s) => s.context.mapTiles)
  const mapShown = useSelector(actor, (s) => s.matches({ map: 'shown' }))
  const createMarkerMap = mapShown ? mapCode.loaded()?.createMarkerMap : undefined
  const mapReady = createMarkerMap !== undefined && mapTiles !== undefined
  const mapFailed = useSelector(actor, (s) => s.hasTag('map-failed'))
  const mapLoading = useSelector(actor, (s) => s.hasTag('map-loading'))
  const mapWaiting = useSelector(actor, (s) => s.hasTag('map-waiting'))
  const id = useId()
  const ids = {
    title: `${id}-title`,
    input: `${id}-address`,
    list: `${id}-suggestions`,
    option: (i: number) => `${id}-option-${i}`,
    message: `${id}-message`,
    error: `${id}-error`,
    unit: `${id}-unit`,
    unitError: `${id}-unit-error`,
    mapError: `${id}-map-error`,
  }
  const addressError = firstOf(fieldErrors, [
    'userAddress',
    'location',
    'location.formattedAddress',
    'location.latitude',
  ])
  const markerError = firstOf(fieldErrors, ['marker', 'marker.latitude', 'marker.longitude'])
  const unitError = firstOf(fieldErrors, ['addressUnit', 'unit'])
  const open = suggestions.length > 0

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!open) return
      event.preventDefault()
      actor.send({ type: 'suggestion.move', by: event.key === 'ArrowDown' ? 1 : -1 })
    } else if (event.key === 'Enter') {
      // Enter picks the highlighted suggestion or geocodes the text; it never submits the wizard's form.
      event.preventDefault()
      actor.send({ type: 'address.submit' })
    } else if (event.key === 'Escape' && open) {
      event.preventDefault()
      actor.send({ type: 'suggestions.close' })
    }
  }

  const mapTarget = useRef<HTMLElement>(null)
  const map = useRef<MarkerMapHandle | null>(null)
  const marker = address.marker
  const markerRef = useRef(marker)
  markerRef.current = marker
  useEffect(() => {
    const container = mapTarget.current
    if (!createMarkerMap || !mapTiles || !container) return
    const handle = createMarkerMap(container, {
      marker: markerRef.current,
      tiles: mapTiles,
      onMarkerDrop: (point) => actor.send({ type: 'marker.drag', ...point }),
    })
    map.current = handle
    return () => {
      map.current = null
      handle.dispose()
    }
  }, [createMarkerMap, mapTiles, actor])
  useEffect(() => {
    map.current?.setMarker(marker)
  }, [marker])

  const describedBy = [message ? ids.message : '', addressError ? ids.error : ''].filter(Boolean).join(' ')
  return (
    <section className={styles.step} aria-busy={busy} aria-labelledby={ids.title}>
      <h2 id={ids.title} tabIndex={-1} className={styles.title}>
        Where is the property?
      </h2>
      <div className={styles.field}>
        <label htmlFor={ids.input} className={styles.label}>
          Address
        </label>
        <div className={styles.combo}>
          <input
            id={ids.input}
            className={styles.input}
            type="text"
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={ids.list}
            aria-activedescendant={open && activeIndex >= 0 ? ids.option(activeIndex) : undefined}
            aria-invalid={addressError ? true : undefined}
            aria-describedby={describedBy || undefined}
            value={address.userAddress}
            onChange={(e) => actor.send({ type: 'address.change', value: e.target.value })}
            onKeyDown={onKeyDown}
            onBlur={() => actor.send({ type: 'suggestions.close' })}
          />
          <div id={ids.list} role="listbox" aria-label="Suggested addresses" className={styles.list} hidden={!open}>
            {suggestions.map((s, i) => (
              // biome-ignore lint/a11y/useFocusableInteractive: combobox options stay unfocused; the input keeps the focus and points at the active one with aria-activedescendant.
              // biome-ignore lint/a11y/useKeyWithClickEvents: the keys (arrows, Enter, Escape) are handled on the input, as the combobox pattern asks.
              <div
                key={s.placeId ?? s.text}
                id={ids.option(i)}
                role="option"
                aria-selected={i === activeIndex}
                className={styles.option}
                // Keeps the focus in the input, so the blur does not close the list before the click lands.
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => actor.send({ type: 'suggestion.choose', index: i })}
              >
                {s.text}
              </div>
            ))}
          </div>
        </div>
        {addressError ? (
          <p id={ids.error} className={styles.error}>
            {addressError}
          </p>
        ) : null}
        <p id={ids.message} className={styles.message} role="status" hidden={!message}>
          {message}
        </p>
      </div>

      <div className={styles.field}>
        <label htmlFor={ids.unit} className={styles.label}>
          Unit <span className={styles.optional}>(optional)</span>
        </label>
        <input
          id={ids.unit}
          className={`${styles.input} ${styles.unit}`}
          type="text"
          name="addressUnit"
          autoComplete="address-line2"
          value={unit}
          aria-invalid={unitError ? true : undefined}
          aria-describedby={unitError ? ids.unitError : undefined}
          onChange={(e) => onUnitChange(e.target.value)}
        />
        {unitError ? (
          <p id={ids.unitError} className={styles.error}>
            {unitError}
          </p>
        ) : null}
      </div>

      <div className={styles.frame} aria-busy={mapLoading}>
        <section
          ref={mapTarget}
          className={styles.map}
          hidden={!mapReady}
          aria-label="Map of the address. Drag the marker onto the building, or focus it and use the arrow keys."
          aria-describedby={markerError ? ids.mapError : undefined}
        />
        {mapWaiting ? (
          <p className={styles.waiting}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
              <circle cx="12" cy="9.5" r="2.5" />
            </svg>
            The map shows the address as you type it, with a marker to drag onto the building.
          </p>
        ) : null}
        {mapFailed ? (
          <p className={styles.notice} role="alert">
            The map could not be loaded.{' '}
            <button type="button" className={styles.retry} onClick={() => actor.send({ type: 'map.retry' })}>
              Try again
            </button>
          </p>
        ) : null}
      </div>
      {markerError ? (
        <p id={ids.mapError} className={styles.error}>
          {markerError}
        </p>
      ) : null}
    </section>
  )
}
