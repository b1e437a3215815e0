/**
 * The person behind an e-mail address, as the per-address limits count it
 * (booking, contact requests, sign-in and code mails; issue 41 point 7):
 * lower case, a `+tag` dropped, and in Gmail's local part the dots dropped
 * (Gmail delivers `j.o.e+1@googlemail.com` to `joe@gmail.com`). Only for
 * counting: mail still goes to the address as typed.
 */
export function emailKey(address: string): string {
	const trimmed = address.trim().toLowerCase()
	const at = trimmed.lastIndexOf('@')
	if (at <= 0) return trimmed
	let local = trimmed.slice(0, at)
	let domain = trimmed.slice(at + 1)
	const plus = local.indexOf('+')
	if (plus > 0) local = local.slice(0, plus)
	if (domain === 'gmail.com' || domain === 'googlemail.com') {
		domain = 'gmail.com'
		local = local.replaceAll('.', '')
	}
	return `${local}@${domain}`
}
