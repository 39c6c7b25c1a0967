// The frame of a legal document: a short hero, a table of contents (sticky beside the text on wide screens) and
// numbered sections set in a readable measure.
import type { ReactNode } from 'react'
import { CONTACT } from '../contact'
import { MarketingPage, marketing as m } from '../layout'
import styles from './Legal.module.css'

export type LegalSection = { readonly id: string; readonly heading: string; readonly body: ReactNode }

type Props = {
  title: string
  summary: ReactNode
  updated: string
  sections: ReadonlyArray<LegalSection>
}

export const LAST_UPDATED = '1 November 2026'

export function LegalDocument({ title, summary, updated, sections }: Props) {
  return (
    <MarketingPage>
      <header className={styles.head}>
        <div className={m.inner}>
          <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
            <a href="/legal">Legal</a>
            <span aria-hidden="true"> / </span>
            <span aria-current="page">{title}</span>
          </nav>
          <h1 className={styles.title} id="page-title">
            {title}
          </h1>
          <p className={styles.summary}>{summary}</p>
          <p className={styles.updated}>Last updated {updated}</p>
        </div>
      </header>
      <div className={`${m.inner} ${styles.layout}`}>
        <nav className={styles.toc} aria-labelledby="toc-title">
          <h2 className={styles.tocTitle} id="toc-title">
            On this page
          </h2>
          <ol>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
        <article className={styles.article} aria-labelledby="page-title">
          {sections.map((section, i) => (
            <section key={section.id} aria-labelledby={section.id} className={styles.section}>
              <h2 id={section.id} className={styles.sectionTitle}>
                <span className={styles.number} aria-hidden="true">
                  {i + 1}.
                </span>{' '}
                {section.heading}
              </h2>
              {section.body}
            </section>
          ))}
          <aside className={styles.contact} aria-label="Questions">
            <p>
              Questions about this document? Write to <a href={`mailto:${CONTACT.legal}`}>{CONTACT.legal}</a> and a
              person will answer within five business days.
            </p>
          </aside>
        </article>
      </div>
    </MarketingPage>
  )
}
