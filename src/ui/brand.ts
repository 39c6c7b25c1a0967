// The brand the page was served with (src/domain/brand.ts): read once from the page's head, which the server wrote
// before any script ran. Outside a browser (prerendering, unit tests) it is the default.
import { BRAND_META, brandFrom } from '../domain/brand'

const readBrand = () =>
  brandFrom(
    typeof document === 'undefined'
      ? undefined
      : document.querySelector(`meta[name="${BRAND_META}"]`)?.getAttribute('content'),
  )

export const BRAND = readBrand()
