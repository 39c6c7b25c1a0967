import { BRAND } from '../../brand'
import styles from './CbrePage.module.css'
import { CONTACT, mailto } from './contact'
import type { IconName } from './illustrations/Icons'
import { CtaBand, IconGrid, MarketingPage, marketing as m, PageHero, SectionHead } from './layout'

const OFFICES = [
  { office: 'Downtown office', listings: 14, status: 'Delivered', tone: 'delivered' },
  { office: 'Harbour office', listings: 9, status: 'In production', tone: 'production' },
  { office: 'North office', listings: 6, status: 'Confirmed', tone: 'confirmed' },
] as const

const BENEFITS: ReadonlyArray<{ icon: IconName; title: string; text: string }> = [
  {
    icon: 'invoice',
    title: 'Partner rates, applied for you',
    text: 'Orders placed through the partner programme carry the agreed rates automatically. No codes to remember.',
  },
  {
    icon: 'building',
    title: 'Billing by office and team',
    text: 'One consolidated invoice a month for each office or team, with cost-centre references on every line.',
  },
  {
    icon: 'calendar',
    title: 'Priority scheduling',
    text: 'Partner orders get first choice of photographer time in busy markets, including early and late slots.',
  },
  {
    icon: 'home',
    title: 'Brokerage-ready pages',
    text: 'Listing pages carry your office and team details, and embed in brokerage and property websites as they are.',
  },
  {
    icon: 'shield',
    title: 'Sign in with your work account',
    text: 'Single sign-on from the partner intranet. Access follows your role and ends when you leave the organisation.',
  },
  {
    icon: 'users',
    title: 'A named account team',
    text: 'An account manager for the programme and a support contact who knows your offices by name.',
  },
]

const STEPS = [
  {
    title: 'Sign in',
    text: `Open ${BRAND} from the partner intranet. Your office and team are set for you.`,
  },
  {
    title: 'Order',
    text: 'Book shoots as usual. Partner rates and the right billing account are applied at checkout.',
  },
  {
    title: 'Report',
    text: 'Office administrators see every order, its status and its cost, and export them for month-end.',
  },
] as const

export function CbrePage() {
  const partners = mailto(CONTACT.partners, 'Partner programme')
  return (
    <MarketingPage>
      <PageHero
        eyebrow="Partner programme"
        title={`${BRAND} for CBRE professionals.`}
        lead="A dedicated ordering and delivery programme for brokers, property managers and marketing teams: partner rates, billing by office, priority scheduling and listing pages ready for your websites."
        actions={
          <>
            <a className={m.button} href="/order">
              Order a shoot
            </a>
            <a className={m.buttonSecondary} href={partners}>
              Contact the partner team
            </a>
          </>
        }
        art={
          <div
            className={styles.report}
            role="img"
            aria-label="A partner report: listings this month by office, 29 in total, each office with the status of its latest order."
          >
            <div className={styles.reportHead}>
              <span>
                <span className={styles.reportLabel}>Listings this month</span>
                <span className={styles.reportTotal}>29</span>
              </span>
              <span className={styles.reportBadge}>Partner rates applied</span>
            </div>
            <div className={styles.bars}>
              {OFFICES.map((o) => (
                <span key={o.office} className={styles.bar} style={{ flexGrow: o.listings }} />
              ))}
            </div>
            <ul className={styles.rows}>
              {OFFICES.map((o) => (
                <li key={o.office}>
                  <span className={styles.office}>{o.office}</span>
                  <span className={styles.count}>{o.listings}</span>
                  <span className={styles.status}>
                    <span className={styles[o.tone]} />
                    {o.status}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        }
      />

      <section className={m.section} aria-labelledby="includes-title">
        <div className={m.inner}>
          <SectionHead
            id="includes-title"
            eyebrow="What the programme includes"
            title="The same shoot, arranged around a large organisation."
            lead="Partner teams order the same 3D tours, photos, video and floor plans as everyone else. What changes is everything around the order."
          />
          <IconGrid items={BENEFITS} columns={3} />
        </div>
      </section>

      <section className={m.sectionSubtle} aria-labelledby="start-title">
        <div className={m.inner}>
          <SectionHead id="start-title" eyebrow="Getting started" title="Three steps, no new paperwork." />
          <ol className={styles.steps}>
            {STEPS.map((step, i) => (
              <li key={step.title}>
                <span className={styles.stepNumber} aria-hidden="true">
                  {i + 1}
                </span>
                <div>
                  <h3 className={m.h3}>{step.title}</h3>
                  <p>{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
          <p className={styles.note}>
            Not set up yet? Your office administrator can request access for the office from the partner team. We
            connect the billing account and sign-in within two business days.
          </p>
        </div>
      </section>

      <CtaBand
        title="Questions about the programme?"
        body="Rates, billing set-up, sign-in or a market we don't cover yet: the partner team answers within one business day."
        primary={{ href: partners, label: 'Contact the partner team' }}
        secondary={{ href: '/product', label: 'See what a shoot includes' }}
      />
    </MarketingPage>
  )
}
