/**
 * The catalogue namespaces of the dietitian's own pages (issue 42 point 10): the dashboard's words, and the
 * public pages' words they quote (the card's availability, the profile's hours and fees, specialty and plan
 * names), so the dashboard says what visitors read.
 */
export const dashboardNamespaces = ['dashboard', 'cards.availability', 'cards.specialty', 'profile.hours', 'profile.fees', 'profile.services', 'profile.language', 'pricing.plan', 'pricing.paymentsOff', 'booking.kind', 'booking.format', 'booking.minutes'] as const
