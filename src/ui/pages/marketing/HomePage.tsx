import { BRAND } from '../../brand'
import styles from './HomePage.module.css'
import { Icon, type IconName } from './illustrations/Icons'
import { BrowserListing, PhoneListing } from './illustrations/ListingMock'
import { CtaBand, IconGrid, MarketingPage, marketing as m, PageHero, SectionHead } from './layout'

const STATS = [
  { value: '1 visit', label: 'for the tour, photos, video and floor plan' },
  { value: 'Next day', label: 'delivery, counted in business days' },
  { value: '360°', label: 'in every room, linked into one walk-through' },
  { value: '$299', label: 'per listing up to 2,000 sq ft, no subscription' },
] as const

const MEDIA: ReadonlyArray<{ icon: IconName; title: string; text: string }> = [
  {
    icon: 'tour',
    title: '3D tour',
    text: 'Linked 360° scenes of every room. Buyers walk from the hall to the garden at their own pace, on a phone or a laptop, with nothing to install.',
  },
  {
    icon: 'camera',
    title: 'Photos',
    text: 'Bright, level, colour-corrected photos of every room and the outside, sized for the MLS, for print and for social posts.',
  },
  {
    icon: 'video',
    title: 'Video',
    text: 'A short, steady walk-through of the home, cut for the listing page and for the feeds where buyers scroll.',
  },
  {
    icon: 'plan',
    title: 'Floor plan',
    text: 'Every floor measured, with room names and sizes in feet or metres, as an interactive plan and a print-ready PDF.',
  },
]

const STEPS = [
  {
    title: 'Book',
    text: "Enter the address, choose the media and pick a time from the photographer's real calendar. The full price is on screen before you confirm.",
  },
  {
    title: 'Prepare',
    text: 'We send a preparation guide for the home owner: which lights to switch on, what to put away, and how long the visit takes.',
  },
  {
    title: 'Shoot',
    text: 'One photographer, one visit, usually one to two hours. Need another day? Reschedule or cancel from your dashboard.',
  },
  {
    title: 'Publish',
    text: 'Your listing page goes live the next business day, with downloads for the MLS and a link you can share at once.',
  },
] as const

const SHARING: ReadonlyArray<{ icon: IconName; title: string; text: string }> = [
  {
    icon: 'link',
    title: 'One link',
    text: 'Send the page by e-mail or text, or post it to Facebook, LinkedIn and X from the share menu.',
  },
  {
    icon: 'code',
    title: 'Embed',
    text: 'Paste one line of code and the tour runs full width inside your brokerage or team website.',
  },
  {
    icon: 'shield',
    title: 'Unbranded',
    text: 'A version without agent details or our navigation, for MLS boards that ask for unbranded media.',
  },
]

const AUDIENCES = [
  {
    icon: 'home',
    title: 'Agents and teams',
    text: 'Book shoots for every listing and save up to 15 % with a monthly or annual plan.',
    href: '/pricing',
    cta: 'Compare plans',
  },
  {
    icon: 'building',
    title: 'Commercial properties',
    text: 'Offices, retail and industrial space, measured and toured floor by floor.',
    href: '/commercial',
    cta: 'Commercial media',
  },
  {
    icon: 'camera',
    title: 'Photographers',
    text: 'Join our network for steady, well-planned bookings in the areas you choose.',
    href: '/photographers',
    cta: 'Join the network',
  },
] as const satisfies ReadonlyArray<{ icon: IconName; title: string; text: string; href: string; cta: string }>

