/**
 * The version of an account as an admin page shows it: the account's and its
 * profile's last change. A form carries it; an action whose version no longer
 * matches (the owner edited, another admin acted, the same form came twice) is refused.
 */
export const accountVersion = (user: { updatedAt: Date }, profile: { updatedAt: Date } | null) => `${user.updatedAt.getTime()}.${profile?.updatedAt.getTime() ?? 0}`
