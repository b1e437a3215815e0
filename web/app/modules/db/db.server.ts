import { openDb, type DbHandle } from '#db/client.ts'

type Slot = { handle?: Promise<DbHandle>; open?: () => Promise<DbHandle>; shutdownHooked?: boolean }

// One handle per process, kept on globalThis: a module-level variable would be
// re-created on every dev-server edit and open the same PGlite folder again.
const slot = ((globalThis as { __db?: Slot }).__db ??= {})

// The production server (server.ts) drains requests first, then calls closeDb() itself.
const serverManagesShutdown = () => (globalThis as { __serverManagesShutdown?: boolean }).__serverManagesShutdown === true

function hookShutdown() {
	if (slot.shutdownHooked || serverManagesShutdown()) return
	slot.shutdownHooked = true
	let closing = false
	const close = (signal: NodeJS.Signals) => {
		// A second signal arrives under process managers; the first close is still running.
		if (closing) return
		closing = true
		void closeDb().finally(() => process.exit(signal === 'SIGINT' ? 130 : 0))
	}
	process.on('SIGTERM', close)
	process.on('SIGINT', close)
}

export function getDbHandle(): Promise<DbHandle> {
	if (!slot.handle) {
		slot.handle = (slot.open ?? (() => openDb()))()
		slot.handle.catch(() => {
			slot.handle = undefined
		})
		hookShutdown()
	}
	return slot.handle
}

export async function getDb() {
	return (await getDbHandle()).db
}

/** Tests open their own database (a fresh copy per file), on first use. */
export function useDbOpener(open: () => Promise<DbHandle>) {
	slot.open = open
}

export async function closeDb() {
	const pending = slot.handle
	slot.handle = undefined
	if (pending) await (await pending).close()
}
