// Real effects of the password-reset chart, bound to the app's runtime; provided through the account dialog's
// actors (account-dialog.actors.ts), so the composition root needs nothing of its own.

import type { ResetPasswordRequest } from '../../schemas/api/auth'
import { sendPasswordCode, submitNewPassword, verifyPasswordCode } from '../../schemas/api/auth'
import type { ResetCodeForm, ResetEmailForm } from '../../schemas/forms/reset'
import { callApi } from '../../services/HttpClient'
import type { AppRuntime } from '../../services/runtime'
import { fromEffect } from '../shared/fromEffect'

export const passwordResetActors = (runtime: AppRuntime) => ({
  sendCode: fromEffect(runtime, (form: typeof ResetEmailForm.Type) => callApi(sendPasswordCode, form)),
  verifyCode: fromEffect(runtime, (form: typeof ResetCodeForm.Type) => callApi(verifyPasswordCode, form)),
  submitPassword: fromEffect(runtime, (request: ResetPasswordRequest) => callApi(submitNewPassword, request)),
})
