// The tour consoles `global` users reach from the dashboard (SPEC §6: info, capture, assemble, draw, draft, label,
// comp, edit, review), when the server is given their address as a {console}/{tourId} template (CONSOLE_URL). The
// page carries the template in a meta tag; without it no link shows.

export const CONSOLE_URL_META = 'showhome:console-url'

export const TOUR_CONSOLES = [
  'info',
  'capture',
  'assemble',
  'draw',
  'draft',
  'label',
  'comp',
  'edit',
  'review',
] as const
export type TourConsole = (typeof TOUR_CONSOLES)[number]

export interface ConsoleLink {
  readonly console: TourConsole
  readonly label: string
  readonly url: string
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1)

/** Every console's link for a tour; none without a template. */
export function consoleLinks(template: string | null | undefined, tourId: string): ConsoleLink[] {
  if (!template) return []
  return TOUR_CONSOLES.map((console) => ({
    console,
    label: capitalised(console),
    url: template.replaceAll('{console}', console).replaceAll('{tourId}', encodeURIComponent(tourId)),
  }))
}
