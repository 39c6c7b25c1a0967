import { FloorPlanSketch } from './illustrations/FloorPlanSketch'
import type { IconName } from './illustrations/Icons'
import { TourScene } from './illustrations/TourScene'
import { CtaBand, IconGrid, MarketingPage, marketing as m, PageHero, SectionHead } from './layout'
import styles from './ProductPage.module.css'

const PHOTO_POINTS: ReadonlyArray<{ icon: IconName; title: string; text: string }> = [
  {
    icon: 'camera',
    title: 'Bright, true to life',
    text: 'Several exposures blended for every frame, so windows keep their view and rooms keep their light. Verticals straight, colours honest.',
  },
  {
    icon: 'invoice',
    title: 'Ready for the MLS',
    text: 'Download every photo sized for your MLS in one go, or full resolution for print. Captions and order are yours to set.',
  },
  {
    icon: 'spark',
    title: 'A calm gallery',
    text: 'On the listing page photos sit in a justified grid and open into a full-screen carousel that buyers swipe on their phones.',
  },
  {
    icon: 'video',
    title: 'Video that moves',
    text: 'A steady walk-through film of the home, or link a YouTube or Vimeo video of your own and it plays in the gallery.',
  },
]

const SHARING: ReadonlyArray<{ icon: IconName; title: string; text: string }> = [
  {
    icon: 'link',
    title: 'Share link',
    text: 'Every listing has a short address of its own. Share it by e-mail, text or QR code, or post to Facebook, LinkedIn and X.',
  },
  {
    icon: 'code',
    title: 'Embed',
    text: 'Copy the iframe code from the share menu and the listing runs full width inside any website, at 720 px tall.',
  },
  {
    icon: 'shield',
    title: 'Unbranded',
    text: 'One switch hides agent names, contact details and our navigation, for MLS boards and portals that ask for unbranded media.',
  },
  {
    icon: 'tour',
    title: 'Tour only',
    text: 'Send just the walk-through, edge to edge, when the tour should speak for itself: in a presentation or on a screen in the office.',
  },
]

const TIMELINE = [
  { state: 'done', title: 'Order confirmed', meta: 'Mon 3 Nov · 4:12 pm' },
  { state: 'active', title: 'Appointment with Sam Lee', meta: 'Tue 4 Nov · 10:00 – 11:30 am' },
  { state: 'next', title: 'Scheduled delivery', meta: 'Wed 5 Nov · by end of day' },
] as const

