import type { TestContext } from 'vitest'
import { missingServiceAction } from '../../scripts/lib/test-services.ts'

/** A test that needs a service: skipped with the reason when it is missing, failed under CI=true. */
export function needService(ctx: TestContext, missing: string | null) {
	const action = missingServiceAction(missing)
	if (action === 'fail') throw new Error(`${missing}; CI=true requires it`)
	if (action !== 'skip') return
	// The JSON report carries meta, not the skip note: npm test's closing lines name the reason from it.
	Object.assign(ctx.task.meta, { skipReason: missing })
	ctx.skip(missing!)
}
