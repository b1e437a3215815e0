import { createContext, useContext } from 'react'

/**
 * The site's stylesheet (about 7 KB compressed) goes into the document head
 * instead of a render-blocking <link>. The server fills this context; the
 * browser renders it empty, and React keeps the server's <style> because both
 * carry the same `href` key.
 */
export const InlineCssContext = createContext('')

export function InlineStylesheet() {
	return (
		<style href="site-css" precedence="default">
			{useContext(InlineCssContext)}
		</style>
	)
}
