import { useT } from '#app/i18n/i18n-context.tsx'
import type { ProfileAbout } from '#app/modules/profiles/profile-about.ts'
import { Section } from '#app/components/ui/section.tsx'

/** The profile's summary in the page's language; text in another language says so and carries its `lang`. */
export function ProfilePageAbout({ about }: { about: ProfileAbout }) {
	const t = useT()
	return (
		<Section title="About">
			{about.inEnglish ? <p className="mb-3 text-sm text-slate-600">{t('profile-about.summaryInEnglish')}</p> : null}
			<div className="space-y-3" lang={about.lang ?? undefined}>
				{about.text.split(/\n{2,}/).map((paragraph, index) => (
					<p key={index}>{paragraph}</p>
				))}
			</div>
		</Section>
	)
}
