/** What a profile photo may be: the server checks it, the browser warns before sending it. */
export const photoMaxBytes = 5 * 1024 * 1024
export const photoTooLarge = 'Photo: at most 5 MB'
export const photoWrongType = 'Photo: a JPEG, PNG or WebP image'
export const photoMediaTypes = ['image/jpeg', 'image/png', 'image/webp'] as const
