import { seededRandom } from '../random/seeded-random.ts'

// Generated cover art: a colour and a motif per topic, varied per article, so
// an article without a picture still gets a cover of its own. Plain TypeScript
// with no aliased imports: cms/scripts/make-demo-images.mjs imports this file
// to render the demo content's covers with the same art.

type Motif = 'hearts' | 'leaves' | 'drops' | 'grains' | 'waves' | 'plates' | 'sparks' | 'petals' | 'checks' | 'crosses' | 'dots'

export type CoverTopic = {
	key: string
	/** What the picture shows, for its alt text. */
	description: string
	keywords: string[]
	/** Background from dark to mid, and the light colour of the motif. */
	colors: [dark: string, mid: string, light: string]
	motif: Motif
}

export const coverTopics: CoverTopic[] = [
	{ key: 'heart', description: 'hearts on a deep red background', keywords: ['heart', 'cardiac', 'blood pressure', 'sodium', 'salt', 'cholesterol'], colors: ['#7f1d1d', '#be123c', '#fecdd3'], motif: 'hearts' },
	{ key: 'blood-sugar', description: 'rows of dots on a deep blue background', keywords: ['diabetes', 'prediabetes', 'carb', 'glucose', 'blood sugar', 'insulin', 'a1c'], colors: ['#1e3a8a', '#2563eb', '#bfdbfe'], motif: 'dots' },
	{ key: 'gut', description: 'grain kernels on an amber background', keywords: ['fiber', 'gut', 'ferment', 'digest', 'whole grain', 'probiotic'], colors: ['#78350f', '#b45309', '#fde68a'], motif: 'grains' },
	{ key: 'plants', description: 'leaves on a green background', keywords: ['plant', 'vegetable', 'mediterranean', 'iron', 'vegan', 'vegetarian', 'legume', 'bean'], colors: ['#14532d', '#15803d', '#bbf7d0'], motif: 'leaves' },
	{ key: 'water', description: 'waves on a teal background', keywords: ['hydration', 'water', 'drink', 'fluid'], colors: ['#134e4a', '#0e7490', '#a5f3fc'], motif: 'waves' },
	{ key: 'family', description: 'plates on an orange background', keywords: ['kid', 'child', 'picky', 'family', 'toddler', 'pregnan', 'school', 'lunch'], colors: ['#7c2d12', '#c2410c', '#fed7aa'], motif: 'plates' },
	{ key: 'sport', description: 'sparks on a violet background', keywords: ['sport', 'athlete', 'exercise', 'training', 'muscle', 'protein', 'strength'], colors: ['#3b0764', '#7e22ce', '#e9d5ff'], motif: 'sparks' },
	{ key: 'mind', description: 'flowers on a plum background', keywords: ['eating disorder', 'recovery', 'mindful', 'stress', 'sleep', 'mood', 'intuitive'], colors: ['#500724', '#9d174d', '#fbcfe8'], motif: 'petals' },
	{ key: 'kitchen', description: 'a checked cloth pattern on a golden background', keywords: ['meal prep', 'cook', 'label', 'budget', 'grocer', 'recipe', 'kitchen', 'breakfast', 'snack', 'sugar'], colors: ['#713f12', '#a16207', '#fef08a'], motif: 'checks' },
	{ key: 'care', description: 'plus signs on a slate blue background', keywords: ['insurance', 'medicare', 'telehealth', 'visit', 'referral', 'bariatric', 'surgery', 'kidney', 'supplement', 'medication'], colors: ['#0f172a', '#334155', '#cbd5e1'], motif: 'crosses' },
	{ key: 'nutrition', description: 'drops on an emerald background', keywords: [], colors: ['#064e3b', '#047857', '#a7f3d0'], motif: 'drops' },
]

const fallbackTopic = coverTopics[coverTopics.length - 1]!

/** The topic whose keywords the text (tags first, then the title) mentions first. */
export function topicFor(texts: string[]): CoverTopic {
	for (const text of texts) {
		const lower = text.toLowerCase()
		const found = coverTopics.find((topic) => topic.keywords.some((keyword) => lower.includes(keyword)))
		if (found) return found
	}
	return fallbackTopic
}

export const findCoverTopic = (key: string) => coverTopics.find((topic) => topic.key === key)

/** Variants per topic: enough that neighbouring cards differ. */
export const coverVariants = 1000

const hash = (text: string) => [...text].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0, 2166136261)

