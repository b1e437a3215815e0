import { afterEach, expect, test } from 'vitest'
import { contactScript, defaultContact, siteContact } from './contact.ts'

afterEach(() => {
	delete process.env.CONTACT_PHONE
	delete process.env.CONTACT_EMAIL
})

test('on the server the contact data comes from the environment, with the defaults for unset or empty values', () => {
	process.env.CONTACT_PHONE = '(555) 010-0000'
	process.env.CONTACT_EMAIL = ''
	expect(siteContact()).toEqual({ phone: '(555) 010-0000', email: defaultContact.email })
})

test('the copy written into the page cannot close its script element', () => {
	const script = contactScript({ phone: '</script><script>alert(1)</script>', email: 'a@b.example' })
	expect(script.json).not.toContain('</script>')
	expect(JSON.parse(script.json)).toEqual({ phone: '</script><script>alert(1)</script>', email: 'a@b.example' })
})
