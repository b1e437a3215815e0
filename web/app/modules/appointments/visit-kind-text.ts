import type { Translate } from '#app/i18n/format-message.ts'
import type { VisitFormat, VisitKind } from './visit-kinds.ts'

/** A kind of visit and a format in the page's language (pages and the dashboard's editor, which runs in the browser too). */
export const kindText = (t: Translate, kind: VisitKind) => (kind === 'intro' ? t('booking.kind.intro') : t('booking.kind.first'))
export const formatText = (t: Translate, format: VisitFormat) => (format === 'office' ? t('booking.format.office') : format === 'video' ? t('booking.format.video') : t('booking.format.phone'))
