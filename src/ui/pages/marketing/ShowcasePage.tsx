import { Facade, type FacadeKind } from './illustrations/Facade'
import { CtaBand, MarketingPage, marketing as m, PageHero, SectionHead } from './layout'
import styles from './ShowcasePage.module.css'

type Example = {
  kind: FacadeKind
  title: string
  place: string
  stats: string
  media: ReadonlyArray<string>
  note: string
}

const EXAMPLES: ReadonlyArray<Example> = [
  {
    kind: 'house',
    title: 'Family house with a double garage',
    place: 'Suburban · two storeys',
    stats: '4 bd · 3 ba · 2,860 SF',
    media: ['3D tour', 'Photos', 'Video', 'Floor plan'],
    note: 'The tour opens in the kitchen, where the family will spend its evenings; the plan shows how the garage connects to the mud room.',
  },
  {
    kind: 'townhouse',
    title: 'End-of-terrace townhouse',
    place: 'Inner city · three floors',
    stats: '3 bd · 2 ba · 1,540 SF',
    media: ['3D tour', 'Photos', 'Floor plan'],
    note: 'Three floors read at a glance: the floor switcher sits beside the tour, so nobody gets lost between the stairs.',
  },
  {
    kind: 'apartment',
    title: 'Corner apartment, seventh floor',
    place: 'Downtown · elevator building',
    stats: '2 bd · 1 ba · 980 SF',
    media: ['3D tour', 'Photos'],
    note: 'Shot at midday for the light. The starting view faces the corner windows and the skyline beyond them.',
  },
  {
    kind: 'modern',
    title: 'Glass house on the ridge',
    place: 'Hillside · single storey',
    stats: '3 bd · 2.5 ba · 3,400 SF',
    media: ['3D tour', 'Photos', 'Video', 'Floor plan'],
    note: 'At 3,400 sq ft buyers want to know where everything is. The plan answers that: every room measured, the terrace drawn in.',
  },
  {
    kind: 'cabin',
    title: 'Lakeside A-frame',
    place: 'Cottage country · seasonal',
    stats: '2 bd · 1 ba · 1,050 SF',
    media: ['3D tour', 'Photos', 'Video'],
    note: 'Most viewers were hours away. The walk-through answered their questions before they made the drive.',
  },
  {
    kind: 'office',
    title: 'Open-plan office floor',
    place: 'Business district · to let',
    stats: '12,400 SF · floor 9',
    media: ['3D tour', 'Photos', 'Floor plan'],
    note: 'Shot on a Saturday around the tenants. The measured plan went straight into the leasing brochure.',
  },
]

const TIPS = [
  {
    title: 'Start in the best room',
    text: 'The tour opens where you choose. Pick the room that sells the home, facing the view, not the front door.',
  },
  {
    title: 'Let the light in',
    text: 'Every lamp on, every blind open, and a time of day when the main rooms get the sun. Our guide has the list.',
  },
  {
    title: 'Clear the surfaces',
    text: 'Fridge magnets, toothbrushes, the pile of mail: put them away and a 360° camera has nothing to linger on.',
  },
  {
    title: 'Show the plan early',
    text: 'Buyers who understand the layout book better viewings. Put the floor plan in your first message, not the last.',
  },
] as const

export function ShowcasePage() {
  return (
    <MarketingPage>
      <PageHero
        eyebrow="Showcase"
        title="What a finished listing looks like."
        lead="Six kinds of property and what a shoot delivers for each, from a downtown apartment to an office floor. Live listings are on Explore."
        actions={
          <>
            <a className={m.button} href="/order">
              Order now
            </a>
            <a className={m.buttonSecondary} href="/explore">
              Explore live listings
            </a>
          </>
        }
      />

      <section className={styles.gallery} aria-labelledby="examples-title">
        <div className={m.inner}>
          <h2 className={styles.visuallyHidden} id="examples-title">
            Example listings
          </h2>
          <ul className={styles.cards}>
            {EXAMPLES.map((example) => (
              <li key={example.title} className={styles.card}>
                <Facade kind={example.kind} className={styles.cardArt} />
                <div className={styles.cardBody}>
                  <p className={styles.place}>{example.place}</p>
                  <h3 className={styles.cardTitle}>{example.title}</h3>
                  <p className={styles.stats}>{example.stats}</p>
                  <ul className={styles.media} aria-label="Media delivered">
                    {example.media.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                  <p className={styles.note}>{example.note}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={m.sectionSubtle} aria-labelledby="tips-title">
        <div className={m.inner}>
          <SectionHead
            id="tips-title"
            eyebrow="What makes them work"
            title="Four habits of listings that get viewings."
            lead="None of them costs anything, and the home owner's preparation guide covers each one."
          />
          <ol className={`${m.grid} ${m.grid4} ${styles.tips}`}>
            {TIPS.map((tip, i) => (
              <li key={tip.title} className={m.gridItem}>
                <span className={styles.tipNumber} aria-hidden="true">
                  {i + 1}
                </span>
                <h3 className={m.h3}>{tip.title}</h3>
                <p>{tip.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <CtaBand
        title="Your listing could be the next one here."
        body="Book the shoot today and share a finished listing page the next business day."
      />
    </MarketingPage>
  )
}
