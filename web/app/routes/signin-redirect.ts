import { redirect } from 'react-router'

/** The spec's mobile menu links /signin; the page lives at /user/signin. */
export const loader = () => redirect('/user/signin', 301)
