import { BRAND } from '../brand'
import { StatusPage, statusActionStyles as styles } from './StatusPage'

export const SERVER_ERROR_TITLE = `Something went wrong · ${BRAND}`

/**
 * The app's 500 page: the server answers a page it failed to make with this page's prerendered HTML and status
 * 500, and the app shows it when a page's code could not be loaded even after a reload, or when the listing loader
 * gave up after its retries (SPEC §8).
 */
export function ErrorPage({
  text = 'This page could not be loaded. It is not something you did; please try again in a moment.',
  onRetry = () => window.location.reload(),
}: {
  /** What failed, when the page knows better than the default. */
  text?: string
  /** Try again: reloads the page unless the page can ask again itself (the listing loader). */
  onRetry?: () => void
} = {}) {
  return (
    <StatusPage
      code="500"
      title="Something went wrong on our side."
      text={text}
      actions={
        <>
          <button type="button" className={styles.primary} onClick={onRetry}>
            Try again
          </button>
          <a className={styles.secondary} href="/">
            Go to the home page
          </a>
        </>
      }
    />
  )
}
