// The frame every marketing page shares: a <main> landmark followed by the site footer, a page hero, section
// headings and the closing call to action. Pages compose these and keep only their own copy and art.
import type { ReactNode } from 'react'
import { SiteFooter } from '../../components/site-footer/SiteFooter'
import { Icon, type IconName } from './illustrations/Icons'
import styles from './Marketing.module.css'

export { styles as marketing }

export function MarketingPage({ children }: { children: ReactNode }) {
  return (
    <>
      <main className={styles.main} id="main">
        {children}
      </main>
      <SiteFooter />
    </>
  )
}

type HeroProps = {
  eyebrow: string
  title: ReactNode
  lead: ReactNode
  actions?: ReactNode
  art?: ReactNode
}

export function PageHero({ eyebrow, title, lead, actions, art }: HeroProps) {
  return (
    <section className={styles.hero} aria-labelledby="page-title">
      <div className={`${styles.heroInner} ${art ? '' : styles.heroInnerSingle}`}>
        <div className={styles.heroText}>
          <p className={styles.eyebrow}>{eyebrow}</p>
          <h1 className={styles.title} id="page-title">
            {title}
          </h1>
          <p className={styles.lead}>{lead}</p>
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </div>
        {art ? <div className={styles.heroArt}>{art}</div> : null}
      </div>
    </section>
  )
}

type SectionHeadProps = { id: string; eyebrow?: string; title: ReactNode; lead?: ReactNode; centered?: boolean }

/** A section's h2 with an optional eyebrow and lead; `id` names the heading for aria-labelledby. */
export function SectionHead({ id, eyebrow, title, lead, centered }: SectionHeadProps) {
  return (
    <div className={centered ? styles.sectionHeadCentered : styles.sectionHead}>
      {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
      <h2 className={styles.h2} id={id}>
        {title}
      </h2>
      {lead ? <p className={styles.sectionLead}>{lead}</p> : null}
    </div>
  )
}

export interface IconGridItem {
  readonly icon: IconName
  readonly title: string
  readonly text: ReactNode
}

/** A row of three or four short points, each with an icon, a heading and a sentence (the pages' feature lists). */
export function IconGrid({ items, columns }: { items: ReadonlyArray<IconGridItem>; columns: 3 | 4 }) {
  return (
    <ul className={`${styles.grid} ${columns === 3 ? styles.grid3 : styles.grid4}`}>
      {items.map((item) => (
        <li key={item.title} className={styles.gridItem}>
          <span className={styles.iconBadge}>
            <Icon name={item.icon} />
          </span>
          <h3 className={styles.h3}>{item.title}</h3>
          <p>{item.text}</p>
        </li>
      ))}
    </ul>
  )
}

type CtaProps = {
  title?: string
  body?: string
  primary?: { href: string; label: string }
  secondary?: { href: string; label: string }
}

/** The one call to action each marketing page closes on: 'Order now' unless the page asks for something else. */
export function CtaBand({
  title = 'Book the shoot. We handle the rest.',
  body = 'Choose the media, pick a time that suits the home owner, and have a finished listing page the next business day.',
  primary = { href: '/order', label: 'Order now' },
  secondary = { href: '/pricing', label: 'See pricing' },
}: CtaProps) {
  return (
    <section className={styles.cta} aria-labelledby="cta-title">
      <div className={styles.inner}>
        <div className={styles.ctaPanel}>
          <div className={styles.ctaText}>
            <h2 className={styles.ctaTitle} id="cta-title">
              {title}
            </h2>
            <p className={styles.ctaBody}>{body}</p>
          </div>
          <div className={styles.ctaActions}>
            <a className={styles.buttonOnAccent} href={primary.href}>
              {primary.label}
            </a>
            <a className={styles.ctaSecondary} href={secondary.href}>
              {secondary.label}
            </a>
          </div>
        </div>
      </div>
    </section>
  )
}
