import type { TestInfo } from '@playwright/test'
import { missingServiceAction } from '../../scripts/lib/test-services.ts'

/**
 * For a beforeAll of tests that need a service: when it is missing they are skipped with the
 * reason (the report names it), and under CI=true they fail instead.
 */
export function needService(testInfo: TestInfo, missing: string | null) {
	const action = missingServiceAction(missing)
	if (action === 'fail') throw new Error(`${missing}; CI=true requires it`)
	testInfo.skip(action === 'skip', missing ?? undefined)
}
