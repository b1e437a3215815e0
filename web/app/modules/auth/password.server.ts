import { hash, verify } from '@node-rs/argon2'

// argon2id with OWASP's recommended minimum (19 MiB, 2 passes).
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const

export const hashPassword = (password: string) => hash(password, options)

export async function verifyPassword(hashed: string, password: string) {
	try {
		return await verify(hashed, password)
	} catch {
		return false
	}
}

/** A hash to verify against when the e-mail is unknown, so both cases take the same time. */
let dummyHash: Promise<string> | undefined
export const timingSafeDummyHash = () => (dummyHash ??= hashPassword('not-a-real-password-0'))
