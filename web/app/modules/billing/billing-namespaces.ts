/** The catalogue namespaces of the billing pages (issue 42 point 10): their own words and the pricing page's plan names. */
export const billingNamespaces = ['billing', 'pricing', 'dashboard.billing', 'dashboard.setup', 'dashboard.title', 'dashboard.cancel', 'dashboard.saving'] as const
