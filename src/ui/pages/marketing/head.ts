// The <head> of a marketing route: '{page} · {brand}' and a meta description (rendered by <HeadContent/> and
// written into the prerendered HTML by scripts/prerender.ts).
import { BRAND } from '../../brand'

export function pageHead(title: string, description: string) {
  return { meta: [{ title: `${title} · ${BRAND}` }, { name: 'description', content: description }] }
}
