// The product's name is configuration (ARCHITECTURE.md: `{product}` is BRAND_NAME, default "Showhome"). The build
// writes the default into the app and the prerendered pages; the server names the configured brand in every page
// it serves (the application-name meta, and the default name replaced in prerendered text), and the browser app
// reads that meta, so a person reads one name everywhere.

/** The name the build writes, and the app's name when no page says otherwise (tests, a page without the meta). */
export const DEFAULT_BRAND = 'Showhome'

/** The meta tag the server writes the brand into: the standard one for a web application's name. */
export const BRAND_META = 'application-name'

/** The brand a page names, or the default when it names none (or an empty one). */
export const brandFrom = (metaContent: string | null | undefined) => metaContent?.trim() || DEFAULT_BRAND

/**
 * Where the server process names the brand for the listing pages it renders (server/http/listing-render.ts), read
 * by the bundle's src/ui/brand.ts outside a browser, where there is no page head.
 */
export const SERVER_BRAND_GLOBAL = 'showhomeServerBrand'

/** The brand the server process named for its renders, if any. */
export const serverBrand = (): string | undefined =>
  (globalThis as Record<string, unknown>)[SERVER_BRAND_GLOBAL] as string | undefined
