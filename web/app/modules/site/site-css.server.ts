// The built stylesheet as text, for the document head (components/inline-css.tsx).
import css from '#app/app.css?inline'

export const siteCss = css
