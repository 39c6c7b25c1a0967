// The brand the page was served with (src/domain/brand.ts): read once from the page's head, which the server wrote
// before any script ran. Outside a browser it is the one the server process names for the listing pages it renders
// (server/http/listing-render.ts), else the default (prerendering, unit tests).
import { BRAND_META, brandFrom, serverBrand } from '../domain/brand'

const readBrand = () =>
  brandFrom(
    typeof document === 'undefined'
      ? serverBrand()
      : document.querySelector(`meta[name="${BRAND_META}"]`)?.getAttribute('content'),
  )

export const BRAND = readBrand()