export function ProductPage() {
  return (
    <MarketingPage>
      <PageHero
        eyebrow="Product"
        title="Everything buyers want to see, captured in one visit."
        lead="A walkable 3D tour, photos, video and a measured floor plan, published together on a listing page you can share, embed or send to the MLS unbranded."
        actions={
          <>
            <a className={m.button} href="/order">
              Order now
            </a>
            <a className={m.buttonSecondary} href="/pricing">
              See pricing
            </a>
          </>
        }
        art={
          <div
            className={styles.tourFrame}
            role="img"
            aria-label="The 3D tour of a living room, with soft circles on the floor marking the next rooms and the tour controls floating at the bottom."
          >
            <TourScene controls />
            <span className={styles.sceneChip}>Living room · scene 3 of 14</span>
          </div>
        }
      />

      <section className={m.section} aria-labelledby="tour-title">
        <div className={`${m.inner} ${m.split}`}>
          <div>
            <SectionHead
              id="tour-title"
              eyebrow="The 3D tour"
              title="Walk in the front door from anywhere."
              lead="Our photographer captures a 360° scene in every room and links them into one walk-through. Buyers tap the soft circles on the floor to move, and look around by dragging."
            />
            <ul className={m.checks}>
              <li>The floor plan sits beside the tour and shows where you stand and which way you face.</li>
              <li>A guided autoplay moves through the home on its own for buyers who would rather watch.</li>
              <li>Works in any modern browser on phones, tablets and laptops. No app, no headset.</li>
              <li>Open the tour at the view you choose: the kitchen, the garden, the view from the terrace.</li>
            </ul>
          </div>
          <div className={styles.statPanel}>
            <dl className={styles.bigStats}>
              <div>
                <dt>degrees in every room</dt>
                <dd>360°</dd>
              </div>
              <div>
                <dt>apps for buyers to install</dt>
                <dd>0</dd>
              </div>
              <div>
                <dt>taps from the hall to the kitchen</dt>
                <dd>2</dd>
              </div>
            </dl>
          </div>
        </div>
      </section>

      <section className={m.sectionSubtle} aria-labelledby="plan-title">
        <div className={`${m.inner} ${m.split} ${m.splitReverse}`}>
          <div>
            <SectionHead
              id="plan-title"
              eyebrow="The floor plan"
              title="Every room measured, every floor drawn."
              lead="The photographer measures on site and our drafting team draws the plan the same night, floor by floor."
            />
            <ul className={m.checks}>
              <li>Room names and sizes, and the total area of each floor and the home.</li>
              <li>Feet or metres, as each visitor prefers: the plan remembers the choice.</li>
              <li>Tap a room on the plan and the tour takes you there.</li>
              <li>A print-ready PDF, branded with your details or unbranded for the MLS.</li>
            </ul>
          </div>
          <figure className={styles.planCard}>
            <FloorPlanSketch label="A measured floor plan: kitchen, entry, bath, two bedrooms and an open living and dining room, with the tour's position marked in the living room." />
            <figcaption className={styles.planCaption}>
              <span>Main floor</span>
              <span className={styles.planArea}>1,120 SF · 104.1 m²</span>
            </figcaption>
          </figure>
        </div>
      </section>

      <section className={m.section} aria-labelledby="photos-title">
        <div className={m.inner}>
          <SectionHead
            id="photos-title"
            eyebrow="Photos and video"
            title="The pictures that make people book a viewing."
            lead="Shot in the same visit as the tour, edited by people who look at homes all day."
          />
          <IconGrid items={PHOTO_POINTS} columns={4} />
        </div>
      </section>

      <section className={styles.deliveryBand} aria-labelledby="delivery-title">
        <div className={`${m.inner} ${m.split}`}>
          <div>
            <p className={styles.deliveryEyebrow}>Delivery</p>
            <h2 className={styles.deliveryTitle} id="delivery-title">
              Shot today. Live the next business day.
            </h2>
            <p className={styles.deliveryLead}>
              Media from a morning or an afternoon appointment is processed overnight and published by the end of the
              next business day. A shoot on Friday is live on Monday.
            </p>
            <p className={styles.deliveryLead}>
              You and the home owner follow every step on the listing's dashboard: reschedule or cancel before the
              visit, download the preparation guide, and tell us how it went afterwards.
            </p>
          </div>
          <ol className={styles.timeline} aria-label="An order on the dashboard">
            {TIMELINE.map((item) => (
              <li key={item.title} className={styles[item.state]}>
                <span className={styles.dot} aria-hidden="true" />
                <span className={styles.timelineTitle}>{item.title}</span>
                <span className={styles.timelineMeta}>{item.meta}</span>
                {item.state === 'active' ? (
                  <span className={styles.timelineBody}>
                    Please switch on every light and open the blinds. The preparation guide has the full list.
                  </span>
                ) : null}
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className={m.section} aria-labelledby="share-title">
        <div className={m.inner}>
          <SectionHead
            id="share-title"
            eyebrow="Sharing and embedding"
            title="One listing, wherever your buyers are."
            lead="Publishing is instant and the page stays online for as long as you need it. Take it offline with one click when the home is sold."
          />
          <IconGrid items={SHARING} columns={4} />
          <p className={styles.devNote}>
            <strong>For developers:</strong> an embedded tour can be steered from the page around it with our script
            API, so a site can move between rooms from its own buttons.
          </p>
        </div>
      </section>

      <CtaBand />
    </MarketingPage>
  )
}
