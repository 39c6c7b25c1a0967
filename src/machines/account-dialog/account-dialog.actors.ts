// Real effects of the account dialog, bound to the app's runtime at the composition root. The password-reset child
// chart comes with its own real effects, so `accountDialogMachine.provide({ actors: accountDialogActors(runtime) })`
// is all the composition root does.
import {
  type RegisterRequest,
  register,
  sendVerificationCode,
  signIn,
  signOut,
  verifyEmail,
} from '../../schemas/api/auth'
import type { SignInForm } from '../../schemas/forms/signIn'
import type { VerifyForm } from '../../schemas/forms/verify'
import { callApi } from '../../services/HttpClient'
import type { AppRuntime } from '../../services/runtime'
import { passwordResetActors } from '../password-reset/password-reset.actors'
import { passwordResetMachine } from '../password-reset/password-reset.machine'
import { fromEffect } from '../shared/fromEffect'

export const accountDialogActors = (runtime: AppRuntime) => ({
  signIn: fromEffect(runtime, (form: SignInForm) => callApi(signIn, form)),
  signOut: fromEffect(runtime, (_: undefined) => callApi(signOut, {})),
  register: fromEffect(runtime, (request: RegisterRequest) => callApi(register, request)),
  sendVerificationCode: fromEffect(runtime, (_: undefined) => callApi(sendVerificationCode, {})),
  verifyEmail: fromEffect(runtime, (form: VerifyForm) => callApi(verifyEmail, form)),
  passwordReset: passwordResetMachine.provide({ actors: passwordResetActors(runtime) }),
})
