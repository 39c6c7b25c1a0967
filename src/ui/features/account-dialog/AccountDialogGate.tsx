// The account dialog (SPEC §2) is rendered while the app chart runs the account-dialog child chart. Most visits never
// open it, so its views load on first use instead of with every page.
import { useSelector } from '@xstate/react'
import { lazy, Suspense } from 'react'
import type { AccountDialogActorRef } from '../../../machines/account-dialog/account-dialog.machine'
import { useApp } from '../../use-app'

const AccountDialogPanel = lazy(() => import('./AccountDialog').then((m) => ({ default: m.AccountDialogPanel })))

export function AccountDialog() {
  const app = useApp()
  const dialog = useSelector(app, (s) => s.children.accountDialog as AccountDialogActorRef | undefined)
  if (!dialog) return null
  return (
    <Suspense fallback={null}>
      <AccountDialogPanel app={app} dialog={dialog} />
    </Suspense>
  )
}
