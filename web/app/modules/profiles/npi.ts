/**
 * A National Provider Identifier: 10 digits whose last is a Luhn check digit
 * computed over "80840" followed by the first nine (the ISO card-issuer prefix
 * of US health identifiers).
 */
export function isValidNpi(npi: string): boolean {
	if (!/^\d{10}$/.test(npi)) return false
	return npiCheckDigit(npi.slice(0, 9)) === Number(npi[9])
}

/** The check digit of the first nine digits of an NPI. */
export function npiCheckDigit(firstNine: string): number {
	const digits = `80840${firstNine}`
	let sum = 0
	// Luhn: from the right of the payload (the check digit is appended), double every other digit.
	for (let i = digits.length - 1, double = true; i >= 0; i--, double = !double) {
		let value = Number(digits[i])
		if (double) {
			value *= 2
			if (value > 9) value -= 9
		}
		sum += value
	}
	return (10 - (sum % 10)) % 10
}
