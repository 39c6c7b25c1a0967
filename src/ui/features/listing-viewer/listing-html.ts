// The listing description is HTML from the listing's editor (SPEC §3: sanitised, iframes forbidden). DOMPurify
// removes scripts, event handlers and unsafe URLs; we also forbid embeds and inline styles (they would fight the
// page's typography), and make every link open safely in a new tab.
import DOMPurify from 'dompurify'

const FORBIDDEN_TAGS = [
  'iframe',
  'frame',
  'object',
  'embed',
  'script',
  'style',
  'form',
  'input',
  'button',
  'link',
  'meta',
]
const SAFE_URL = /^(?:https?:|mailto:|tel:|#)/i

let purifier: ReturnType<typeof DOMPurify> | undefined

function getPurifier() {
  if (purifier) return purifier
  purifier = DOMPurify(window)
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      const href = node.getAttribute('href')
      if (href && !SAFE_URL.test(href.trim())) node.removeAttribute('href')
      node.setAttribute('target', '_blank')
      node.setAttribute('rel', 'noopener noreferrer nofollow')
    }
  })
  return purifier
}

export function sanitizeListingHtml(html: string): string {
  return getPurifier().sanitize(html, {
    FORBID_TAGS: FORBIDDEN_TAGS,
    FORBID_ATTR: ['style', 'class', 'id'],
    ALLOWED_URI_REGEXP: SAFE_URL,
  })
}
