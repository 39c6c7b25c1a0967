import { BRAND } from '../../../brand'
import { CONTACT } from '../contact'
import { Icon } from '../illustrations/Icons'
import { MarketingPage, marketing as m } from '../layout'
import styles from './Legal.module.css'
import { LAST_UPDATED } from './LegalDocument'

const DOCUMENTS = [
  {
    href: '/legal/terms',
    title: 'Terms of service',
    text: 'Ordering shoots, appointments and cancellations, delivery, your licence to the media, and our responsibilities.',
  },
  {
    href: '/legal/privacy',
    title: 'Privacy policy',
    text: 'What we collect when you order or view a listing, who sees it, how long we keep it, and your rights.',
  },
  {
    href: '/legal/subscription',
    title: 'Subscription terms',
    text: 'How the Agent and Team plans bill, what they include, how they renew, and how to cancel.',
  },
] as const

export function LegalIndexPage() {
  return (
    <MarketingPage>
      <header className={styles.head}>
        <div className={m.inner}>
          <h1 className={styles.title}>Legal</h1>
          <p className={styles.summary}>
            The agreements behind every {BRAND} shoot and listing page, written in plain language. Last updated{' '}
            {LAST_UPDATED}.
          </p>
        </div>
      </header>
      <div className={`${m.inner} ${styles.layout} ${styles.layoutSingle}`}>
        <section aria-labelledby="documents-title">
          <h2 className={styles.visuallyHidden} id="documents-title">
            Documents
          </h2>
          <ul className={styles.docs}>
            {DOCUMENTS.map((doc) => (
              <li key={doc.href} className={styles.doc}>
                <a className={styles.docLink} href={doc.href}>
                  <span className={styles.docTitle}>{doc.title}</span>
                  <span className={styles.docText}>{doc.text}</span>
                  <span className={styles.docMore}>
                    Read <Icon name="arrow" size={16} />
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </section>
        <section className={styles.principles} aria-labelledby="principles-title">
          <h2 className={styles.sectionTitle} id="principles-title">
            What we promise
          </h2>
          <ul className={m.checks}>
            <li>We never sell personal information, and listing pages carry no advertising trackers.</li>
            <li>You always know the full price of an order before you confirm it.</li>
            <li>The media you pay for is yours to use for marketing the property, without time limit.</li>
            <li>Subscriptions renew only after a reminder, and you can cancel before any renewal.</li>
          </ul>
          <h2 className={`${styles.sectionTitle} ${styles.spaced}`} id="contact-title">
            Contact
          </h2>
          <dl className={styles.company}>
            <div>
              <dt>Legal</dt>
              <dd>
                <a href={`mailto:${CONTACT.legal}`}>{CONTACT.legal}</a>
              </dd>
            </div>
            <div>
              <dt>Privacy</dt>
              <dd>
                <a href={`mailto:${CONTACT.privacy}`}>{CONTACT.privacy}</a>
              </dd>
            </div>
            <div>
              <dt>Support</dt>
              <dd>
                <a href={`mailto:${CONTACT.support}`}>{CONTACT.support}</a>
              </dd>
            </div>
          </dl>
        </section>
      </div>
    </MarketingPage>
  )
}
