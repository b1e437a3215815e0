import { expect, test } from 'vitest'
import { emailKey } from './email-key.ts'

test('one person, one key: case, a +tag and Gmail’s dots do not make another address', () => {
	const table: [string, string][] = [
		['dup@example.com', 'dup@example.com'],
		['dup+1@example.com', 'dup@example.com'],
		[' DUP+anything+more@Example.COM ', 'dup@example.com'],
		['d.u.p@example.com', 'd.u.p@example.com'],
		['J.Doe+x@gmail.com', 'jdoe@gmail.com'],
		['j.doe@googlemail.com', 'jdoe@gmail.com'],
		['+tag@example.com', '+tag@example.com'],
		['not-an-address', 'not-an-address'],
	]
	expect(table.map(([raw]) => [raw, emailKey(raw)])).toEqual(table)
})
