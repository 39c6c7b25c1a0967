import styles from './NotFoundPage.module.css'

/** The app's 404 page; the server answers unknown page paths with status 404 and this page renders. */
export function NotFoundPage() {
  return (
    <main className={styles.page}>
      <p className={styles.code}>404</p>
      <h1>We couldn't find that page.</h1>
      <p>The address may be mistyped, or the page may have moved.</p>
      <p>
        <a href="/">Go to the home page</a> or <a href="/explore">explore listings</a>.
      </p>
    </main>
  )
}
