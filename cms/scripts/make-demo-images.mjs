// Renders the demo content's covers and persona avatars into cms/src/seed/images
// (WebP, committed), with the generated art the site draws for articles without
// a picture (web/app/modules/articles/cover-art.ts), plus manifest.json with
// each file's size and alt text. The CMS seed uploads them to the media library.
// Run from the repository root after adding seed articles:
//   node cms/scripts/make-demo-images.mjs
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { coverArtSvg, findCoverTopic } from '../../web/app/modules/articles/cover-art.ts'

const sharp = createRequire(import.meta.url)('sharp')
const cmsDir = path.resolve(import.meta.dirname, '..')
const seedDir = path.join(cmsDir, 'src', 'seed')
const outDir = path.join(seedDir, 'images')
fs.rmSync(outDir, { recursive: true, force: true })
fs.mkdirSync(outDir, { recursive: true })

const read = (file) => fs.readFileSync(path.join(seedDir, file), 'utf8')
const coverKeys = new Set([...read('ai-article-data.ts').matchAll(/cover: '([a-z-]+-\d+)'/g), ...read('author-article-data.ts').matchAll(/cover: '([a-z-]+-\d+)'/g)].map((m) => m[1]))
const avatarKeys = new Set([...read('authors.ts').matchAll(/': '([a-z-]+-\d+)'/g)].map((m) => m[1]))

function art(key) {
	const match = /^([a-z-]+)-(\d+)$/.exec(key)
	const topic = match && findCoverTopic(match[1])
	if (!topic) throw new Error(`no cover topic for ${key}`)
	return { svg: Buffer.from(coverArtSvg(topic, Number(match[2]))), topic }
}

const manifest = {}
for (const key of coverKeys) {
	const { svg, topic } = art(key)
	const file = `cover-${key}.webp`
	await sharp(svg).resize(1200, 630).webp({ quality: 82 }).toFile(path.join(outDir, file))
	manifest[file] = { width: 1200, height: 630, alt: `Illustration: ${topic.description}` }
}
for (const key of avatarKeys) {
	const { svg, topic } = art(key)
	const file = `avatar-${key}.webp`
	await sharp(svg).resize(256, 256, { fit: 'cover' }).webp({ quality: 82 }).toFile(path.join(outDir, file))
	manifest[file] = { width: 256, height: 256, alt: `Illustration: ${topic.description}` }
}
fs.writeFileSync(path.join(outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`)
console.log(`${coverKeys.size} covers, ${avatarKeys.size} avatars in ${path.relative(process.cwd(), outDir)}`)
