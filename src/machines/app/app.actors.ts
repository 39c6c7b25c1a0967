// Real effects of the app chart, bound to the app's runtime at the composition root (src/main.tsx).

import type { UnitType } from '../../domain/units'
import { currentUser, verifySingleSignOn } from '../../schemas/api/auth'
import { adminElementEnabled, unitPreference } from '../../schemas/local-store'
import { callApi } from '../../services/HttpClient'
import { LocalStore } from '../../services/LocalStore'
import type { AppRuntime } from '../../services/runtime'
import { fromEffect } from '../shared/fromEffect'
import type { SingleSignOn } from './app.machine'

export const appActors = (runtime: AppRuntime) => ({
  verifySso: fromEffect(runtime, (sso: SingleSignOn) => callApi(verifySingleSignOn, sso)),
  confirmSession: fromEffect(runtime, (_: undefined) => callApi(currentUser, {})),
  saveAdminElementsEnabled: fromEffect(runtime, (enabled: boolean) =>
    LocalStore.use((store) => store.set(adminElementEnabled, enabled)),
  ),
  saveUnitPreference: fromEffect(runtime, (unit: UnitType) =>
    LocalStore.use((store) => store.set(unitPreference, unit)),
  ),
})
