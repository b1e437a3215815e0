import { renderToString } from 'react-dom/server'
import { expect, test } from 'vitest'
import { summarize } from '#app/modules/statistics/summary.ts'
import { withTranslations } from '../../../test/with-translations.tsx'
import { Dashboard } from './dashboard.tsx'

const render = (listed: boolean, views: number) =>
	renderToString(withTranslations(<Dashboard dashboard={{ statistics: summarize(views ? [{ day: '2026-11-24', views }] : [], '2026-11-25'), listed, requests: null }} />))

test('a new dietitian’s 12-week chart says there is nothing yet, and when there will be', () => {
	expect(render(false, 0)).toContain('No profile views yet: views are counted once your profile is listed in the directory.')
	expect(render(true, 0)).toContain('No profile views in the last 12 weeks yet. Each visit to your public profile is counted here the same day')
	expect(render(true, 0)).not.toContain('<svg')
	expect(render(true, 3)).toContain('<svg')
	expect(render(true, 3)).not.toContain('No profile views')
})
