import type { ReactNode } from 'react'
import { useT } from '#app/i18n/i18n-context.tsx'
import type { ProfileForm } from '#app/modules/profiles/profile-forms.ts'
import {
	ContactFields,
	EducationFields,
	PhotoField,
	SocialFields,
	SpanishSummaryField,
	SummaryField,
	TitleFields,
	WebsiteField,
	WorkingTimeFields,
	type ProfileErrors,
	type ProfileValues,
} from './profile-fields.tsx'

/** The working-time section's "Accepting new clients", in the words visitors read on the card. */
function AcceptingField({ values }: { values: ProfileValues }) {
	const t = useT()
	return (
		<label className="flex items-center gap-2 text-sm text-slate-800">
			<input type="checkbox" name="accepting_new_clients" defaultChecked={values.accepting_new_clients === true} className="size-4 accent-brand-700" />
			{t('cards.availability.accepting')}
		</label>
	)
}

type Fields = (props: { values: ProfileValues; errors: ProfileErrors; avatar: string | null }) => ReactNode

export type SectionName = 'contact-info' | 'workingtime' | 'photo' | 'title-website' | 'summary' | 'education'

/**
 * The sections of /viewprofile, each the form of one change-* call: shown in
 * a dialog on /viewprofile, and on /viewprofile/edit/{section} without JavaScript. `title` is the
 * catalogue key of the section's name.
 */
export const profileSections: Record<SectionName, { title: string; form: ProfileForm; multipart?: boolean; fields: Fields }> = {
	'contact-info': { title: 'dashboard.section.contactInfo', form: 'contact-info', fields: (p) => <ContactFields {...p} /> },
	workingtime: {
		title: 'dashboard.section.workingTime',
		form: 'workingtime',
		fields: (p) => (
			<>
				<WorkingTimeFields {...p} />
				<AcceptingField values={p.values} />
			</>
		),
	},
	photo: {
		title: 'dashboard.section.photo',
		form: 'avatar-links',
		multipart: true,
		fields: (p) => (
			<>
				<PhotoField errors={p.errors} current={p.avatar} />
				<SocialFields {...p} />
			</>
		),
	},
	'title-website': {
		title: 'dashboard.section.titleWebsite',
		form: 'title-website',
		fields: (p) => (
			<div className="grid gap-4 sm:grid-cols-2">
				<TitleFields {...p} />
				<div className="sm:col-span-2">
					<WebsiteField {...p} />
				</div>
			</div>
		),
	},
	summary: {
		title: 'dashboard.section.summary',
		form: 'summary',
		fields: (p) => (
			<>
				<SummaryField {...p} />
				<SpanishSummaryField {...p} />
			</>
		),
	},
	education: { title: 'dashboard.section.education', form: 'education', fields: (p) => <EducationFields {...p} /> },
}

export const isSectionName = (name: string | undefined): name is SectionName => name !== undefined && Object.hasOwn(profileSections, name)
