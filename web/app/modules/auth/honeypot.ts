/** The honeypot's field: people never see or reach it; bots that fill every input give themselves away. */
export const honeypotFieldName = 'company_website'
