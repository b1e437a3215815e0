import { expect, test } from 'vitest'
import { markVerified } from '#app/modules/accounts/users.server.ts'
import { createToastHeaders } from '#app/modules/toast/toast.server.ts'
import { loader as rootLoader } from '#app/root.tsx'
import { loader as dashboard } from '#app/routes/viewprofile.tsx'
import { loader as articleEditor } from '#app/routes/articleeditor.tsx'
import { action as signin } from '#app/routes/user/signin.tsx'
import { registerUser, strongPassword, uniqueEmail } from '../api/helpers.ts'
import { callRoute, cookiesFrom, form } from '../form-client.ts'
import { hostileRedirectTargets } from './hostile-redirects.ts'

/**
 * Issue 42 point 4: a guard still sends a signed-out visitor to /home (spec §6); there the sign-in
 * dialog opens with the guard's message, and signing in from it returns to the page asked for,
 * judged by the one redirect function (issue 41 point 1).
 */
type RootData = { toast: unknown; signInPrompt: { returnTo: string; message: string } | null }

test('a guarded page sends a signed-out visitor home, where the sign-in dialog opens with the message; signing in returns to the page', async () => {
	const { email, answer } = await registerUser(uniqueEmail('guarded'))
	await markVerified(answer.body.user.id)
	for (const [loader, path] of [
		[dashboard, '/viewprofile?tab=requests'],
		[articleEditor, '/articleeditor'],
	] as const) {
		const turned = await callRoute(loader, path)
		expect(turned.location).toBe('/home')
		const home = await callRoute(rootLoader, '/home', undefined, { cookie: cookiesFrom(turned) })
		expect(home.data).toMatchObject({ toast: null, signInPrompt: { returnTo: path, message: 'Please sign in to open that page.' } })
		// The dialog posts the path with the credentials.
		const signedIn = await callRoute(signin, `/user/signin?redirectTo=${encodeURIComponent(path)}`, form({ email, password: strongPassword, company_website: '', redirectTo: path }))
		expect(signedIn.location).toBe(path)
	}
})

test('the dialog opens only for a signed-out visitor and only with a path of the site', async () => {
	for (const value of hostileRedirectTargets) {
		const toast = await createToastHeaders({ type: 'info', description: 'Please sign in to open that page.', signIn: value })
		const home = await callRoute(rootLoader, '/home', undefined, { cookie: toast.get('set-cookie')!.split(';')[0] })
		expect((home.data as RootData).signInPrompt, JSON.stringify(value)).toBeNull()
	}
	// A plain message (no sign-in asked) stays a toast.
	const plain = await createToastHeaders({ type: 'success', description: 'Saved.' })
	const home = await callRoute(rootLoader, '/home', undefined, { cookie: plain.get('set-cookie')!.split(';')[0] })
	expect(home.data).toMatchObject({ toast: { description: 'Saved.' }, signInPrompt: null })
})
