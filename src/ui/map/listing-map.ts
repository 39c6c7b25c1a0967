// The listing's interactive map (SPEC §9 Viewer: Map — listing zoom 16, marker icon 30 px), an OpenLayers adaptor
// (ARCHITECTURE §3.10): the view hands it a container, it draws there and gives back dispose(). Loaded with import()
// by the listing-map chart only once the map is about to appear, so OpenLayers and its CSS stay out of the entry and
// route chunks; only the modules used are imported, so the rest of OpenLayers is shaken out.
//
// A map embedded in a long page must not trap the page's scrolling: the wheel zooms only with Ctrl/Cmd held (or a
// trackpad pinch) or once the map has focus, and on touch screens one finger scrolls the page while two move the
// map. OpenLayers already renders on demand: nothing is drawn while the view and its tiles stay still.
import 'ol/ol.css'
import Attribution from 'ol/control/Attribution'
import Zoom from 'ol/control/Zoom'
import { focusWithTabindex } from 'ol/events/condition'
import DragPan from 'ol/interaction/DragPan'
import { defaults as defaultInteractions } from 'ol/interaction/defaults'
import MouseWheelZoom from 'ol/interaction/MouseWheelZoom'
import OlMap from 'ol/Map'
import type MapBrowserEvent from 'ol/MapBrowserEvent'
import Overlay from 'ol/Overlay'
import { fromLonLat } from 'ol/proj'
import View from 'ol/View'
import { MARKER_ANCHOR, markerDataUri } from '../../domain/map-marker'
import type { LatLng } from '../../domain/web-mercator'
import type { MapTileInfo } from '../../schemas/api/map'
import { MAP_LISTING_ZOOM, MAP_MARKER_ICON_PX } from '../../schemas/constants'
import { tileLayer } from './tile-layer'

export interface ListingMapOptions {
  readonly center: LatLng
  /** Defaults to the listing zoom (SPEC §9). */
  readonly zoom?: number
  /** Where the pin goes; usually the centre. */
  readonly marker?: LatLng
  /** The tiles and their credit (GET /media/map/tiles.json). */
  readonly tiles: MapTileInfo
  /** Called once, when the first complete picture is on screen (the view can then drop its placeholder). */
  readonly onFirstRender?: () => void
}

export interface ListingMapHandle {
  dispose(): void
}

export type CreateListingMap = (container: HTMLElement, options: ListingMapOptions) => ListingMapHandle

const lonLat = ({ lat, lng }: LatLng) => fromLonLat([lng, lat])

export const createListingMap: CreateListingMap = (container, options) => {
  // Focusable, so keyboard users can reach it: arrows pan, + and − zoom (OpenLayers listens on the target).
  if (!container.hasAttribute('tabindex')) container.tabIndex = 0

  const tiles = tileLayer(options.tiles)
  // The pin is an overlay (a positioned <img>) rather than a vector layer: one marker does not need OpenLayers'
  // vector renderer, which would double the size of this chunk.
  const marker = options.marker
    ? new Overlay({
        element: pinImage(),
        position: lonLat(options.marker),
        positioning: 'bottom-center',
        offset: [0, Math.round(MAP_MARKER_ICON_PX * (1 - MARKER_ANCHOR[1]))],
        stopEvent: false,
      })
    : undefined

  // A mouse drags the map; a single finger scrolls the page, two move the map.
  const dragPan: DragPan = new DragPan({
    condition: (event) =>
      (event.originalEvent as PointerEvent).pointerType === 'mouse' || dragPan.getPointerCount() === 2,
  })
  const map = new OlMap({
    target: container,
    layers: [tiles],
    overlays: marker ? [marker] : [],
    controls: [
      new Zoom({ zoomInTipLabel: 'Zoom in', zoomOutTipLabel: 'Zoom out' }),
      new Attribution({ collapsible: false }),
    ],
    interactions: defaultInteractions({
      altShiftDragRotate: false,
      pinchRotate: false,
      dragPan: false,
      mouseWheelZoom: false,
    }).extend([dragPan, new MouseWheelZoom({ condition: (event) => zoomKeyHeld(event) || focusWithTabindex(event) })]),
    view: new View({
      center: lonLat(options.center),
      zoom: options.zoom ?? MAP_LISTING_ZOOM,
      minZoom: options.tiles.minzoom,
      maxZoom: options.tiles.maxzoom,
      enableRotation: false,
    }),
  })
  if (options.onFirstRender) map.once('rendercomplete', options.onFirstRender)

  return {
    dispose() {
      map.setTarget(undefined)
      tiles.getSource()?.dispose()
      tiles.dispose()
      map.dispose()
    },
  }
}

function pinImage(): HTMLImageElement {
  const img = document.createElement('img')
  img.src = markerDataUri(MAP_MARKER_ICON_PX)
  img.width = MAP_MARKER_ICON_PX
  img.height = MAP_MARKER_ICON_PX
  // The map's own label names the address; the pin adds nothing for a screen reader.
  img.alt = ''
  img.draggable = false
  // Inline, an image sits on a text baseline with space below it, which would lift the pin off its point.
  img.style.display = 'block'
  return img
}

/** Ctrl (Windows, Linux, and a trackpad pinch everywhere) or Cmd (macOS) with the wheel. */
const zoomKeyHeld = (event: MapBrowserEvent) => {
  const original = event.originalEvent as WheelEvent
  return (original.ctrlKey || original.metaKey) && !original.altKey && !original.shiftKey
}
