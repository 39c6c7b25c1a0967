// The listing's map pin (SPEC §9: marker icon 30 px), one drawing for the interactive map and the server's static
// map so both show the same pin. The accent colour is DESIGN.md's; a white rim keeps it readable on any tile.
import { MAP_MARKER_ICON_PX } from '../schemas/constants'

export const MARKER_ACCENT = '#0b6bcb'

/** The pin as SVG, `size` pixels square; its tip (the point it marks) is the bottom centre. */
export function markerSvg(size: number = MAP_MARKER_ICON_PX): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 30 30">` +
    '<ellipse cx="15" cy="28.6" rx="4.5" ry="1.4" fill="#000" fill-opacity="0.22"/>' +
    `<path d="M15 28.5C15 28.5 4.5 18.4 4.5 11.2a10.5 10.5 0 0 1 21 0C25.5 18.4 15 28.5 15 28.5Z" fill="${MARKER_ACCENT}" stroke="#fff" stroke-width="1.6"/>` +
    '<circle cx="15" cy="11.2" r="3.8" fill="#fff"/>' +
    '</svg>'
  )
}

/** Where the pin's tip sits in its image, as fractions of width and height (OpenLayers' icon anchor). */
export const MARKER_ANCHOR: readonly [number, number] = [0.5, 28.5 / 30]

/** The pin as a data URI, for an <img> or an OpenLayers icon. */
export const markerDataUri = (size: number = MAP_MARKER_ICON_PX) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markerSvg(size))}`
