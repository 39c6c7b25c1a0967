import { BRAND } from '../../brand'
import { CONTACT, mailto } from './contact'
import type { IconName } from './illustrations/Icons'
import { CtaBand, IconGrid, MarketingPage, marketing as m, PageHero, SectionHead } from './layout'
import styles from './PhotographersPage.module.css'

const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'] as const

/** Bookings on the drawn calendar: day index, start row and length in half-hour rows (8 am = row 0). */
const BOOKINGS = [
  { day: 0, start: 0, length: 3, title: '3D tour', place: 'Alder Lane' },
  { day: 0, start: 10, length: 3, title: 'Photos', place: 'Elm Row' },
  { day: 1, start: 3, length: 4, title: 'Full package', place: 'Ridge Road' },
  { day: 1, start: 13, length: 3, title: 'Tour + plan', place: 'Birch Close' },
  { day: 2, start: 1, length: 3, title: 'Floor plan', place: 'Harbour St' },
  { day: 2, start: 8, length: 3, title: 'Tour + plan', place: 'Mill Court' },
  { day: 2, start: 15, length: 3, title: 'Photos', place: 'Quay Road' },
  { day: 3, start: 5, length: 3, title: '3D tour', place: 'Pine Ave' },
  { day: 4, start: 2, length: 3, title: 'Photos', place: 'Lake Drive' },
  { day: 4, start: 11, length: 5, title: 'Office floor', place: 'Market St' },
] as const

const BENEFITS: ReadonlyArray<{ icon: IconName; title: string; text: string }> = [
  {
    icon: 'pin',
    title: 'Work where you want',
    text: 'Draw your service zones and set a travel fee for each. You only see bookings inside the areas you chose.',
  },
  {
    icon: 'calendar',
    title: 'Your hours, kept',
    text: 'Agents book from your real availability. Travel time between appointments is blocked out for you.',
  },
  {
    icon: 'users',
    title: 'No client chasing',
    text: 'We take the bookings, the reminders, the reschedules and the payments. You get the address and the brief.',
  },
  {
    icon: 'spark',
    title: 'Shoot, upload, done',
    text: 'Our team stitches the tours, draws the floor plans and edits the photos overnight. Your evening stays yours.',
  },
  {
    icon: 'invoice',
    title: 'Paid twice a month',
    text: 'Every completed shoot and its travel fee, paid on a fixed schedule with a clear statement. No invoices to write.',
  },
  {
    icon: 'chart',
    title: 'Feedback that helps',
    text: 'Agents rate every appointment. You see the ratings and comments, and good ratings bring more bookings.',
  },
]

const STEPS = [
  {
    title: 'Apply',
    text: 'Send us a link to your portfolio and the areas you cover. We reply within five business days.',
  },
  { title: 'Meet', text: 'A 30-minute video call about your work, your kit and how our appointments run.' },
  { title: 'Test shoot', text: 'A paid shoot of a real home with one of our senior photographers alongside you.' },
  { title: 'Go live', text: 'Set your zones and hours. Bookings usually start within two weeks of the test shoot.' },
] as const

const FAQ = [
  {
    q: 'Do I need my own 360° camera?',
    a: 'No. If you do not have one we lend you the 360° camera and measuring kit after your test shoot, for as long as you shoot with us. You bring your own camera, wide lens and tripod for the photos.',
  },
  {
    q: 'Can I keep working with my own clients?',
    a: 'Yes. You are an independent contractor. Block the times you are busy and we will not book you then.',
  },
  {
    q: 'How are travel costs handled?',
    a: 'You set a travel fee for each zone you cover. It is shown to the agent when they book and paid to you with the shoot.',
  },
  {
    q: 'How long is a typical appointment?',
    a: 'One to two hours for most homes, depending on size and what was ordered. The booking shows the time we allow.',
  },
] as const

