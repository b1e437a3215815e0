/**
 * The one way query strings are read. Control characters are dropped (browsers
 * never send them in a typed URL, and a NUL byte cannot even reach PostgreSQL:
 * it answered 500), then surrounding spaces; an empty value counts as absent.
 */
const controlCharacters = /[\u0000-\u001f\u007f-\u009f]/g

export const withoutControlCharacters = (value: string) => value.replace(controlCharacters, '')

/** One parameter, cleaned; '' when absent. */
export const queryValue = (params: URLSearchParams, name: string) => withoutControlCharacters(params.get(name) ?? '').trim()

/** Every parameter (the first value of each name), cleaned, empty ones left out: the input of a zod schema. */
export function queryFields(params: URLSearchParams): Record<string, string> {
	const fields: Record<string, string> = {}
	for (const name of new Set(params.keys())) {
		const value = queryValue(params, name)
		if (value !== '') fields[name] = value
	}
	return fields
}
