// A listing description's words as plain paragraphs, for the listing page the server renders before any JavaScript
// (scripts/prerender.ts renderListing): there is no DOM there for DOMPurify, and text React escapes cannot carry
// markup, so what people and crawlers get first is safe by construction; the browser then shows the sanitised HTML.
// One linear pass: a tag is skipped to its '>', the block tags that start a line start a paragraph; then each
// paragraph's character references are decoded (src/domain/markup.ts).

import { decodeEntities } from './markup'

/** Tags after which the text goes on in a new paragraph (read case-insensitively, opening or closing). */
const BLOCK_TAGS = new Set(['p', 'div', 'br', 'li', 'ul', 'ol', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'tr'])
/** Elements whose content is never words on the page. */
const SILENT_TAGS = new Set(['script', 'style', 'template', 'iframe', 'object', 'noscript', 'textarea', 'title'])
/** The tag's name, lower-cased, from just after '<' (or '</'). */
function tagName(html: string, from: number): string {
  let end = from
  while (end < html.length && /[a-zA-Z0-9]/.test(html[end] as string)) end++
  return html.slice(from, end).toLowerCase()
}

export function descriptionParagraphs(html: string): string[] {
  const paragraphs: string[] = []
  let current = ''
  let silentUntil: string | undefined
  const endParagraph = () => {
    const words = decodeEntities(current).split(/\s+/).filter(Boolean).join(' ')
    if (words) paragraphs.push(words)
    current = ''
  }
  let i = 0
  while (i < html.length) {
    const ch = html[i] as string
    // A tag starts with a letter, '/' or '!' after '<'; any other '<' ("price < 500k") is text, as a browser reads it.
    if (ch === '<' && /[A-Za-z/!]/.test(html[i + 1] ?? '')) {
      const closing = html[i + 1] === '/'
      const name = tagName(html, i + (closing ? 2 : 1))
      const end = html.indexOf('>', i)
      if (end < 0) break
      i = end + 1
      if (silentUntil !== undefined) {
        if (closing && name === silentUntil) silentUntil = undefined
        continue
      }
      if (!closing && SILENT_TAGS.has(name)) silentUntil = name
      else if (BLOCK_TAGS.has(name)) endParagraph()
      continue
    }
    if (silentUntil !== undefined) {
      i++
      continue
    }
    current += ch
    i++
  }
  endParagraph()
  return paragraphs
}
