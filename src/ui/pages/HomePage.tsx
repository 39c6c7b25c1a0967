import styles from './HomePage.module.css'

const FEATURES = [
  {
    title: 'Book in minutes',
    text: 'Pick the address, the media and a time that suits the home owner. Prices and real availability up front.',
  },
  {
    title: 'Walk through every room',
    text: 'A 360° tour, an interactive floor plan and bright photos, delivered the next business day.',
  },
  {
    title: 'Share one beautiful page',
    text: 'Every listing gets its own page to share, embed on your site, or hand to buyers unbranded.',
  },
] as const

export function HomePage() {
  return (
    <main>
      <section className={styles.hero}>
        <div className={styles.heroInner}>
          <h1>Listings that feel like walking in the front door.</h1>
          <p>
            Order a photographer's shoot, follow it to delivery, and publish a listing page with a walkable 3D tour,
            floor plan, photos and map.
          </p>
          <div className={styles.actions}>
            <a className={styles.primary} href="/order">
              Order now
            </a>
            <a className={styles.secondary} href="/showcase">
              See the showcase
            </a>
          </div>
        </div>
      </section>
      <section className={styles.features} aria-label="What you get">
        {FEATURES.map((f) => (
          <article key={f.title}>
            <h2>{f.title}</h2>
            <p>{f.text}</p>
          </article>
        ))}
      </section>
    </main>
  )
}
