import { expect, test } from 'vitest'
import { coalescedStream } from './coalesced-stream.server.ts'

const text = (chunks: Uint8Array[]) => chunks.map((chunk) => Buffer.from(chunk).toString())

test('what is written in one turn comes out as one chunk; a later write as another; the end flushes', async () => {
	const stream = coalescedStream()
	const out: Uint8Array[] = []
	stream.on('data', (chunk: Uint8Array) => out.push(chunk))
	const ended = new Promise((resolve) => stream.on('end', resolve))
	for (const piece of ['<html>', '<body>', 'Hello']) stream.write(Buffer.from(piece))
	await new Promise((resolve) => setImmediate(resolve))
	expect(text(out)).toEqual(['<html><body>Hello'])
	stream.write(Buffer.from('<p>later</p>'))
	stream.end(Buffer.from('</body></html>'))
	await ended
	expect(text(out)).toEqual(['<html><body>Hello', '<p>later</p></body></html>'])
})
