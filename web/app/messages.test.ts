import { expect, test } from 'vitest'
import { messages, totalItems } from './messages.ts'

// Spec §8 and §4, copied by hand: the catalogue must carry each text exactly.
const specTexts = [
	'Server disconnected.',
	'Error corrupted.',
	'Your Email or Password is not correct.',
	'Your are not Verified.',
	'User Info Incorrect! Please login again.',
	'Please Input Email',
	'Email subscribed successfully!',
	'Server Error',
	'Successfully logined!',
	'Successfully sent Verification Code to your email!',
	'Successfully Saved!',
	'Successfully logout.',
	'Unexpected Application Error!',
	'Blog Articles',
	'Enter the key word',
	'Searching...',
	'Read Full Article...',
]

// The original back end's answers (original-backend-facts.md).
const backendTexts = [
	'This user already exists!',
	'Email Send Error!',
	'Unauthorized.',
	'You are not registered. Please sign up with your email.',
	'Verify Code Invalid',
	'Failed',
]

test('the catalogue holds every text of the specification verbatim', () => {
	const catalogue = new Set<string>(Object.values(messages))
	for (const text of [...specTexts, ...backendTexts]) expect(catalogue, text).toContain(text)
})

test("the pager text reads 'Total N items'", () => {
	expect(totalItems(27)).toBe('Total 27 items')
})
