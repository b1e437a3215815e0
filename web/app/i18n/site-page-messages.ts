import type { Locale } from './locale.ts'
import type { SitePageKind } from '#app/modules/cms/site-pages.server.ts'

/**
 * The words around the editorial pages (about, terms, privacy) in each language, kept together so they move into the
 * message catalogue of issue 32 as they are. The pages' own text comes from the CMS.
 */
export const sitePageMessages = {
	en: {
		lastUpdated: (day: string) => `Last updated ${day}`,
		notTranslated: null,
		pages: {
			about: { title: 'About us', description: 'Who we are and how American Dietitian connects people with registered dietitians.' },
			terms: { title: 'Terms of Service', description: 'The terms that apply when you use American Dietitian.' },
			privacy: { title: 'Privacy Policy', description: 'What personal data American Dietitian keeps, why, and your choices.' },
		},
	},
	es: {
		lastUpdated: (day: string) => `Última actualización: ${day}`,
		notTranslated: 'Esta página todavía no está traducida; se muestra en inglés.',
		pages: {
			about: { title: 'Acerca de nosotros', description: 'Quiénes somos y cómo American Dietitian pone en contacto a las personas con dietistas registrados.' },
			terms: { title: 'Términos del servicio', description: 'Los términos que se aplican cuando usa American Dietitian.' },
			privacy: { title: 'Política de privacidad', description: 'Qué datos personales guarda American Dietitian, por qué y qué opciones tiene usted.' },
		},
	},
} satisfies Record<Locale, { lastUpdated: (day: string) => string; notTranslated: string | null; pages: Record<SitePageKind, { title: string; description: string }> }>
