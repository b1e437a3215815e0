/** Spec §2: the header's links, in order. */
export const headerLinks = [
	{ to: '/home', label: 'Home' },
	{ to: '/search', label: 'Search', mobileLabel: 'Search Doctor' },
	{ to: '/aboutus', label: 'About Us' },
	{ to: '/blogpage', label: 'Authors Digest' },
	{ to: '/services', label: 'Pricing' },
] as const

/** Spec §2: the footer's links, in order. */
export const footerLinks = [
	{ to: '/home', label: 'Home' },
	{ to: '/search', label: 'Search' },
	{ to: '/aboutus', label: 'About Us' },
	{ to: '/blogpage', label: 'Authors Digest' },
	{ to: '/ai-blogpage', label: 'Articles' },
	{ to: '/services', label: 'Pricing' },
	{ to: '/terms', label: 'Terms' },
	{ to: '/privacypolicy', label: 'Policy' },
] as const