export function PhotographersPage() {
  const apply = mailto(CONTACT.photographers, `Joining the ${BRAND} network`)
  return (
    <MarketingPage>
      <PageHero
        eyebrow="For photographers"
        title="You shoot the homes. We fill your calendar."
        lead={`Join the ${BRAND} network and get booked for 3D tours, photos, video and floor plans in the areas you choose. We handle the clients, the scheduling, the editing and the payments.`}
        actions={
          <>
            <a className={m.button} href={apply}>
              Apply to join
            </a>
            <a className={m.buttonSecondary} href="#joining-title">
              How joining works
            </a>
          </>
        }
        art={
          <div
            className={styles.calendar}
            role="img"
            aria-label={`A photographer's week in ${BRAND}: ten bookings spread from Monday to Friday, with travel time between them.`}
          >
            <div className={styles.calendarHead}>
              <span className={styles.calendarTitle}>Your week</span>
              <span className={styles.calendarMeta}>10 shoots · 3 zones</span>
            </div>
            <div className={styles.calendarGrid}>
              {DAYS.map((day, i) => (
                <span key={day} className={styles.dayName} style={{ gridColumn: i + 2 }}>
                  {day}
                </span>
              ))}
              {['8 am', '9 am', '10 am', '11 am', '12 pm', '1 pm', '2 pm', '3 pm', '4 pm', '5 pm'].map((hour, i) => (
                <span key={hour} className={styles.hour} style={{ gridRow: `${i * 2 + 2} / span 2` }}>
                  {hour}
                </span>
              ))}
              {BOOKINGS.map((b) => (
                <span
                  key={`${b.day}-${b.start}`}
                  className={styles.booking}
                  style={{ gridColumn: b.day + 2, gridRow: `${b.start + 2} / span ${b.length}` }}
                >
                  <b>{b.title}</b>
                  <span>{b.place}</span>
                </span>
              ))}
            </div>
          </div>
        }
      />

      <section className={m.section} aria-labelledby="benefits-title">
        <div className={m.inner}>
          <SectionHead
            id="benefits-title"
            eyebrow="Why photographers join"
            title="More time behind the camera, less behind a desk."
          />
          <IconGrid items={BENEFITS} columns={3} />
        </div>
      </section>

      <section className={m.sectionSubtle} aria-labelledby="look-title">
        <div className={`${m.inner} ${m.split}`}>
          <div>
            <SectionHead
              id="look-title"
              eyebrow="What we look for"
              title="Good eyes, good manners, a reliable car."
              lead="Homes are personal. The people we send into them are careful, punctual and leave every room as they found it."
            />
          </div>
          <ul className={`${m.checks} ${styles.requirements}`}>
            <li>Two years or more photographing interiors, architecture or real estate.</li>
            <li>A full-frame or APS-C camera, a wide-angle lens and a sturdy tripod.</li>
            <li>A smartphone for the {BRAND} photographer app, and a car to reach your zones.</li>
            <li>Liability insurance for your business, or the willingness to take it out before your first shoot.</li>
            <li>Availability for at least three half-days a week.</li>
          </ul>
        </div>
      </section>

      <section className={m.section} aria-labelledby="joining-title">
        <div className={m.inner}>
          <SectionHead id="joining-title" eyebrow="How joining works" title="From application to first booking." />
          <ol className={styles.steps}>
            {STEPS.map((step, i) => (
              <li key={step.title}>
                <span className={styles.stepNumber} aria-hidden="true">
                  {i + 1}
                </span>
                <h3 className={m.h3}>{step.title}</h3>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className={m.sectionSubtle} aria-labelledby="faq-title">
        <div className={`${m.inner} ${styles.faqWrap}`}>
          <SectionHead id="faq-title" title="Questions photographers ask" />
          <div className={styles.faq}>
            {FAQ.map((item) => (
              <details key={item.q} className={styles.question}>
                <summary>{item.q}</summary>
                <p>{item.a}</p>
              </details>
            ))}
          </div>
        </div>
      </section>

      <CtaBand
        title="Ready to shoot with us?"
        body="Send your portfolio and the areas you cover. A real person replies within five business days."
        primary={{ href: apply, label: 'Apply to join' }}
        secondary={{ href: '/product', label: 'See what we deliver' }}
      />
    </MarketingPage>
  )
}
