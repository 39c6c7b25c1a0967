// Small, dependable pieces of HTML handling for text the server writes into pages or sends as stored HTML. Not a
// sanitiser: the browser sanitises the description with DOMPurify before showing it (SPEC §3); this only removes
// what must never travel at all and turns HTML into plain text for link previews.

import { decodeEntities, startsWithAt } from '../../src/domain/markup'
import { isWhitespace, trimEnd, WHITESPACE } from '../../src/domain/trim'

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

/** Safe inside element content and inside double- or single-quoted attribute values. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => ESCAPES[ch] as string)

// The patterns below find only the head of a tag ('<script', '</embed'); its end is the first '>' after, found with
// indexOf. As one pattern, <name\b[^>]*> was quadratic: text with many openings and no '>' was read to its end from
// each opening (a 64 KB description took seconds). Each helper does what a global replace of the pattern in its
// comment did, in one pass.

/** Elements whose content is code or another document, removed with everything inside them (to the end when
 * unclosed: the browser would read the rest as their content too). */
const ACTIVE_ELEMENT = /<(script|iframe|object|style)\b/gi
/** A lone tag of those elements (left over from nesting), and embed, which has no content. */
const ACTIVE_TAG = /<\/?(script|iframe|object|embed|style)\b/gi

/** The end of the first closing tag of `name` at or after `from`, as /<\/name\s*>/i finds it; -1 when none. */
function closingTagEnd(html: string, name: string, from: number): number {
  for (let at = html.indexOf('</', from); at >= 0; at = html.indexOf('</', at + 2)) {
    if (!startsWithAt(html, name, at + 2, true)) continue
    let k = at + 2 + name.length
    while (isWhitespace(html[k])) k++
    if (html[k] === '>') return k + 1
  }
  return -1
}

/** /<(script|iframe|object|style)\b[^>]*>[\s\S]*?(<\/\1\s*>|$)/gi replaced by '': each to its closing tag or the end. */
function withoutActiveElements(html: string): string {
  let out = ''
  let kept = 0
  ACTIVE_ELEMENT.lastIndex = 0
  for (let found = ACTIVE_ELEMENT.exec(html); found; found = ACTIVE_ELEMENT.exec(html)) {
    // No '>' after this opening means none after any later one either.
    const open = html.indexOf('>', ACTIVE_ELEMENT.lastIndex)
    if (open < 0) break
    out += html.slice(kept, found.index)
    kept = closingTagEnd(html, found[1] as string, open + 1)
    if (kept < 0) return out
    ACTIVE_ELEMENT.lastIndex = kept
  }
  return out + html.slice(kept)
}

/** /<\/?(script|iframe|object|embed|style)\b[^>]*>/gi replaced by ''. */
function withoutActiveTags(html: string): string {
  let out = ''
  let kept = 0
  ACTIVE_TAG.lastIndex = 0
  for (let found = ACTIVE_TAG.exec(html); found; found = ACTIVE_TAG.exec(html)) {
    const end = html.indexOf('>', ACTIVE_TAG.lastIndex)
    if (end < 0) break
    out += html.slice(kept, found.index)
    kept = end + 1
    ACTIVE_TAG.lastIndex = kept
  }
  return out + html.slice(kept)
}

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
    current = withoutActiveTags(withoutActiveElements(current))
  } while (current !== previous)
  return current
}

/** Each span from `open` to the first `close` after it replaced by `by`, as /open[\s\S]*?close/g would be. */
function replaceSpans(text: string, open: string, close: string, by: string): string {
  let out = ''
  let kept = 0
  for (let at = text.indexOf(open); at >= 0; at = text.indexOf(open, kept)) {
    // No `close` after this opening means none after any later one either.
    const end = text.indexOf(close, at + open.length)
    if (end < 0) break
    out += text.slice(kept, at) + by
    kept = end + close.length
  }
  return out + text.slice(kept)
}

/** The words of an HTML fragment: tags become spaces (block ends read as sentence breaks), entities are decoded. */
export function plainText(html: string): string {
  return decodeEntities(
    // Comments, then tags: /<!--[\s\S]*?-->/g and /<[^>]*>/g.
    replaceSpans(replaceSpans(stripActiveContent(html), '<!--', '-->', ' '), '<', '>', ' '),
  )
    .replace(/\s+/g, ' ')
    .trim()
}

/** What a cut text does not end with before its ellipsis: spaces and punctuation. */
const TRAILING_PUNCTUATION = `${WHITESPACE},;:.–—-`

/** At most `max` characters, cut at a word boundary with an ellipsis when anything was cut. */
export function truncateWords(text: string, max: number): string {
  if (text.length <= max) return text
  const cut = text.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  return `${trimEnd(space > max / 2 ? cut.slice(0, space) : cut, TRAILING_PUNCTUATION)}…`
}
