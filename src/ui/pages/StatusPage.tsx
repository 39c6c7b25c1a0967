import type { ReactNode } from 'react'
import { SiteFooter } from '../components/site-footer/SiteFooter'
import styles from './StatusPage.module.css'

/** A page that stands for an answer the visitor did not hope for (404, 500): the code, what happened, where to go. */
export function StatusPage({
  code,
  title,
  text,
  actions,
}: {
  code: string
  title: string
  text: string
  /** Links or buttons, styled with `statusActionStyles`. */
  actions: ReactNode
}) {
  return (
    <>
      <main className={styles.page} id="main">
        <div className={styles.inner}>
          <p className={styles.code} aria-hidden="true">
            {code}
          </p>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.text}>{text}</p>
          <div className={styles.actions}>{actions}</div>
        </div>
      </main>
      <SiteFooter />
    </>
  )
}

export const statusActionStyles = { primary: styles.primary, secondary: styles.secondary }
