// Real effect of the hint queue: the hint history saved to local storage (SPEC §3 Stored locally: hintHistory),
// bound to the app's runtime at the composition root.
import { type HintHistory, hintHistory } from '../../schemas/local-store'
import { LocalStore } from '../../services/LocalStore'
import type { AppRuntime } from '../../services/runtime'
import { fromEffect } from '../shared/fromEffect'

export const hintQueueActors = (runtime: AppRuntime) => ({
  saveHistory: fromEffect(runtime, (history: HintHistory) =>
    LocalStore.use((store) => store.set(hintHistory, history)),
  ),
})
