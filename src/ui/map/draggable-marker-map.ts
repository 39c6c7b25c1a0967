// The address step's map with a draggable marker (SPEC §5 Address step, §9 reverse geocoding after drag), an
// OpenLayers adaptor (ARCHITECTURE §3.10) loaded with import() by the address-lookup chart. The view hands it a
// container and the marker; it reports where the user dropped the marker and gives back setMarker() and dispose().
// The pin is an overlay element: a pointer drags it (the overlay stops the map from panning meanwhile), and it is
// a focusable button whose arrow keys nudge it, for keyboard users; each move is reported once it pauses.
import 'ol/ol.css'
import Attribution from 'ol/control/Attribution'
import Zoom from 'ol/control/Zoom'
import { containsCoordinate } from 'ol/extent'
import { defaults as defaultInteractions } from 'ol/interaction/defaults'
import OlMap from 'ol/Map'
import Overlay from 'ol/Overlay'
import { fromLonLat, toLonLat } from 'ol/proj'
import View from 'ol/View'
import { MARKER_ANCHOR, markerDataUri } from '../../domain/map-marker'
import type { MapTileInfo } from '../../schemas/api/map'
import { MAP_DEFAULT_CENTER, MAP_DEFAULT_ZOOM, MAP_LISTING_ZOOM, MAP_MARKER_ICON_PX } from '../../schemas/constants'
import type { Marker } from '../../schemas/Order'
import { tileLayer } from './tile-layer'

export interface MarkerMapOptions {
  /** Where the marker stands, or null before the address is geocoded. */
  readonly marker: Marker | null
  readonly tiles: MapTileInfo
  /** The user dropped (or nudged) the marker here. */
  readonly onMarkerDrop: (point: Marker) => void
  /** The marker button's accessible name. */
  readonly markerLabel?: string
}

export interface MarkerMapHandle {
  /** Moves the marker (null hides it), bringing it into view when it is outside. */
  setMarker(point: Marker | null): void
  dispose(): void
}

export type CreateMarkerMap = (container: HTMLElement, options: MarkerMapOptions) => MarkerMapHandle

/** Pixels one arrow key moves the marker (Shift: five times as far). */
const NUDGE_PX = 4
/** A run of key presses is reported once they pause this long, so it makes one reverse geocode. */
const NUDGE_REPORT_MS = 400

const lonLat = ({ latitude, longitude }: Marker) => fromLonLat([longitude, latitude])
const toMarker = (coordinate: number[]): Marker => {
  const [longitude = 0, latitude = 0] = toLonLat(coordinate)
  return { latitude: round6(latitude), longitude: round6(longitude) }
}
const round6 = (n: number) => Math.round(n * 1e6) / 1e6

export const createMarkerMap: CreateMarkerMap = (container, options) => {
  const tiles = tileLayer(options.tiles)
  const pin = pinButton(
    options.markerLabel ?? 'Map marker. Drag it, or use the arrow keys, to place it on the building.',
  )
  const overlay = new Overlay({
    element: pin,
    positioning: 'bottom-center',
    offset: [0, Math.round(MAP_MARKER_ICON_PX * (1 - MARKER_ANCHOR[1]))],
    stopEvent: true,
  })
  const start = options.marker
  const map = new OlMap({
    target: container,
    layers: [tiles],
    overlays: [overlay],
    controls: [
      new Zoom({ zoomInTipLabel: 'Zoom in', zoomOutTipLabel: 'Zoom out' }),
      new Attribution({ collapsible: false }),
    ],
    interactions: defaultInteractions({ altShiftDragRotate: false, pinchRotate: false }),
    view: new View({
      center: start ? lonLat(start) : fromLonLat([MAP_DEFAULT_CENTER.lng, MAP_DEFAULT_CENTER.lat]),
      zoom: start ? MAP_LISTING_ZOOM : MAP_DEFAULT_ZOOM,
      minZoom: options.tiles.minzoom,
      maxZoom: options.tiles.maxzoom,
      enableRotation: false,
    }),
  })

  const place = (point: Marker | null) => {
    overlay.setPosition(point ? lonLat(point) : undefined)
    pin.hidden = point === null
  }
  place(start)

  // Dragging: the pin follows the pointer; the drop is reported once.
  let dragging = false
  const pointerAt = (event: PointerEvent) => map.getCoordinateFromPixel(map.getEventPixel(event))
  const onPointerDown = (event: PointerEvent) => {
    if (event.button !== 0) return
    dragging = true
    pin.setPointerCapture(event.pointerId)
    event.preventDefault()
  }
  const onPointerMove = (event: PointerEvent) => {
    if (dragging) overlay.setPosition(pointerAt(event))
  }
  const onPointerUp = (event: PointerEvent) => {
    if (!dragging) return
    dragging = false
    const coordinate = pointerAt(event)
    overlay.setPosition(coordinate)
    options.onMarkerDrop(toMarker(coordinate))
  }

  // Keyboard: arrows nudge the pin by a few pixels; the map's own arrow-key panning is kept off the pin.
  let report: ReturnType<typeof setTimeout> | undefined
  const onKeyDown = (event: KeyboardEvent) => {
    const step = NUDGE_PX * (event.shiftKey ? 5 : 1)
    const delta = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] }[event.key]
    const position = overlay.getPosition()
    if (!delta || !position) return
    event.preventDefault()
    event.stopPropagation()
    const pixel = map.getPixelFromCoordinate(position)
    if (!pixel) return
    const moved = map.getCoordinateFromPixel([(pixel[0] ?? 0) + (delta[0] ?? 0), (pixel[1] ?? 0) + (delta[1] ?? 0)])
    overlay.setPosition(moved)
    clearTimeout(report)
    report = setTimeout(() => options.onMarkerDrop(toMarker(moved)), NUDGE_REPORT_MS)
  }
  pin.addEventListener('pointerdown', onPointerDown)
  pin.addEventListener('pointermove', onPointerMove)
  pin.addEventListener('pointerup', onPointerUp)
  pin.addEventListener('keydown', onKeyDown)

  return {
    setMarker(point) {
      if (dragging) return
      place(point)
      if (!point) return
      const view = map.getView()
      const extent = view.calculateExtent(map.getSize())
      if (!containsCoordinate(extent, lonLat(point)) || (view.getZoom() ?? 0) < MAP_LISTING_ZOOM - 2) {
        view.animate({
          center: lonLat(point),
          zoom: Math.max(view.getZoom() ?? 0, MAP_LISTING_ZOOM),
          duration: reducedMotion() ? 0 : 250,
        })
      }
    },
    dispose() {
      clearTimeout(report)
      pin.removeEventListener('pointerdown', onPointerDown)
      pin.removeEventListener('pointermove', onPointerMove)
      pin.removeEventListener('pointerup', onPointerUp)
      pin.removeEventListener('keydown', onKeyDown)
      map.setTarget(undefined)
      tiles.getSource()?.dispose()
      tiles.dispose()
      map.dispose()
    },
  }
}

function pinButton(label: string): HTMLButtonElement {
  const button = document.createElement('button')
  button.type = 'button'
  button.setAttribute('aria-label', label)
  Object.assign(button.style, {
    display: 'block',
    padding: '0',
    border: '0',
    background: 'none',
    cursor: 'grab',
    touchAction: 'none',
  })
  const img = document.createElement('img')
  img.src = markerDataUri(MAP_MARKER_ICON_PX)
  img.width = MAP_MARKER_ICON_PX
  img.height = MAP_MARKER_ICON_PX
  img.alt = ''
  img.draggable = false
  img.style.display = 'block'
  button.append(img)
  return button
}

const reducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches
