import { useSelector } from '@xstate/react'
import { SiteLink } from '../../components/site-link/SiteLink'
import { ListingList } from '../../features/listing-list/ListingList'
import { useListingList } from '../../features/listing-list/useListingList'
import { useApp } from '../../use-app'
import { AppPage, Prompt, appPage as s } from './AppPage'

/**
 * My listings (SPEC §2, §6): signed out, a sign-in / create-account prompt and a create-listing link; signed in, the
 * user's listings, or a welcome with a create-listing button when there are none; and until the e-mail is
 * verified, a prompt to verify it (for the best pricing and to claim listings ordered in the past).
 */
export function MyListingsPage() {
  const app = useApp()
  const user = useSelector(app, (snapshot) => snapshot.context.user)
  const list = useListingList('my')
  const signedOut = useSelector(list.actor, (snapshot) => snapshot.hasTag('signedOut'))
  if (!user || signedOut) {
    return (
      <AppPage title="My listings">
        <Prompt
          title="Sign in to see your listings"
          actions={
            <>
              <button
                type="button"
                className={s.primary}
                onClick={() => app.send({ type: 'account.open', tab: 'signIn' })}
              >
                Sign in or create an account
              </button>
              <SiteLink to="/order" className={s.secondary}>
                Create listing
              </SiteLink>
            </>
          }
        >
          <p>Your orders, appointments and delivered media are kept together under your account.</p>
        </Prompt>
      </AppPage>
    )
  }
  return (
    <AppPage title="My listings">
      {user.isVerified ? null : (
        <Prompt title="Verify your e-mail address">
          <p>Verify {user.email} to get your best pricing and to claim listings ordered for you in the past.</p>
        </Prompt>
      )}
      <ListingList
        actor={list.actor}
        hrefFor={(tourName) => `/my/${tourName}`}
        pageHref={list.pageHref}
        onPage={list.onPage}
        empty={
          <Prompt
            title={`Welcome, ${user.firstName}!`}
            actions={
              <SiteLink to="/order" className={s.primary}>
                Create listing
              </SiteLink>
            }
          >
            <p>You have no listings yet. Order a shoot and your listing page appears here, ready to share.</p>
          </Prompt>
        }
      />
    </AppPage>
  )
}
