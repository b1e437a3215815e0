import { Transform } from 'node:stream'

/**
 * A stream that joins what is written to it in one turn of the event loop into
 * one chunk. React writes a document in pieces of about 2 KB, and each piece
 * became its own write to the socket (and, compressed, its own flush of the
 * gzip stream): about a seventh of a search page's CPU time. What React writes
 * later (a boundary that resolves) still goes out when it comes.
 */
export function coalescedStream() {
	let pending: Uint8Array[] = []
	let scheduled: NodeJS.Immediate | null = null
	const release = () => {
		scheduled = null
		if (pending.length === 0) return
		stream.push(pending.length === 1 ? pending[0] : Buffer.concat(pending))
		pending = []
	}
	const stream = new Transform({
		transform(chunk: Uint8Array, _encoding, done) {
			pending.push(chunk)
			scheduled ??= setImmediate(release)
			done()
		},
		flush(done) {
			if (scheduled) clearImmediate(scheduled)
			release()
			done()
		},
	})
	return stream
}
