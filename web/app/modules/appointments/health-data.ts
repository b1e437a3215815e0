/**
 * How long a visit's health details (its reason and the visitor's phone) are
 * kept (docs/decisions/116): they leave the row when a hold expires
 * unconfirmed, this many days after a request ends without a visit (declined,
 * cancelled, released) and this many days after the visit. The times, kind
 * and status stay for the statistics.
 */
export const healthDataDays = 30

/** The columns as they are once erased. */
export const erasedHealthData = { reason: null, visitorPhone: null }
