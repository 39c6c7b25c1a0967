// The account dialog's code loads on its first opening (issue 22): the app chart waits in account.loading, opens
// once it has loaded, never loads it twice, and says so when it cannot load. The dialog here is the real chart
// behind logicOnceLoaded, as the composition root gives it.
import { describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import {
  type AccountDialogActorRef,
  accountDialogMachine,
} from '../../src/machines/account-dialog/account-dialog.machine'
import { ACCOUNT_LOAD_FAILED_MESSAGE, appMachine } from '../../src/machines/app/app.machine'
import { logicOnceLoaded } from '../../src/machines/shared/lazyEffects'
import { lazyModule } from '../../src/services/lazy-module'
import { deferred } from '../support/stub-actors'

function start() {
  const imports: Array<{ resolve: () => void; reject: (e: unknown) => void }> = []
  const dialogCode = lazyModule(
    () =>
      new Promise<typeof accountDialogMachine>((resolve, reject) => {
        imports.push({ resolve: () => resolve(accountDialogMachine), reject })
      }),
  )
  const load = deferred<void>()
  const actor = createActor(
    appMachine.provide({
      actors: {
        accountDialog: logicOnceLoaded(dialogCode, 'accountDialog'),
        loadAccountDialog: load.logic,
      } as never,
    }),
    { input: { user: null, adminElementsEnabled: true, mode: 'page', accountCodeLoaded: false } },
  ).start()
  // The chart's loader is the import itself, as in src/main.tsx.
  const settleLoad = async (outcome: 'loaded' | 'failed') => {
    const pending = dialogCode.load()
    const call = imports.at(-1)
    if (outcome === 'loaded') call?.resolve()
    else call?.reject(new Error('Failed to fetch dynamically imported module'))
    try {
      await pending
      load.resolve()
    } catch (error) {
      load.reject(error)
    }
  }
  const dialog = () => actor.getSnapshot().children.accountDialog as AccountDialogActorRef | undefined
  return { actor, load, settleLoad, dialog, imports }
}

describe('app chart: the account dialog’s first opening', () => {
  it('waits for the dialog’s code, then opens on the tab asked for', async () => {
    const { actor, settleLoad, dialog } = start()
    actor.send({ type: 'account.open', tab: 'signIn' })
    expect(actor.getSnapshot().matches({ account: 'loading' })).toBe(true)
    expect(dialog()).toBeUndefined()
    await settleLoad('loaded')
    await waitFor(actor, (s) => s.matches({ account: 'open' }))
    expect(dialog()?.getSnapshot().value).toEqual({ signIn: 'editing' })
    dialog()?.send({ type: 'field.change', field: 'email', value: 'owner@showhome.example' })
    expect(dialog()?.getSnapshot().context.signInDraft.email).toBe('owner@showhome.example')
  })

  it('loads the code once: the next opening is immediate', async () => {
    const { actor, settleLoad, load } = start()
    actor.send({ type: 'account.open' })
    await settleLoad('loaded')
    await waitFor(actor, (s) => s.matches({ account: 'open' }))
    actor.send({ type: 'account.close' })
    actor.send({ type: 'account.open', tab: 'register' })
    expect(actor.getSnapshot().matches({ account: 'open' })).toBe(true)
    expect(load.calls).toHaveLength(1)
  })

  it('says the dialog could not load, and tries again when asked', async () => {
    const { actor, settleLoad, load } = start()
    actor.send({ type: 'account.open', tab: 'signIn' })
    await settleLoad('failed')
    await waitFor(actor, (s) => s.matches({ account: 'closed' }))
    expect(actor.getSnapshot().context.accountLoadError).toBe(ACCOUNT_LOAD_FAILED_MESSAGE)
    actor.send({ type: 'account.open', tab: 'signIn' })
    expect(actor.getSnapshot().matches({ account: 'loading' })).toBe(true)
    expect(actor.getSnapshot().context.accountLoadError).toBeUndefined()
    await settleLoad('loaded')
    await waitFor(actor, (s) => s.matches({ account: 'open' }))
    expect(load.calls).toHaveLength(2)
  })

  it('forgets the message when dismissed', async () => {
    const { actor, settleLoad } = start()
    actor.send({ type: 'account.open' })
    await settleLoad('failed')
    await waitFor(actor, (s) => s.context.accountLoadError !== undefined)
    actor.send({ type: 'account.dismissError' })
    expect(actor.getSnapshot().context.accountLoadError).toBeUndefined()
  })

  it('closing while the code loads cancels the opening', async () => {
    const { actor, settleLoad, dialog } = start()
    actor.send({ type: 'account.open' })
    actor.send({ type: 'account.close' })
    expect(actor.getSnapshot().matches({ account: 'closed' })).toBe(true)
    await settleLoad('loaded')
    expect(actor.getSnapshot().matches({ account: 'closed' })).toBe(true)
    expect(dialog()).toBeUndefined()
  })
})

describe('logicOnceLoaded', () => {
  it('is the loaded logic in every way, and refuses to be used before', async () => {
    const code = lazyModule(async () => accountDialogMachine)
    const logic = logicOnceLoaded(code, 'accountDialog')
    expect(() => logic.id).toThrow("'accountDialog' was used before its code loaded")
    await code.load()
    expect(logic.id).toBe(accountDialogMachine.id)
    expect(Object.getPrototypeOf(logic)).toBe(Object.getPrototypeOf(accountDialogMachine))
    const actor = createActor(logic, { input: { user: null, tab: 'register' } }).start()
    expect(actor.getSnapshot().matches('register')).toBe(true)
  })
})
