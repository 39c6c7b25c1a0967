import { useNavigate, useSearch } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { lazy, Suspense, useEffect, useRef } from 'react'
import { type Currency, formatMoney } from '../../../domain/money'
import { regionPricing } from '../../../domain/region-pricing'
import {
  CONTACT_TIER,
  formatCentsPerSqFt,
  type PlanPriceRow,
  type PricingPagePlan,
  pricingPagePlans,
} from '../../../domain/subscription'
import { type PricingActorRef, periodOf } from '../../../machines/pricing/pricing.machine'
import type { SubscriptionCheckoutActorRef } from '../../../machines/subscription-checkout/subscription-checkout.machine'
import type { AppSearch } from '../../../schemas/search/app'
import { usePricing } from '../../features/subscription-checkout/use-pricing'
import { CtaBand, MarketingPage, marketing as m, SectionHead } from './layout'
import { PlanListingPrice, PricingListingNote } from './PricingListing'
import styles from './PricingPage.module.css'

const SubscriptionPanel = lazy(() =>
  import('../../features/subscription-status/SubscriptionPanel').then((module) => ({
    default: module.SubscriptionPanel,
  })),
)

const CheckoutDialog = lazy(() =>
  import('../../features/subscription-checkout/CheckoutDialog').then((module) => ({ default: module.CheckoutDialog })),
)

/** Whole dollars without cents ('$299', 'CA$299'), anything else with them ('$9.50'). */
const moneyIn = (currency: Currency) => (cents: number) => formatMoney(cents, { currency }).replace(/\.00$/, '')
const sqFt = (n: number) => n.toLocaleString('en-US')

type Flat = Extract<PlanPriceRow, { kind: 'flat' }>
type PerSqFt = Extract<PlanPriceRow, { kind: 'perSqFt' }>

/** A plan card's three price rows, narrowed: two flat bands, then the per-square-foot price above them. */
function bands(plan: PricingPagePlan): readonly [Flat, Flat, PerSqFt] {
  const [small, medium, large] = plan.rows
  if (small.kind !== 'flat' || medium.kind !== 'flat' || large.kind !== 'perSqFt') {
    throw new Error(`unexpected price rows for ${plan.id}`)
  }
  return [small, medium, large]
}

const BLURB: Record<PricingPagePlan['plan'], string> = {
  PAY_AS_YOU_GO: 'For the occasional listing. No subscription, no commitment.',
  AGENT: 'For agents who list every month and want every shoot for less.',
  TEAM: 'For teams and small offices booking several shoots a month.',
}

const CTA: Record<PricingPagePlan['plan'], string> = {
  PAY_AS_YOU_GO: 'Order now',
  AGENT: 'Choose Agent',
  TEAM: 'Choose Team',
}

const FAQ = [
  {
    q: 'Which size applies to my listing?',
    a: 'The finished interior area of the home or space, as you would state it on the listing. Garages and unfinished basements do not count.',
  },
  {
    q: 'Are there other charges?',
    a: 'A travel fee applies to properties outside a photographer’s home zone; it is shown with the time slots before you book. Nothing is added after you confirm.',
  },
  {
    q: 'How do included listings work?',
    a: 'Each monthly fee pays in advance for listings at the plan’s price. Unused ones carry over and stay available until 90 days after your term ends.',
  },
  {
    q: 'Do you price in Canadian dollars?',
    a: 'Yes. Properties in Canada are charged in Canadian dollars, with 13 % HST added.',
  },
] as const

/** The pricing page (SPEC §2), also the Account page, which puts the subscriber's own plan above the plans. */
export function PricingPage({ account = false, tourName = null }: { account?: boolean; tourName?: string | null }) {
  const country = useSearch({ strict: false, select: (search) => search.country ?? null })
  // A new country or listing is a new page: the chart starts again with its prices.
  return (
    <PricingPlans key={`${country ?? ''}|${tourName ?? ''}`} country={country} account={account} tourName={tourName} />
  )
}

