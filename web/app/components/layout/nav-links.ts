/** Spec §2: the header's links, in order (labels are catalogue keys). */
export const headerLinks = [
	{ to: '/home', label: 'common.nav.home' },
	{ to: '/search', label: 'common.nav.search', mobileLabel: 'common.nav.searchMobile' },
	{ to: '/aboutus', label: 'common.nav.about' },
	{ to: '/blogpage', label: 'common.nav.authors' },
	{ to: '/services', label: 'common.nav.pricing' },
] as const

/** Spec §2: the footer's links, in order (labels are catalogue keys). */
export const footerLinks = [
	{ to: '/home', label: 'common.nav.home' },
	{ to: '/search', label: 'common.nav.search' },
	{ to: '/aboutus', label: 'common.nav.about' },
	{ to: '/blogpage', label: 'common.nav.authors' },
	{ to: '/ai-blogpage', label: 'common.nav.articles' },
	{ to: '/services', label: 'common.nav.pricing' },
	{ to: '/terms', label: 'common.nav.terms' },
	{ to: '/privacypolicy', label: 'common.nav.policy' },
] as const
