// Real effects of the app chart: its programs, which the composition root (src/main.tsx) imports on first use and
// runs on the app's runtime, and the same bound at once for tests.

import type { UnitType } from '../../domain/units'
import { currentUser, verifySingleSignOn } from '../../schemas/api/auth'
import { adminElementEnabled, unitPreference } from '../../schemas/local-store'
import { callApi } from '../../services/HttpClient'
import { LocalStore } from '../../services/LocalStore'
import type { AppRuntime } from '../../services/runtime'
import { bindEffects } from '../shared/fromEffect'
import type { SingleSignOn } from './app.machine'

export const appPrograms = {
  verifySso: (sso: SingleSignOn) => callApi(verifySingleSignOn, sso),
  confirmSession: (_: undefined) => callApi(currentUser, {}),
  saveAdminElementsEnabled: (enabled: boolean) => LocalStore.use((store) => store.set(adminElementEnabled, enabled)),
  saveUnitPreference: (unit: UnitType) => LocalStore.use((store) => store.set(unitPreference, unit)),
}

export const appActors = (runtime: AppRuntime) => bindEffects(runtime, appPrograms)
