import { expect, test } from 'vitest'
import { suspendAccount } from '#app/modules/accounts/account-status.server.ts'
import { getDb } from '#app/modules/db/db.server.ts'
import { dietitianWithProfile } from '../profiles/listed-dietitian.ts'
import { locations, readSiteSitemaps } from '../site/read-sitemaps.ts'

test('the sitemaps list exactly the listed profiles', async () => {
	const listed = [await dietitianWithProfile({ plan: 1 }), await dietitianWithProfile({ plan: 3 })]
	const hidden = [
		await dietitianWithProfile({ reviewStatus: 'draft' }),
		await dietitianWithProfile({ reviewStatus: 'submitted' }),
		await dietitianWithProfile({ reviewStatus: 'rejected' }),
		await dietitianWithProfile({ plan: 0 }),
		await dietitianWithProfile(),
	]
	await (await getDb()).transaction((tx) => suspendAccount(tx, hidden[4]!.id))
	const urls = [...(await readSiteSitemaps()).values()].flatMap(locations)
	const ids = urls.flatMap((url) => url.match(/^http:\/\/localhost:3000\/viewdoctorprofile\/(\d+)$/)?.[1] ?? []).map(Number)
	expect(ids.sort((a, b) => a - b)).toEqual(listed.map(({ id }) => id).sort((a, b) => a - b))
	expect(urls).toContain('http://localhost:3000/home')
})
