/** US cents as dollars: whole dollars without decimals ('$19'), any cents with two ('$19.50'). */
export const formatPrice = (cents: number) => `$${(cents / 100).toFixed(cents % 100 === 0 ? 0 : 2)}`
