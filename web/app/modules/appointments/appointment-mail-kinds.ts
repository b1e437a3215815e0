/** The mails of an appointment, each sent by its own job (appointment-mails.server.ts writes them). */
export type AppointmentMail = 'check-email' | 'requested' | 'request-sent' | 'confirmed' | 'declined' | 'cancelled' | 'reminder' | 'released' | 'proposed' | 'proposal-expired'
