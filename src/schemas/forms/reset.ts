// The password reset form (SPEC §4 Account, §5 Reset): one form whose rules grow with the step. EMAIL asks for the
// e-mail, CODE adds the code, PASSWORD adds the new password with the registration rules.
import { Schema } from 'effect'
import type { ResetPasswordRequest } from '../api/auth'
import { Email, NewPassword, passwordIsNotEmail, VerificationCode } from '../fields'
import { oneOf } from '../primitives'
import { confirmPasswordMatches } from './register'

export const RESET_STEPS = ['EMAIL', 'CODE', 'PASSWORD', 'COMPLETE'] as const
export const ResetStep = oneOf(RESET_STEPS)
export type ResetStep = typeof ResetStep.Type

export const ResetEmailForm = Schema.Struct({ email: Email })
export const ResetCodeForm = Schema.Struct({ email: Email, code: VerificationCode })
/** "Password rules as above" (SPEC §5) we read as the registration's: at least 6 characters, retyped to match. */
export const ResetPasswordForm = Schema.Struct({
  email: Email,
  code: VerificationCode,
  password: NewPassword,
  confirmPassword: Schema.String,
}).check(passwordIsNotEmail, confirmPasswordMatches)
export type ResetPasswordForm = typeof ResetPasswordForm.Type

/** The rules the form must pass at a step (COMPLETE has no form; it keeps the last step's rules). */
export const resetFormFor = (step: ResetStep) => {
  switch (step) {
    case 'EMAIL':
      return ResetEmailForm
    case 'CODE':
      return ResetCodeForm
    case 'PASSWORD':
    case 'COMPLETE':
      return ResetPasswordForm
  }
}

export const emptyResetForm: typeof ResetPasswordForm.Encoded = {
  email: '',
  code: '',
  password: '',
  confirmPassword: '',
}

/** The payload of POST /user/password/submit. */
export const toResetPasswordRequest = ({ confirmPassword: _, ...request }: ResetPasswordForm): ResetPasswordRequest =>
  request