function PricingPlans({
  country,
  account,
  tourName,
}: {
  country: string | null
  account: boolean
  tourName: string | null
}) {
  const pricing = usePricing(country, { tourName })
  const period = useSelector(pricing, (s) => periodOf(s.value))
  const checkout = useSelector(pricing, (s) => s.children.checkout as SubscriptionCheckoutActorRef | undefined)
  useContactParameter(pricing, checkout !== undefined)
  const region = regionPricing(country)
  const money = moneyIn(region.currency)
  const plans = pricingPagePlans(period)
  const first = bands(plans[0]!)
  const orderHref = region.currency === 'CAD' ? `/order?country=${country}` : '/order'

  return (
    <MarketingPage>
      {account ? (
        <Suspense fallback={null}>
          <SubscriptionPanel pricing={pricing} />
        </Suspense>
      ) : null}
      {checkout ? (
        <Suspense fallback={null}>
          <CheckoutDialog checkout={checkout} />
        </Suspense>
      ) : null}
      <section className={styles.hero} aria-labelledby="page-title">
        <div className={m.inner}>
          <p className={m.eyebrow}>Pricing</p>
          <h1 className={m.title} id="page-title">
            Priced by the size of the home. Less with a plan.
          </h1>
          <p className={`${m.lead} ${styles.lead}`}>
            Pay per listing with no commitment, or subscribe and save up to 15 % on every listing you book. Every price
            is shown before you confirm.
          </p>
          <fieldset className={styles.toggle}>
            <legend className={styles.visuallyHidden}>Billing period</legend>
            {(['monthly', 'annual'] as const).map((p) => (
              <button
                key={p}
                type="button"
                className={styles.toggleButton}
                aria-pressed={period === p}
                onClick={() => pricing.send({ type: p === 'monthly' ? 'period.monthly' : 'period.annual' })}
              >
                {p === 'monthly' ? 'Monthly' : 'Annual'}
                {p === 'annual' ? <span className={styles.toggleHint}>save more</span> : null}
              </button>
            ))}
          </fieldset>
          <PricingListingNote pricing={pricing} />
        </div>
      </section>

      <section className={styles.plansSection} aria-label="Plans">
        <div className={m.inner}>
          <ul className={styles.plans}>
            {plans.map((plan) => (
              <li key={plan.plan} className={plan.plan === 'AGENT' ? styles.planFeatured : styles.plan}>
                <div className={styles.planHead}>
                  <h2 className={styles.planName}>{plan.name}</h2>
                  {plan.discountPercent ? <span className={styles.badge}>Save {plan.discountPercent} %</span> : null}
                </div>
                <p className={styles.planBlurb}>{BLURB[plan.plan]}</p>
                <p className={styles.price}>
                  <span className={styles.priceValue}>{money(bands(plan)[0].priceCents)}</span>
                  <span className={styles.priceUnit}>per listing up to {sqFt(bands(plan)[0].upToSqFt)} sq ft</span>
                </p>
                <dl className={styles.planRows}>
                  <div>
                    <dt>Up to {sqFt(bands(plan)[1].upToSqFt)} sq ft</dt>
                    <dd>{money(bands(plan)[1].priceCents)}</dd>
                  </div>
                  <div>
                    <dt>Each sq ft above {sqFt(bands(plan)[2].overSqFt)}</dt>
                    <dd>{formatCentsPerSqFt(bands(plan)[2].millsPerSqFt)}</dd>
                  </div>
                  <div>
                    <dt>Plan fee</dt>
                    <dd>{plan.monthlyFeeCents === null ? 'None' : `${money(plan.monthlyFeeCents)} / month`}</dd>
                  </div>
                </dl>
                <p className={styles.planTerms}>
                  {plan.monthlyFeeCents === null
                    ? 'Pay for each listing when you order it.'
                    : `Includes ${plan.redeemableListings} ${plan.redeemableListings === 1 ? 'listing' : 'listings'} a month. ${
                        plan.billingPeriod === 'annual' && plan.chargeCents !== null
                          ? `Billed ${money(plan.chargeCents)} a year.`
                          : 'Billed monthly.'
                      } ${plan.initialTermMonths}-month initial term.`}
                </p>
                <PlanListingPrice pricing={pricing} plan={plan.plan} money={money} />
                <PlanAction plan={plan} pricing={pricing} orderHref={orderHref} />
              </li>
            ))}
            <li className={styles.planContact}>
              <div className={styles.planHead}>
                <h2 className={styles.planName}>Brokerage</h2>
              </div>
              <p className={styles.planBlurb}>For brokerages, large teams and commercial portfolios.</p>
              <p className={styles.price}>
                <span className={styles.priceValue}>{CONTACT_TIER.maxSavingsPercent} %</span>
                <span className={styles.priceUnit}>
                  {CONTACT_TIER.savingsText} on every listing, agreed for your volume
                </span>
              </p>
              <ul className={`${m.checks} ${styles.contactList}`}>
                <li>One account for every office and team</li>
                <li>Billing by office or team</li>
                <li>Priority scheduling and a named account manager</li>
              </ul>
              <button
                type="button"
                className={m.buttonSecondary}
                onClick={() => pricing.send({ type: 'choose', tier: 'CONTACT' })}
              >
                Talk to sales
              </button>
            </li>
          </ul>
          <p className={styles.footnote}>
            {region.currency === 'CAD'
              ? `Prices in Canadian dollars; ${region.taxBasisPoints / 100} % HST is added.`
              : 'Prices in US dollars. In Canada, prices are in Canadian dollars and 13 % HST is added.'}{' '}
            Plans are subject to our <a href="/legal/subscription">subscription terms</a>.
          </p>
        </div>
      </section>

      <section className={m.sectionSubtle} aria-labelledby="compare-title">
        <div className={m.inner}>
          <SectionHead
            id="compare-title"
            title="Compare the plans"
            lead={`All prices per listing, ${period === 'annual' ? 'with annual billing' : 'with monthly billing'}.`}
          />
          {/* Scrolls sideways on narrow screens, so it takes focus to be scrollable from the keyboard. */}
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable (WCAG 2.1.1) */}
          <section className={styles.tableWrap} aria-label="Plan comparison table" tabIndex={0}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <td />
                  {plans.map((plan) => (
                    <th key={plan.plan} scope="col">
                      {plan.name}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                <tr>
                  <th scope="row">Up to {sqFt(first[0].upToSqFt)} sq ft</th>
                  {plans.map((plan) => (
                    <td key={plan.plan}>{money(bands(plan)[0].priceCents)}</td>
                  ))}
                </tr>
                <tr>
                  <th scope="row">Up to {sqFt(first[1].upToSqFt)} sq ft</th>
                  {plans.map((plan) => (
                    <td key={plan.plan}>{money(bands(plan)[1].priceCents)}</td>
                  ))}
                </tr>
                <tr>
                  <th scope="row">Each sq ft above {sqFt(first[2].overSqFt)}</th>
                  {plans.map((plan) => (
                    <td key={plan.plan}>{formatCentsPerSqFt(bands(plan)[2].millsPerSqFt)}</td>
                  ))}
                </tr>
                <tr>
                  <th scope="row">Monthly fee</th>
                  {plans.map((plan) => (
                    <td key={plan.plan}>{plan.monthlyFeeCents === null ? '—' : money(plan.monthlyFeeCents)}</td>
                  ))}
                </tr>
                <tr>
                  <th scope="row">Listings included a month</th>
                  {plans.map((plan) => (
                    <td key={plan.plan}>{plan.monthlyFeeCents === null ? '—' : plan.redeemableListings}</td>
                  ))}
                </tr>
                <tr>
                  <th scope="row">Discount</th>
                  {plans.map((plan) => (
                    <td key={plan.plan}>{plan.discountPercent === null ? '—' : `${plan.discountPercent} %`}</td>
                  ))}
                </tr>
                <tr>
                  <th scope="row">Initial term</th>
                  {plans.map((plan) => (
                    <td key={plan.plan}>
                      {plan.initialTermMonths === 0 ? 'None' : `${plan.initialTermMonths} months`}
                    </td>
                  ))}
                </tr>
              </tbody>
            </table>
          </section>
        </div>
      </section>

      <section className={m.section} aria-labelledby="pricing-faq-title">
        <div className={m.inner}>
          <SectionHead id="pricing-faq-title" title="Questions about pricing" />
          <dl className={styles.faq}>
            {FAQ.map((item) => (
              <div key={item.q}>
                <dt>{item.q}</dt>
                <dd>{item.a}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <CtaBand
        title="Book your first shoot today."
        body="No subscription needed to start. Choose a plan when you list often enough for it to pay off."
        secondary={{ href: '/product', label: 'See what you get' }}
      />
    </MarketingPage>
  )
}

/**
 * `?contact` (SPEC §2) opens the contact form, the sales tier's checkout, as a link can ask; closing the form takes
 * the parameter out of the address, so a reload does not open it again.
 */
function useContactParameter(pricing: PricingActorRef, checkoutOpen: boolean) {
  const asked = useSearch({ strict: false, select: (search) => search.contact !== undefined })
  const navigate = useNavigate()
  const wasOpen = useRef(false)
  useEffect(() => {
    if (asked) pricing.send({ type: 'choose', tier: 'CONTACT' })
  }, [pricing, asked])
  useEffect(() => {
    if (wasOpen.current && !checkoutOpen && asked) {
      void navigate({
        to: '.',
        search: ((prev: AppSearch) => ({ ...prev, contact: undefined })) as never,
        replace: true,
      })
    }
    wasOpen.current = checkoutOpen
  }, [checkoutOpen, asked, navigate])
}

/** A plan card's call to action: pay as you go orders; a plan opens the checkout on the toggle's period. */
function PlanAction({
  plan,
  pricing,
  orderHref,
}: {
  plan: PricingPagePlan
  pricing: PricingActorRef
  orderHref: string
}) {
  const className = plan.plan === 'AGENT' ? m.button : m.buttonSecondary
  if (plan.plan === 'PAY_AS_YOU_GO') {
    return (
      <a className={className} href={orderHref}>
        {CTA[plan.plan]}
      </a>
    )
  }
  const tier = plan.plan
  return (
    <button type="button" className={className} onClick={() => pricing.send({ type: 'choose', tier })}>
      {CTA[plan.plan]}
    </button>
  )
}
