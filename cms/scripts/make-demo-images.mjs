// Writes the demo SVG covers and avatars the seeded CMS content points at
// (web/public/images/covers, web/public/images/avatars). Run from the repo root:
//   node cms/scripts/make-demo-images.mjs
// The outputs are committed; run again after adding seed articles.
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..', '..')
const seedDir = path.join(root, 'cms', 'src', 'seed')
const coversDir = path.join(root, 'web', 'public', 'images', 'covers')
const avatarsDir = path.join(root, 'web', 'public', 'images', 'avatars')
fs.mkdirSync(coversDir, { recursive: true })
fs.mkdirSync(avatarsDir, { recursive: true })

const slugify = (text) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/(^-|-$)/g, '')
const escapeXml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
const hash = (text) => [...text].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7)

const palettes = [
	['#065f46', '#10b981'], ['#0f766e', '#2dd4bf'], ['#9a3412', '#fb923c'], ['#6b21a8', '#c084fc'],
	['#1e3a8a', '#60a5fa'], ['#854d0e', '#facc15'], ['#9f1239', '#fb7185'], ['#14532d', '#84cc16'],
]

function read(file) {
	return fs.readFileSync(path.join(seedDir, file), 'utf8')
}
const titles = [...read('ai-article-data.ts').matchAll(/\{ title: '([^']+)'/g), ...read('author-article-data.ts').matchAll(/\{ title: '([^']+)'/g)].map((m) => m[1])
const personas = [...new Set([...read('ai-article-data.ts').matchAll(/author: '([^']+)'/g)].map((m) => m[1]))]
const authors = [...new Set([...read('author-article-data.ts').matchAll(/author: '([^',]+),/g)].map((m) => m[1]))]

function wrap(title, width = 26) {
	const lines = []
	let line = ''
	for (const word of title.split(' ')) {
		if ((line + ' ' + word).trim().length > width && line) {
			lines.push(line)
			line = word
		} else line = (line + ' ' + word).trim()
	}
	if (line) lines.push(line)
	return lines.slice(0, 3)
}

for (const title of titles) {
	const slug = slugify(title)
	const h = hash(slug)
	const [dark, light] = palettes[h % palettes.length]
	const lines = wrap(title)
	const text = lines
		.map((line, i) => `<text x="80" y="${330 - (lines.length - 1) * 40 + i * 80}" font-family="Arial,Helvetica,sans-serif" font-size="64" font-weight="700" fill="#fff">${escapeXml(line)}</text>`)
		.join('')
	const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" role="img" aria-label="${escapeXml(title)}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs><rect width="1200" height="630" fill="url(#g)"/><circle cx="${900 + (h % 200)}" cy="${120 + (h % 90)}" r="220" fill="#fff" fill-opacity=".1"/><circle cx="${1050 - (h % 150)}" cy="520" r="140" fill="#fff" fill-opacity=".08"/>${text}</svg>\n`
	fs.writeFileSync(path.join(coversDir, `${slug}.svg`), svg)
}

for (const name of [...personas, ...authors]) {
	const slug = slugify(name)
	const [dark] = palettes[hash(slug) % palettes.length]
	const initials = name.split(' ').map((w) => w[0]).join('').slice(0, 2).toUpperCase()
	const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 160" role="img" aria-label="${escapeXml(name)}"><circle cx="80" cy="80" r="80" fill="${dark}"/><text x="80" y="98" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-size="56" font-weight="700" fill="#fff">${escapeXml(initials)}</text></svg>\n`
	fs.writeFileSync(path.join(avatarsDir, `${slug}.svg`), svg)
}

console.log(`${titles.length} covers, ${personas.length + authors.length} avatars`)
