import { CONTACT, mailto } from '../marketing/contact'
import { AppPage, Prompt, appPage as s } from './AppPage'

const STEPS = ['Address', 'Product', 'Schedule', 'Contact', 'Confirm'] as const

/** Create listing (SPEC §2 order controller). The order flow itself replaces this page's body when it lands. */
export function CreateListingPage() {
  return (
    <AppPage title="Create a listing" lead="Book a photographer for a 3D tour, photos, video and a floor plan.">
      <ol className={s.steps} aria-label="How ordering works">
        {STEPS.map((step, index) => (
          <li key={step}>
            <span aria-hidden="true">{index + 1}</span> {step}
          </li>
        ))}
      </ol>
      <Prompt
        title="Online ordering is not open yet"
        actions={
          <a className={s.primary} href={mailto(CONTACT.hello, 'Book a shoot')}>
            E-mail us to book
          </a>
        }
      >
        <p>Tell us the address and the media you need, and we will confirm a time with you the same day.</p>
      </Prompt>
    </AppPage>
  )
}
