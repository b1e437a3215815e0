import { Authenticator } from 'remix-auth'
import { FormStrategy } from 'remix-auth-form'
import { signIn, type SignInResult } from '#app/modules/accounts/sign-in.server.ts'

/** The sign-in form's strategy: e-mail and password checked by the accounts module. */
export const authenticator = new Authenticator<SignInResult>()

authenticator.use(
	new FormStrategy(async ({ form }) => signIn(String(form.get('email') ?? ''), String(form.get('password') ?? ''))),
	'form',
)
