import { useT } from '#app/i18n/i18n-context.tsx'
import type { ProfilePage } from '#app/modules/profiles/profile-page.server.ts'
import { VerifiedBadge } from './verified-badge.tsx'

type Props = {
	firstName: string
	lastName: string
	avatar: string | null
	profile: Pick<ProfilePage['profile'], 'credentials' | 'role'>
	/** What "Verified" stands for; none in a preview, which is not verified yet. */
	verifiedText: string | null
	/** "Accepting new clients · confirmed Nov 20", or "Availability not confirmed" (availability-text.ts). */
	availability: { text: string; tone: 'yes' | 'no' | 'unknown' }
	takesMessages: boolean
}

/** The top of the public profile: photo (or initials), name and credentials, role, verified and accepting badges, and the way to the contact form. */
export function ProfilePageHeader({ firstName, lastName, avatar, profile, verifiedText, availability, takesMessages }: Props) {
	const t = useT()
	const name = `${firstName} ${lastName}`
	return (
		<header className="flex flex-wrap items-center gap-5">
			{avatar ? (
				<img src={avatar} alt={t('profile.photoOf', { name })} width={96} height={96} className="size-24 rounded-full object-cover" />
			) : (
				<div aria-hidden="true" className="flex size-24 items-center justify-center rounded-full bg-brand-100 text-3xl font-bold text-brand-900">
					{`${firstName[0] ?? ''}${lastName[0] ?? ''}`}
				</div>
			)}
			<div className="min-w-0 flex-1 basis-56">
				<h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
					{name}
					{profile.credentials.length ? <span className="text-slate-600">, {profile.credentials.join(', ')}</span> : null}
				</h1>
				<p className="mt-1 text-lg text-slate-700">{profile.role}</p>
				<p className="mt-2 flex flex-wrap gap-2 text-sm">
					{verifiedText === null ? null : <VerifiedBadge text={verifiedText} />}
					<span className={availability.tone === 'yes' ? 'rounded-full bg-brand-50 px-2 py-0.5 text-brand-800' : availability.tone === 'no' ? 'rounded-full bg-slate-100 px-2 py-0.5 text-slate-700' : 'rounded-full bg-amber-50 px-2 py-0.5 text-amber-900'}>
						{availability.text}
					</span>
				</p>
			</div>
			{takesMessages ? (
				<a href="#contact" className="inline-flex rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800">
					{t('profile.sendMessage')}
				</a>
			) : null}
		</header>
	)
}
