// The `o` query parameter (SPEC §2): a string of flags, u unbranded, w initial autoplay, a1 allow autoplay,
// f debug mode. Unknown characters are ignored, so an old or mistyped link still opens the listing.

export interface ViewFlags {
  /** u: no agents, map, controller or share; unbranded floor plan assets (SPEC §6). */
  readonly unbranded: boolean
  /** w: the tour starts playing on load, when autoplay is allowed. */
  readonly initialAutoplay: boolean
  /** a1: autoplay is off unless this is present. */
  readonly allowAutoplay: boolean
  /** f: debug mode (hidden scenes, extra detail). */
  readonly debug: boolean
}

export const NO_VIEW_FLAGS: ViewFlags = { unbranded: false, initialAutoplay: false, allowAutoplay: false, debug: false }

/** Reads a flag string; 'ua1' is unbranded with autoplay allowed, 'xyz' is no flags at all. */
export function parseViewFlags(text: string | undefined): ViewFlags {
  const flags = { ...NO_VIEW_FLAGS }
  if (!text) return flags
  for (let i = 0; i < text.length; i++) {
    if (text.startsWith('a1', i)) {
      flags.allowAutoplay = true
      i++
    } else if (text[i] === 'u') flags.unbranded = true
    else if (text[i] === 'w') flags.initialAutoplay = true
    else if (text[i] === 'f') flags.debug = true
  }
  return flags
}

/** The canonical flag string (u, w, a1, f in that order), or undefined when no flag is set. */
export function formatViewFlags(flags: ViewFlags): string | undefined {
  const text = `${flags.unbranded ? 'u' : ''}${flags.initialAutoplay ? 'w' : ''}${flags.allowAutoplay ? 'a1' : ''}${
    flags.debug ? 'f' : ''
  }`
  return text === '' ? undefined : text
}

/** Whether the tour plays on load: it must be asked for (w) and allowed (a1). */
export const autoplaysOnLoad = (flags: ViewFlags) => flags.initialAutoplay && flags.allowAutoplay
