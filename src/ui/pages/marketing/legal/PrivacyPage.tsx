import { BRAND } from '../../../brand'
import { CONTACT } from '../contact'
import { LAST_UPDATED, LegalDocument, type LegalSection } from './LegalDocument'

const SECTIONS: ReadonlyArray<LegalSection> = [
  {
    id: 'summary',
    heading: 'The short version',
    body: (
      <ul>
        <li>We collect what we need to book, shoot, deliver and bill a listing, and to keep the service working.</li>
        <li>We do not sell personal information, and we do not use advertising trackers on listing pages.</li>
        <li>Photographers see only what they need for the appointment.</li>
        <li>You can see, correct, export or delete your information by writing to us.</li>
      </ul>
    ),
  },
  {
    id: 'collect',
    heading: 'What we collect',
    body: (
      <>
        <h3>When you create an account</h3>
        <p>Your name, e-mail address, phone number and password (stored only as a secure hash).</p>
        <h3>When you order a shoot</h3>
        <p>
          The property's address and location, the contacts you add (name, company, role, e-mail, phone), billing
          details, instructions for the photographer, your appointment, and your feedback after it. Card payments are
          handled by our payment provider; we never see or store full card numbers.
        </p>
        <h3>At the appointment</h3>
        <p>
          Photos, 360° scenes, video and measurements of the property. We ask owners to put away personal items before
          the visit, and we blur faces, family photos and licence plates we notice, or on request.
        </p>
        <h3>When anyone views a listing page</h3>
        <p>
          Which sections were viewed and for how long, against a random visit number that is not linked to who you are,
          plus the technical data every web server receives (IP address, browser type). Owners and agents see these
          statistics in aggregate.
        </p>
      </>
    ),
  },
  {
    id: 'use',
    heading: 'How we use it',
    body: (
      <>
        <p>We use personal information to:</p>
        <ul>
          <li>schedule, carry out, deliver and bill the shoots you order (to perform our contract with you);</li>
          <li>send the messages an order needs: confirmation, reminders, the preparation guide, delivery;</li>
          <li>keep accounts secure and prevent fraud and abuse (our legitimate interest);</li>
          <li>improve the service using aggregated statistics (our legitimate interest);</li>
          <li>keep accounting and tax records (a legal obligation).</li>
        </ul>
        <p>
          We send marketing e-mail only if you opted in, and every one has a link to stop them. We do not make decisions
          about you by automated means alone.
        </p>
      </>
    ),
  },
  {
    id: 'cookies',
    heading: 'Cookies and local storage',
    body: (
      <>
        <p>We use a small number of first-party cookies and browser storage, all needed for the service:</p>
        <ul>
          <li>a sign-in cookie that keeps you signed in and protects your requests;</li>
          <li>preferences stored in your browser, such as feet or metres and which tips you have already seen;</li>
          <li>unsaved changes to a photo order, kept in your browser until you save them.</li>
        </ul>
        <p>We do not use third-party advertising or cross-site tracking cookies.</p>
      </>
    ),
  },
  {
    id: 'share',
    heading: 'Who we share it with',
    body: (
      <>
        <p>We share personal information only with:</p>
        <ul>
          <li>
            the photographer assigned to your appointment: the address, the on-site contact's name and phone number, and
            your instructions;
          </li>
          <li>
            service providers who work for us under contract: hosting, e-mail delivery, payments, maps and address
            lookup, customer support tools;
          </li>
          <li>your brokerage or team, where you order through its account;</li>
          <li>authorities, when the law requires it, or to protect people from harm.</li>
        </ul>
        <p>
          Listing pages are public by design: anyone with the link can see what is published on them, including the
          agent details you add. You can publish an unbranded version, protect a page with a passcode, or take it
          offline.
        </p>
      </>
    ),
  },
  {
    id: 'keep',
    heading: 'How long we keep it',
    body: (
      <table>
        <thead>
          <tr>
            <th scope="col">Information</th>
            <th scope="col">Kept for</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>Account details</td>
            <td>While your account is open, then 12 months</td>
          </tr>
          <tr>
            <td>Orders, invoices and payments</td>
            <td>7 years, as tax law requires</td>
          </tr>
          <tr>
            <td>Listing media and pages</td>
            <td>Until you delete them or close your account</td>
          </tr>
          <tr>
            <td>Viewing statistics</td>
            <td>24 months, then only as totals</td>
          </tr>
          <tr>
            <td>Server logs</td>
            <td>30 days</td>
          </tr>
        </tbody>
      </table>
    ),
  },
  {
    id: 'rights',
    heading: 'Your choices and rights',
    body: (
      <>
        <p>
          Wherever you live, you can ask us for a copy of your personal information, to correct it, to delete it, to
          receive it in a portable format, or to stop using it for a purpose you object to. Write to{' '}
          <a href={`mailto:${CONTACT.privacy}`}>{CONTACT.privacy}</a>; we answer within 30 days and may ask you to
          confirm who you are first.
        </p>
        <p>
          If you are not happy with our answer, you can complain to the privacy regulator where you live, such as the
          Office of the Privacy Commissioner of Canada.
        </p>
      </>
    ),
  },
  {
    id: 'security',
    heading: 'Security and transfers',
    body: (
      <p>
        Information is encrypted in transit and stored with access limited to the staff who need it. Our providers may
        process information outside your country, including in Canada and the United States; where they do, we use
        contracts that require them to protect it to the standard of this policy.
      </p>
    ),
  },
  {
    id: 'children',
    heading: 'Children',
    body: <p>{BRAND} is a service for adults. We do not knowingly collect information from children under 16.</p>,
  },
  {
    id: 'changes',
    heading: 'Changes to this policy',
    body: (
      <p>
        When we change this policy we update the date at the top. If a change affects how we use information you have
        already given us, we will e-mail you before it takes effect.
      </p>
    ),
  },
]

export function PrivacyPage() {
  return (
    <LegalDocument
      title="Privacy policy"
      summary="What we collect when you order a shoot or view a listing, why we need it, who sees it, and what you can ask us to do with it."
      updated={LAST_UPDATED}
      sections={SECTIONS}
    />
  )
}
