// Small, dependable pieces of HTML handling for text the server writes into pages or sends as stored HTML. Not a
// sanitiser: the browser sanitises the description with DOMPurify before showing it (SPEC §3); this only removes
// what must never travel at all and turns HTML into plain text for link previews.

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

/** Safe inside element content and inside double- or single-quoted attribute values. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => ESCAPES[ch] as string)

/** Elements whose content is code or another document, removed with everything inside them (to the end when
 * unclosed: the browser would read the rest as their content too). */
const ACTIVE_ELEMENTS = /<(script|iframe|object|style)\b[^>]*>[\s\S]*?(<\/\1\s*>|$)/gi
/** A lone tag of those elements (left over from nesting), and embed, which has no content. */
const ACTIVE_TAGS = /<\/?(script|iframe|object|embed|style)\b[^>]*>/gi

/**
 * Removes scripts, frames, plug-ins and style sheets from stored description HTML: defence in depth, so a client
 * that forgot to sanitise still receives nothing that runs. The rest is left for the client's sanitiser.
 */
export function stripActiveContent(html: string): string {
  let previous: string
  let current = html
  // Repeated until stable, so '<scr<script></script>ipt>' cannot reassemble into a tag.
  do {
    previous = current
    current = current.replace(ACTIVE_ELEMENTS, '').replace(ACTIVE_TAGS, '')
  } while (current !== previous)
  return current
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  mdash: '—',
  ndash: '–',
  hellip: '…',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
}

const decodeEntities = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1))
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole
  })

/** The words of an HTML fragment: tags become spaces (block ends read as sentence breaks), entities are decoded. */
export function plainText(html: string): string {
  return decodeEntities(
    stripActiveContent(html)
      .replace(/<!--[\s\S]*?-->/g, ' ')
      .replace(/<[^>]*>/g, ' '),
  )
    .replace(/\s+/g, ' ')
    .trim()
}

/** At most `max` characters, cut at a word boundary with an ellipsis when anything was cut. */
export function truncateWords(text: string, max: number): string {
  if (text.length <= max) return text
  const cut = text.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.–—-]+$/, '')}…`
}
