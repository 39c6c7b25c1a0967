// The e-mail verification form (SPEC §5 Verify: code 'Required'); it sends what it holds.
import { Schema } from 'effect'
import { VerificationCode } from '../fields'

export const VerifyForm = Schema.Struct({ code: VerificationCode })
export type VerifyForm = typeof VerifyForm.Type

export const emptyVerifyForm: typeof VerifyForm.Encoded = { code: '' }
