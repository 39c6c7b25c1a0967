// Real effects of the account dialog, bound to the app's runtime at the composition root.
import { signIn, signOut } from '../../schemas/api/auth'
import type { SignInForm } from '../../schemas/forms/signIn'
import { callApi } from '../../services/HttpClient'
import type { AppRuntime } from '../../services/runtime'
import { fromEffect } from '../shared/fromEffect'

export const accountDialogActors = (runtime: AppRuntime) => ({
  signIn: fromEffect(runtime, (form: SignInForm) => callApi(signIn, form)),
  signOut: fromEffect(runtime, (_: undefined) => callApi(signOut, {})),
})
