import { BRAND } from '../../../brand'
import { CONTACT } from '../contact'
import { LAST_UPDATED, LegalDocument, type LegalSection } from './LegalDocument'

const SECTIONS: ReadonlyArray<LegalSection> = [
  {
    id: 'about',
    heading: 'About these terms',
    body: (
      <>
        <p>
          These terms apply when you use {BRAND}: when you create an account, order a shoot, publish or share a listing
          page, or view one. "{BRAND}", "we" and "us" mean the company that operates the service; "you" means the person
          or business using it.
        </p>
        <p>
          By creating an account or placing an order you accept these terms. If you order for a brokerage or another
          business, you confirm you may accept them on its behalf. Subscriptions are also covered by our{' '}
          <a href="/legal/subscription">subscription terms</a>, and personal information by our{' '}
          <a href="/legal/privacy">privacy policy</a>.
        </p>
      </>
    ),
  },
  {
    id: 'account',
    heading: 'Your account',
    body: (
      <>
        <p>
          Keep your sign-in details to yourself and tell us straight away if you think someone else has used them. You
          are responsible for what happens in your account, including orders placed by people you share it with.
        </p>
        <p>The details you give us, especially e-mail addresses and phone numbers, must be accurate and current.</p>
      </>
    ),
  },
  {
    id: 'orders',
    heading: 'Ordering a shoot',
    body: (
      <>
        <p>
          The order form shows the price of every item, any travel fee for the property's area, discounts, and tax
          before you confirm. An order is accepted when we send the confirmation e-mail. Prices depend on the property's
          size: if the property turns out to be materially larger than stated, we will tell you the difference before we
          charge it.
        </p>
        <p>
          Prices are in US dollars, except for properties in Canada, which are charged in Canadian dollars with 13 % HST
          added.
        </p>
      </>
    ),
  },
  {
    id: 'appointments',
    heading: 'Appointments, rescheduling and cancellation',
    body: (
      <>
        <p>
          You can reschedule or cancel an appointment from the listing's dashboard until it starts. The cancellation
          policy that applies is shown when you book and repeated in your confirmation; a late cancellation or a missed
          appointment may carry the charge it describes.
        </p>
        <p>
          If we have to move an appointment, for example because of severe weather or a photographer's illness, we will
          offer you the nearest available time at no extra cost, or a full refund if none suits you.
        </p>
      </>
    ),
  },
  {
    id: 'property',
    heading: 'Access to the property',
    body: (
      <>
        <p>
          You confirm that the owner and any occupants have agreed to the visit and to the property being photographed
          and published. Someone authorised to give access should be there, or arrange access, at the start of the
          appointment.
        </p>
        <p>
          Please prepare the home as our preparation guide describes. Our photographers will not move heavy furniture or
          valuables, and may stop a shoot if they are asked to work somewhere unsafe.
        </p>
      </>
    ),
  },
  {
    id: 'delivery',
    heading: 'Delivery and revisions',
    body: (
      <>
        <p>
          We aim to deliver by the end of the next business day after the appointment. Very large properties and
          commercial sites may take up to three business days; the order shows the scheduled delivery date.
        </p>
        <p>
          If something is wrong with what we delivered, e-mail{' '}
          <a href={`mailto:${CONTACT.support}`}>{CONTACT.support}</a> within 14 days of delivery. We will correct
          editing and drafting errors free of charge and, where a shoot cannot be fixed by editing, reshoot the affected
          rooms.
        </p>
      </>
    ),
  },
  {
    id: 'media',
    heading: 'Your licence to the media',
    body: (
      <>
        <p>
          Once an order is paid, you may use its photos, tour, video and floor plan, without time limit, to market and
          sell or lease the property photographed: on listing services, websites, social media, print and signage. The
          home owner may use them for the same purpose.
        </p>
        <p>
          We keep the copyright. You may not sell the media, license it to others, or use it for a different property.
          We may use the media to run the service and, only with your permission, as an example of our work.
        </p>
      </>
    ),
  },
  {
    id: 'pages',
    heading: 'Listing pages and embeds',
    body: (
      <>
        <p>
          Each order includes a listing page hosted by us, which you can share, embed in other websites, and take
          offline at any time. Listing pages stay online while your account is open. We may take a page offline if it
          breaks these terms or the law.
        </p>
        <p>
          You are responsible for the listing details you add, such as the price, the description and agent information,
          and for having the right to publish any photos or text you upload yourself.
        </p>
      </>
    ),
  },
  {
    id: 'use',
    heading: 'Acceptable use',
    body: (
      <>
        <p>Please do not:</p>
        <ul>
          <li>publish content that is unlawful, misleading, discriminatory or infringes someone else's rights;</li>
          <li>try to access accounts, listings or data that are not yours, or to disrupt the service;</li>
          <li>copy listing pages or media in bulk by automated means, except through features we provide.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'payment',
    heading: 'Fees and payment',
    body: (
      <p>
        Orders are charged when they are confirmed unless your account has agreed invoicing. Invoices are due within 30
        days. If a payment fails or is late we may pause new orders and, after giving you notice, take the related
        listing pages offline until it is settled.
      </p>
    ),
  },
  {
    id: 'liability',
    heading: 'Our responsibility to you',
    body: (
      <>
        <p>
          We provide the service with reasonable care and skill. We are not responsible for losses we could not
          reasonably foresee, for lost profits or commissions, or for delays caused by events outside our control.
        </p>
        <p>
          Apart from that, our total responsibility for any order is limited to the amount you paid for it. Nothing in
          these terms limits liability that the law does not allow us to limit, including for fraud or for death or
          personal injury caused by negligence.
        </p>
      </>
    ),
  },
  {
    id: 'ending',
    heading: 'Closing your account',
    body: (
      <p>
        You can close your account at any time by writing to us. We may suspend or close an account that seriously or
        repeatedly breaks these terms, and will tell you why. Orders already delivered stay licensed to you; your
        listing pages go offline when the account closes, and you can download your media first.
      </p>
    ),
  },
  {
    id: 'changes',
    heading: 'Changes and governing law',
    body: (
      <>
        <p>
          We may update these terms as the service changes. We will e-mail you 30 days before a change that affects you
          materially; the version in force when you placed an order applies to that order.
        </p>
        <p>
          These terms are governed by the laws of the Province of Ontario and the federal laws of Canada that apply
          there. If you are a consumer, you keep the protection of the mandatory laws of the place where you live.
        </p>
      </>
    ),
  },
]

export function TermsPage() {
  return (
    <LegalDocument
      title="Terms of service"
      summary={`The agreement between you and ${BRAND} when you order shoots, publish listing pages and share them. Written to be read, not skimmed past.`}
      updated={LAST_UPDATED}
      sections={SECTIONS}
    />
  )
}