// Each motif at unit size (about 40 × 40 around 0,0).
const shapes: Record<Motif, string> = {
	hearts: '<path d="M0 -8C-7 -20 -24 -12 -17 3L0 20L17 3C24 -12 7 -20 0 -8Z"/>',
	leaves: '<path d="M0 -22C14 -10 14 10 0 22C-14 10 -14 -10 0 -22Z"/><path d="M0 -18V18" stroke-width="2" stroke-opacity=".5" fill="none" stroke="#000"/>',
	drops: '<path d="M0 -22C9 -7 14 2 14 8A14 14 0 0 1 -14 8C-14 2 -9 -7 0 -22Z"/>',
	grains: '<ellipse rx="7" ry="15" transform="rotate(-25)"/><ellipse rx="7" ry="15" cx="14" cy="4" transform="rotate(20)"/>',
	waves: '<path d="M-30 0Q-22 -10 -15 0T0 0T15 0T30 0" fill="none" stroke-width="5" stroke="currentColor" stroke-linecap="round"/>',
	plates: '<circle r="18" fill="none" stroke-width="5" stroke="currentColor"/><circle r="8"/>',
	sparks: '<path d="M4 -22L-10 3H0L-4 22L10 -3H0Z"/>',
	petals: '<g><ellipse rx="6" ry="13" cy="-11"/><ellipse rx="6" ry="13" cy="-11" transform="rotate(72)"/><ellipse rx="6" ry="13" cy="-11" transform="rotate(144)"/><ellipse rx="6" ry="13" cy="-11" transform="rotate(216)"/><ellipse rx="6" ry="13" cy="-11" transform="rotate(288)"/></g>',
	checks: '<rect x="-16" y="-16" width="14" height="14"/><rect x="2" y="2" width="14" height="14"/><rect x="2" y="-16" width="14" height="14" fill-opacity=".4"/><rect x="-16" y="2" width="14" height="14" fill-opacity=".4"/>',
	crosses: '<path d="M-5 -18H5V-5H18V5H5V18H-5V5H-18V-5H-5Z"/>',
	dots: '<circle r="10" cx="-8" cy="-6"/><circle r="6" cx="12" cy="-10"/><circle r="7" cx="6" cy="12" fill-opacity=".6"/>',
}

const round = (n: number) => Math.round(n * 10) / 10

/**
 * The cover as an SVG document, 1200 × 630: the topic's gradient, a soft disc
 * and a scattered field of its motif, laid out by the variant number.
 */
export function coverArtSvg(topic: CoverTopic, variant: number): string {
	const next = seededRandom(hash(`${topic.key}:${variant}`))
	const [dark, mid, light] = topic.colors
	const shape = shapes[topic.motif]
	const discX = round(200 + next() * 800)
	const discY = round(120 + next() * 390)
	const discR = round(180 + next() * 160)
	const angle = round(next() * 360)
	const items: string[] = []
	const columns = 9
	const rows = 5
	for (let row = 0; row < rows; row++) {
		for (let column = 0; column < columns; column++) {
			if (next() < 0.35) continue
			const x = round(70 + column * 133 + (next() - 0.5) * 60)
			const y = round(60 + row * 128 + (next() - 0.5) * 50)
			const scale = round(0.7 + next() * 1.3)
			const rotate = round((next() - 0.5) * 70)
			const opacity = round(0.25 + next() * 0.5)
			items.push(`<g transform="translate(${x} ${y}) rotate(${rotate}) scale(${scale})" fill-opacity="${opacity}" stroke-opacity="${opacity}">${shape}</g>`)
		}
	}
	const hero = `<g transform="translate(${discX} ${discY}) rotate(${round((next() - 0.5) * 40)}) scale(${round(4 + next() * 2.5)})" fill-opacity=".9">${shape}</g>`
	return [
		'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" width="1200" height="630">',
		`<defs><linearGradient id="g" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs>`,
		'<rect width="1200" height="630" fill="url(#g)"/>',
		`<circle cx="${discX}" cy="${discY}" r="${discR}" fill="${light}" fill-opacity=".18"/>`,
		`<g fill="${light}" color="${light}">${items.join('')}${hero}</g>`,
		'</svg>',
	].join('')
}

export type CoverImage = { url: string; width: number; height: number; alt: string }

/** The generated cover of an article without a picture: its topic from the tags and title, its variant from a stable seed. */
export function placeholderCover(input: { title: string; tags: string[]; seed: string }): CoverImage {
	const topic = topicFor([...input.tags, input.title])
	const variant = hash(input.seed) % coverVariants
	return { url: `/covers/${topic.key}-${variant}.svg`, width: 1200, height: 630, alt: `Illustration: ${topic.description}` }
}

/** Reads a cover key of the form topic-variant ('heart-12'); null when it names no cover. */
export function parseCoverKey(key: string): { topic: CoverTopic; variant: number } | null {
	const match = /^([a-z-]+)-(\d{1,3})$/.exec(key)
	const topic = match ? findCoverTopic(match[1]!) : undefined
	return topic ? { topic, variant: Number(match![2]) } : null
}
