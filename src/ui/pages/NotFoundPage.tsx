import { BRAND } from '../brand'
import { SiteFooter } from '../components/site-footer/SiteFooter'
import styles from './NotFoundPage.module.css'

export const NOT_FOUND_TITLE = `Page not found · ${BRAND}`

/** The app's 404 page; the server answers unknown page paths with status 404 and this page renders. */
export function NotFoundPage() {
  return (
    <>
      <main className={styles.page} id="main">
        <div className={styles.inner}>
          <p className={styles.code} aria-hidden="true">
            404
          </p>
          <h1 className={styles.title}>We couldn't find that page.</h1>
          <p className={styles.text}>
            The address may be mistyped, or the listing may have been taken offline by its agent.
          </p>
          <div className={styles.actions}>
            <a className={styles.primary} href="/">
              Go to the home page
            </a>
            <a className={styles.secondary} href="/explore">
              Explore listings
            </a>
          </div>
        </div>
      </main>
      <SiteFooter />
    </>
  )
}
