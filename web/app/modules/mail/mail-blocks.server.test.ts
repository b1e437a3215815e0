import { expect, test } from 'vitest'
import { button, code, greeting, htmlOnly, link, note, paragraph, quote, renderMail, steps, textSays, title } from './mail-blocks.server.ts'

const bodyOf = (html: string) => html.match(/<td style="font-size:15px;line-height:1\.6">([\s\S]*?)<\/td><\/tr>\n<tr><td style="font-size:12px/)![1]!

test('one body gives the text and the HTML: paragraphs apart in the text, each block on its own in the HTML', () => {
	const { text, html } = renderMail('Your code', [
		greeting('Dana'),
		paragraph('Your account is ', { strong: 'ready' }, '.'),
		code('Type this code on the page:', '123456'),
		[button('Open the page', 'https://americandietitian.example/user/verify'), note('The code works for 15 minutes.')],
		steps('Sign in', { label: 'Open your profile', url: 'https://americandietitian.example/viewprofile' }),
		title('Eating for a calm gut'),
		link('Unsubscribe', 'https://americandietitian.example/newsletter/unsubscribe?t=abc', 'note'),
	])
	expect(text).toBe(
		[
			'Hi Dana,',
			'Your account is "ready".',
			'Type this code on the page: 123456',
			'Open the page: https://americandietitian.example/user/verify\nThe code works for 15 minutes.',
			'1. Sign in\n2. Open your profile: https://americandietitian.example/viewprofile',
			'Eating for a calm gut',
			'Unsubscribe: https://americandietitian.example/newsletter/unsubscribe?t=abc',
		].join('\n\n'),
	)
	expect(bodyOf(html).split('\n')).toEqual([
		'<p>Hi Dana,</p>',
		'<p>Your account is <strong>ready</strong>.</p>',
		'<p>Type this code on the page:</p><p style="font-size:28px;letter-spacing:6px;font-weight:bold;background:#ecfdf5;color:#065f46;padding:12px 16px;border-radius:8px;display:inline-block">123456</p>',
		'<p><a href="https://americandietitian.example/user/verify" style="background:#047857;color:#ffffff;padding:10px 18px;border-radius:8px;text-decoration:none;font-weight:bold">Open the page</a></p>',
		'<p style="color:#475569">The code works for 15 minutes.</p>',
		'<ol><li>Sign in</li><li><a href="https://americandietitian.example/viewprofile">Open your profile</a></li></ol>',
		'<p style="font-weight:bold">Eating for a calm gut</p>',
		'<p style="color:#475569"><a href="https://americandietitian.example/newsletter/unsubscribe?t=abc">Unsubscribe</a></p>',
	])
	expect(html).toMatch(/^<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Your code<\/title><\/head>/)
})

test('a block can say other words in the text, or nothing there', () => {
	const { text, html } = renderMail('Confirm', [
		textSays(button('Confirm', 'https://americandietitian.example/a/1.sig'), 'Confirm here: https://americandietitian.example/a/1.sig'),
		htmlOnly(paragraph('Or use the button above.')),
		[htmlOnly(note('Only in HTML'))],
	])
	expect(text).toBe('Confirm here: https://americandietitian.example/a/1.sig')
	expect(bodyOf(html)).toContain('<p>Or use the button above.</p>')
	expect(bodyOf(html)).toContain('>Only in HTML</p>')
})

test('what people typed is escaped in the HTML, kept as typed in the text, and cannot break a line of the markup', () => {
	const typed = `<script>alert("x")</script> & 'quotes'`
	const { text, html } = renderMail(`Re: ${typed}\r\nBcc: someone@example.com`, [
		paragraph('Message from ', { strong: typed }),
		quote(`First line <b>\nSecond line\u2028with a separator\r`),
		link(typed, `https://example.com/?a=1&b="2"`),
	])
	expect(html).not.toContain('<script>')
	expect(html).not.toContain('<b>')
	expect(bodyOf(html).split('\n')).toEqual([
		'<p>Message from <strong>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quotes&#39;</strong></p>',
		'<blockquote style="margin:0;border-left:4px solid #a7f3d0;padding:8px 16px;color:#334155">First line &lt;b&gt;<br>Second line with a separator</blockquote>',
		'<p><a href="https://example.com/?a=1&amp;b=&quot;2&quot;">&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quotes&#39;</a></p>',
	])
	expect(html).toContain('<title>Re: &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quotes&#39; Bcc: someone@example.com</title>')
	expect(text).toBe(`Message from "${typed}"\n\nFirst line <b>\nSecond line\u2028with a separator\r\n\n${typed}: https://example.com/?a=1&b="2"`)
})
