import { formatMoney } from '../../../domain/money'
import { CONTACT_TIER, formatCentsPerSqFt, listingPriceCents, PAY_AS_YOU_GO } from '../../../domain/subscription'
import styles from './CommercialPage.module.css'
import { CONTACT, mailto } from './contact'
import type { IconName } from './illustrations/Icons'
import { CtaBand, IconGrid, MarketingPage, marketing as m, PageHero, SectionHead } from './layout'

const FLOORS = [
  { name: 'Floor 4', area: '9,800 SF' },
  { name: 'Floor 3', area: '12,400 SF', active: true },
  { name: 'Floor 2', area: '12,400 SF' },
  { name: 'Ground', area: '8,150 SF' },
] as const

const TYPES: ReadonlyArray<{ icon: IconName; title: string; text: string }> = [
  {
    icon: 'building',
    title: 'Office',
    text: 'Whole floors and suites, fitted or shell. Tenants compare layouts and walk the space before they shortlist.',
  },
  {
    icon: 'home',
    title: 'Retail',
    text: 'Frontage, depth and back of house in one walk-through, with the plan showing the sales floor in square feet.',
  },
  {
    icon: 'route',
    title: 'Industrial and logistics',
    text: 'Loading docks, clear heights and yard access, captured in one visit and measured for the brochure.',
  },
  {
    icon: 'users',
    title: 'Multi-family and mixed use',
    text: 'Model units, amenities and common areas, toured once and reused for every vacancy that follows.',
  },
]

const STEPS = [
  {
    title: 'Scope',
    text: 'Tell us the address, the floors and what the space is for. We confirm the price and the time on site.',
  },
  {
    title: 'Plan the visit',
    text: 'We book around tenants and building rules: early mornings, evenings and weekends included.',
  },
  {
    title: 'Shoot',
    text: 'One photographer per building or a small crew for large sites, with access arranged through you.',
  },
  {
    title: 'Deliver',
    text: 'Most buildings are live the next business day; very large sites within three. Every floor on one page.',
  },
] as const

export function CommercialPage() {
  const sales = mailto(CONTACT.sales, 'Commercial media')
  const from4000 = formatMoney(PAY_AS_YOU_GO.upTo4000Cents).replace(/\.00$/, '')
  const perSqFt = formatCentsPerSqFt(PAY_AS_YOU_GO.over4000MillsPerSqFt)
  return (
    <MarketingPage>
      <PageHero
        eyebrow="Commercial properties"
        title="Space, measured and walkable, floor by floor."
        lead="Offices, retail units, industrial space and multi-family buildings, captured with 3D tours, measured floor plans and photography for leasing, sales and your portfolio records."
        actions={
          <>
            <a className={m.button} href={sales}>
              Talk to our commercial team
            </a>
            <a className={m.buttonSecondary} href="/order">
              Order a shoot
            </a>
          </>
        }
        art={
          <div
            className={styles.stack}
            role="img"
            aria-label="A four-storey building drawn as stacked floor plates, floor 3 highlighted with 12,400 square feet."
          >
            {FLOORS.map((floor, i) => (
              <div key={floor.name} className={styles.level} style={{ zIndex: FLOORS.length - i }}>
                <span className={'active' in floor ? styles.plateActive : styles.plate} />
                <span className={'active' in floor ? styles.labelActive : styles.label}>
                  <b>{floor.name}</b> {floor.area}
                </span>
              </div>
            ))}
          </div>
        }
      />

      <section className={m.section} aria-labelledby="types-title">
        <div className={m.inner}>
          <SectionHead
            id="types-title"
            eyebrow="What we shoot"
            title="From a corner shop to a whole campus."
            lead="The same photographers, the same tour and the same listing page, scaled to buildings measured in tens of thousands of square feet."
          />
          <IconGrid items={TYPES} columns={4} />
        </div>
      </section>

      <section className={m.sectionSubtle} aria-labelledby="large-title">
        <div className={`${m.inner} ${m.split}`}>
          <div>
            <SectionHead
              id="large-title"
              eyebrow="Built for large buildings"
              title="Tenants see the space before they see the building."
            />
            <ul className={m.checks}>
              <li>Tours across every floor, with a floor switcher and the plan beside the view.</li>
              <li>Measured plans per floor with the area of each, in square feet or square metres.</li>
              <li>Appointments before and after business hours, and at weekends, around your tenants.</li>
              <li>Listing pages that embed in your brokerage website, with or without agent details.</li>
              <li>Portfolio accounts with billing by property, office or team.</li>
            </ul>
          </div>
          <div className={styles.pricePanel}>
            <p className={styles.priceEyebrow}>Priced by area</p>
            <dl className={styles.prices}>
              <div>
                <dt>up to 4,000 sq ft, per property</dt>
                <dd>{from4000}</dd>
              </div>
              <div>
                <dt>for each square foot above 4,000</dt>
                <dd>{perSqFt}</dd>
              </div>
              <div>
                <dt>off for portfolios and multi-site contracts</dt>
                <dd>{CONTACT_TIER.maxSavingsPercent} %</dd>
              </div>
            </dl>
            <p className={styles.priceNote}>
              A 12,400 sq ft office floor costs {formatMoney(listingPriceCents(PAY_AS_YOU_GO, 12_400))} without a plan.{' '}
              <a href="/pricing">See all prices</a>
            </p>
          </div>
        </div>
      </section>

      <section className={m.section} aria-labelledby="process-title">
        <div className={m.inner}>
          <SectionHead id="process-title" eyebrow="How it works" title="One contact, from scoping to delivery." />
          <ol className={`${m.grid} ${m.grid4}`}>
            {STEPS.map((step, i) => (
              <li key={step.title} className={m.gridItem}>
                <span className={styles.stepNumber} aria-hidden="true">
                  {String(i + 1).padStart(2, '0')}
                </span>
                <h3 className={m.h3}>{step.title}</h3>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <CtaBand
        title="Leasing a building this quarter?"
        body={`Tell us about the property and we'll reply with a quote within one business day. Portfolios save up to ${CONTACT_TIER.maxSavingsPercent} %.`}
        primary={{ href: sales, label: 'Talk to our commercial team' }}
        secondary={{ href: '/order', label: 'Order a single shoot' }}
      />
    </MarketingPage>
  )
}
