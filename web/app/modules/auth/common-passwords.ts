/**
 * The most used passwords of at least 8 characters (from public breach
 * statistics); any of them is refused whatever its case.
 */
export const commonPasswords = new Set([
	'12345678', '123456789', '1234567890', '12345678910', '11111111', '00000000', '88888888', '87654321',
	'password', 'password1', 'password12', 'password123', 'password!', 'passw0rd', 'p@ssw0rd', 'p@ssword',
	'qwertyuiop', 'qwerty123', 'qwerty12', '1q2w3e4r', '1q2w3e4r5t', '1qaz2wsx', 'zaq12wsx', 'q1w2e3r4',
	'iloveyou', 'iloveyou1', 'sunshine', 'sunshine1', 'princess', 'princess1', 'football', 'football1',
	'baseball', 'basketball', 'superman', 'starwars', 'whatever', 'trustno1', 'letmein1', 'welcome1',
	'welcome123', 'admin123', 'administrator', 'changeme', 'computer', 'internet', 'michelle', 'jennifer',
	'1234qwer', 'abcd1234', 'abc12345', 'aa123456', 'asdfghjkl', 'asdf1234', 'zxcvbnm1', 'chocolate',
	'butterfly', 'liverpool', 'mustang1', 'dragon12', 'master12', 'monkey12', 'shadow12', 'charlie1',
	'11223344', '12341234', '12344321', '123123123', '147258369', '987654321', '123qweasd', 'qweasdzxc',
	'dietitian', 'dietitian1', 'nutrition', 'nutrition1',
])

export const isCommonPassword = (password: string) => commonPasswords.has(password.toLowerCase())
