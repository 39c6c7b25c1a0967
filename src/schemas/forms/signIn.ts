// The sign-in form (SPEC §5 Sign in): email present ('Required') and valid ('Invalid'), password 'Required'.
// The form sends exactly what it holds, so it is the request schema itself.
import { SignInRequest } from '../api/auth'

export const SignInForm = SignInRequest
export type SignInForm = typeof SignInForm.Encoded

export const emptySignInForm: SignInForm = { email: '', password: '' }