export function HomePage() {
  return (
    <MarketingPage>
      <PageHero
        eyebrow="Listing media for real estate"
        title="One photographer visit. A home buyers can walk through."
        lead="Book a shoot in minutes. We capture a 360° tour, photos, video and a measured floor plan in one appointment, and your listing page is ready the next business day."
        actions={
          <>
            <a className={m.button} href="/order">
              Order now
            </a>
            <a className={m.buttonSecondary} href="/product">
              How it works
            </a>
          </>
        }
        art={<BrowserListing />}
      />

      <section className={styles.statsBand} aria-label={`${BRAND} in numbers`}>
        <div className={m.inner}>
          <dl className={m.stats}>
            {STATS.map((s) => (
              <div key={s.value} className={m.statBox}>
                <dt>{s.label}</dt>
                <dd>{s.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section className={m.section} aria-labelledby="media-title">
        <div className={m.inner}>
          <SectionHead
            id="media-title"
            eyebrow="What you order"
            title="Everything a listing needs, from a single appointment."
            lead="Order one item or all four. Whatever you choose is shot in the same visit and published on the same page."
          />
          <IconGrid items={MEDIA} columns={4} />
        </div>
      </section>

      <section className={m.sectionSubtle} aria-labelledby="steps-title">
        <div className={m.inner}>
          <SectionHead
            id="steps-title"
            eyebrow="How a shoot works"
            title="From booking to a live page in four steps."
            lead="You follow every step on your dashboard, and the home owner always knows what happens next."
          />
          <ol className={styles.steps}>
            {STEPS.map((step, i) => (
              <li key={step.title} className={styles.step}>
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

      <section className={m.section} aria-labelledby="page-section-title">
        <div className={`${m.inner} ${m.split}`}>
          <div className={styles.phoneArt}>
            <PhoneListing />
          </div>
          <div>
            <SectionHead
              id="page-section-title"
              eyebrow="The listing page"
              title="A page that feels like the home, not like a database."
              lead="Every shoot publishes a listing page of its own: the photos, the tour and the plan take the space, and the details are one glance away."
            />
            <ul className={m.checks}>
              <li>A walk-through tour with the floor plan alongside, so buyers always know where they stand.</li>
              <li>Photos in a calm grid that opens into a full-screen carousel.</li>
              <li>The address, price and key numbers readable at a glance, and a map of the neighbourhood.</li>
              <li>Agents with one-tap call and e-mail, right where buyers decide to ask.</li>
              <li>A dashboard for you and the owner that follows the order from booking to delivery.</li>
            </ul>
            <p className={styles.moreLink}>
              <a className={m.textLink} href="/product">
                See everything on the page <Icon name="arrow" size={16} />
              </a>
            </p>
          </div>
        </div>
      </section>

      <section className={m.sectionSubtle} aria-labelledby="share-title">
        <div className={`${m.inner} ${m.split}`}>
          <div>
            <SectionHead
              id="share-title"
              eyebrow="Share and embed"
              title="Send one link, or put the tour on your own site."
            />
            <ul className={styles.shareList}>
              {SHARING.map((item) => (
                <li key={item.title}>
                  <span className={m.iconBadge}>
                    <Icon name={item.icon} />
                  </span>
                  <div>
                    <h3 className={m.h3}>{item.title}</h3>
                    <p>{item.text}</p>
                  </div>
                </li>
              ))}
            </ul>
          </div>
          <figure className={styles.codeCard}>
            <figcaption className={styles.codeCaption}>Embed code for 18 Alder Lane</figcaption>
            <pre className={styles.code}>
              <code>
                <span className={styles.tag}>&lt;iframe</span>
                {'\n  '}
                <span className={styles.attr}>src</span>=
                <span className={styles.value}>"https://showhome.example/18-alder-lane?o=u"</span>
                {'\n  '}
                <span className={styles.attr}>width</span>=<span className={styles.value}>"100%"</span>{' '}
                <span className={styles.attr}>height</span>=<span className={styles.value}>"720"</span>
                {'\n  '}
                <span className={styles.attr}>allowfullscreen</span>
                <span className={styles.tag}>&gt;&lt;/iframe&gt;</span>
              </code>
            </pre>
            <p className={styles.codeNote}>
              <span className={styles.codeDot} aria-hidden="true" /> Copied to the clipboard from the share menu
            </p>
          </figure>
        </div>
      </section>

      <section className={m.section} aria-labelledby="audience-title">
        <div className={m.inner}>
          <SectionHead id="audience-title" eyebrow="Who it's for" title="Made for everyone who gets a home sold." />
          <ul className={`${m.grid} ${m.grid3}`}>
            {AUDIENCES.map((a) => (
              <li key={a.title} className={styles.audience}>
                <a href={a.href} className={styles.audienceLink}>
                  <span className={m.iconBadge}>
                    <Icon name={a.icon} />
                  </span>
                  <h3 className={m.h3}>{a.title}</h3>
                  <p>{a.text}</p>
                  <span className={styles.audienceCta}>
                    {a.cta} <Icon name="arrow" size={16} />
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <CtaBand />
    </MarketingPage>
  )
}
