// The frame of the signed-in area's pages (explore, my listings, create listing): a heading band and the page's
// own content. The listing lists, the order flow and the account screens fill these in their own issues.
import type { ReactNode } from 'react'
import styles from './AppPage.module.css'

export function AppPage({ title, lead, children }: { title: string; lead?: ReactNode; children?: ReactNode }) {
  return (
    <main className={styles.main} id="main">
      <div className={styles.head}>
        <h1 className={styles.title}>{title}</h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
      </div>
      <div className={styles.body}>{children}</div>
    </main>
  )
}

/** A calm empty or prompt state: a short heading, a sentence, and one or two actions. */
export function Prompt({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <section className={styles.prompt} aria-label={title}>
      <h2 className={styles.promptTitle}>{title}</h2>
      <div className={styles.promptText}>{children}</div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </section>
  )
}

export { styles as appPage }
