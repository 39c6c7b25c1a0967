import { BRAND } from '../brand'
import { StatusPage, statusActionStyles as styles } from './StatusPage'

export const NOT_FOUND_TITLE = `Page not found · ${BRAND}`

/** The app's 404 page; the server answers unknown page paths with status 404 and this page renders. */
export function NotFoundPage() {
  return (
    <StatusPage
      code="404"
      title="We couldn't find that page."
      text="The address may be mistyped, or the listing may have been taken offline by its agent."
      actions={
        <>
          <a className={styles.primary} href="/">
            Go to the home page
          </a>
          <a className={styles.secondary} href="/explore">
            Explore listings
          </a>
        </>
      }
    />
  )
}
