import { storePhoto } from '#app/modules/profiles/profile-photo.server.ts'

const backgrounds = ['#d1fae5', '#dbeafe', '#fef3c7', '#fce7f3', '#ede9fe', '#e0f2fe', '#fee2e2', '#ecfccb']
const skins = ['#f5d0b5', '#e8b894', '#c68c64', '#a86b45', '#7a4a2c', '#f2c9a8']
const hairs = ['#2b1d14', '#4a3021', '#8a5a33', '#c9a15b', '#1f1f1f', '#6b4e3d', '#b0b0b0']
const clothes = ['#047857', '#1d4ed8', '#7c3aed', '#be185d', '#0f766e', '#b45309', '#334155']

const hairStyles = [
	(c: string) => `<path d="M166 230c0-70 40-112 90-112s90 42 90 112c-10-40-40-62-90-62s-80 22-90 62z" fill="${c}"/>`,
	(c: string) => `<path d="M160 250c-6-86 38-134 96-134s104 48 96 134c-6 60-14 110-24 130h-20c14-40 20-90 14-140-20-30-50-46-66-46s-46 16-66 46c-6 50 0 100 14 140h-20c-10-20-18-70-24-130z" fill="${c}"/>`,
	(c: string) => `<circle cx="256" cy="150" r="40" fill="${c}"/><path d="M168 236c0-66 40-106 88-106s88 40 88 106c-14-34-44-54-88-54s-74 20-88 54z" fill="${c}"/>`,
	(c: string) => `<path d="M170 220c4-60 40-96 86-96s84 36 86 96c-26-20-56-30-86-30s-60 10-86 30z" fill="${c}"/>`,
]

/** An illustrated head-and-shoulders portrait, the same for the same number. */
export function demoPortraitSvg(n: number): string {
	const at = <T>(list: readonly T[], salt: number) => list[(Math.imul(n + 101 * salt, 2654435761) >>> 0) % 9973 % list.length]!
	const skin = at(skins, 1)
	const hair = at(hairs, 2)
	return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
<rect width="512" height="512" fill="${at(backgrounds, 0)}"/>
<path d="M96 512c8-96 72-150 160-150s152 54 160 150z" fill="${at(clothes, 3)}"/>
<rect x="226" y="300" width="60" height="70" rx="24" fill="${skin}"/>
<ellipse cx="256" cy="240" rx="84" ry="100" fill="${skin}"/>
${at(hairStyles, 4)!(hair)}
<circle cx="226" cy="248" r="8" fill="#1f2937"/><circle cx="286" cy="248" r="8" fill="#1f2937"/>
<path d="M226 290q30 24 60 0" stroke="#7f1d1d" stroke-width="7" fill="none" stroke-linecap="round"/>
</svg>`
}

/** Renders the portrait through the same pipeline as an uploaded photo; returns its key. */
export async function demoPhotoKey(n: number): Promise<string> {
	const { default: sharp } = await import('sharp')
	const png = await sharp(Buffer.from(demoPortraitSvg(n))).png().toBuffer()
	const stored = await storePhoto(new Uint8Array(png))
	if (!stored.ok) throw new Error(`demo photo ${n}: ${stored.error}`)
	return stored.key
}
