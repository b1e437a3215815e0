// What the server's on-the-fly compression of a document costs and saves (docs/decisions/087):
// each public page's HTML compressed with gzip (level 6, the compression package's default) and
// brotli at several qualities, timed here on this machine. Printed by `npm run bench`.
import zlib from 'node:zlib'

const qualities = [4, 5, 6, 7, 11]
const repeats = 20

function timed(compress: () => Buffer) {
	compress()
	const started = process.hrtime.bigint()
	let size = 0
	for (let i = 0; i < repeats; i++) size = compress().length
	return { kb: size / 1024, ms: Number(process.hrtime.bigint() - started) / repeats / 1e6 }
}

export async function benchDocumentCompression(base: string, paths: string[]) {
	console.log(`\ndocuments compressed as the server sends them: KB and ms per compression (mean of ${repeats} runs each), this machine`)
	console.log('page'.padEnd(30) + 'HTML KB'.padStart(9) + 'gzip 6'.padStart(15) + qualities.map((q) => `br ${q}`.padStart(15)).join(''))
	// Every page first: the timing loops below hold this process for seconds, long enough for the server
	// to close an idle kept-alive connection that the next fetch would then reuse ("other side closed").
	const pages: [string, Buffer][] = []
	for (const path of paths) pages.push([path, Buffer.from(await (await fetch(base + path, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer())])
	for (const [path, html] of pages) {
		const cell = ({ kb, ms }: { kb: number; ms: number }) => `${kb.toFixed(1)} / ${ms.toFixed(1)}`.padStart(15)
		const gzip = timed(() => zlib.gzipSync(html, { level: 6 }))
		const brotli = qualities.map((quality) => timed(() => zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.length } })))
		console.log(path.padEnd(30) + (html.length / 1024).toFixed(1).padStart(9) + cell(gzip) + brotli.map(cell).join(''))
	}
	console.log('The server uses brotli quality 5 (web/server/precompressed-assets.ts): past it the KB stop falling and the ms rise.')
}
