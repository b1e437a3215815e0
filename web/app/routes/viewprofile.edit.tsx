import { data, Form, Link } from 'react-router'
import type { Route } from './+types/viewprofile.edit'
import { AvailabilityFields, BookingNotInPlan } from '#app/components/appointments/availability-fields.tsx'
import type { SectionAnswer } from '#app/components/profile/edit-section-dialog.tsx'
import type { ProfileErrors, ProfileValues } from '#app/components/profile/profile-fields.tsx'
import { isSectionName, profileSections } from '#app/components/profile/profile-sections.tsx'
import { FormErrors } from '#app/components/ui/field.tsx'
import { SubmitButton } from '#app/components/ui/submit-button.tsx'
import { loadAvailabilityEditor, saveAvailabilityEditor, type AvailabilityAnswer, type AvailabilityEditor } from '#app/modules/appointments/availability-editor.server.ts'
import { requirePlan } from '#app/modules/auth/current-user.server.ts'
import { userWithProfile } from '#app/modules/profiles/own-profile.server.ts'
import { saveFromPage } from '#app/modules/profiles/profile-page-forms.server.ts'
import { readForm } from '#app/modules/request/read-body.server.ts'
import { pageMeta } from '#app/modules/site/meta.ts'
import { redirectWithToast } from '#app/modules/toast/toast.server.ts'
import { useLocalePath, useT } from '#app/i18n/i18n-context.tsx'
import { localeFromUrl, localizePath } from '#app/i18n/locale.ts'
import { pageI18n, requestTranslator } from '#app/i18n/page-i18n.server.ts'
import { translateFromMatches } from '#app/i18n/translate-matches.ts'
import { profileErrorsIn } from '#app/modules/profiles/profile-issue-text.server.ts'
import { dashboardNamespaces } from '#app/modules/profiles/dashboard-namespaces.ts'

// One section of /viewprofile as a page: what the section's Edit link opens
// without JavaScript. With JavaScript the same form opens in a dialog on
// /viewprofile (EditSectionDialog) and posts to this action.

function sectionOf(name: string | undefined) {
	if (!isSectionName(name)) throw data('Not found', { status: 404 })
	return { name, ...profileSections[name] }
}

// The "Appointments" section (issue 29) is the availability of online booking, kept by the appointments module.
const appointmentsSection = 'appointments'

export const meta: Route.MetaFunction = ({ params, matches }) => {
	const t = translateFromMatches(matches)
	const section = params.section === appointmentsSection ? t('dashboard.appointments.title') : isSectionName(params.section) ? t(profileSections[params.section].title) : t('dashboard.edit.profile')
	return [...pageMeta(t('dashboard.editSection', { section: section.toLowerCase() }), t('dashboard.edit.description')), { name: 'robots', content: 'noindex' }]
}

export async function loader({ request, params }: Route.LoaderArgs) {
	const { user } = await requirePlan(request)
	const section = params.section === appointmentsSection ? appointmentsSection : sectionOf(params.section).name
	const own = (await userWithProfile(user.id))!
	const t = requestTranslator(request)
	if (!own.profile?.step1_saved_at) throw await redirectWithToast(localizePath('/setupprofile', t.locale), { type: 'info', description: t('dashboard.edit.setUpFirst') })
	const i18n = pageI18n(request, dashboardNamespaces)
	if (section === appointmentsSection) return { user: own, section, appointments: await loadAvailabilityEditor(user, t.locale), i18n }
	return { user: own, section, appointments: null, i18n }
}

export async function action({ request, params }: Route.ActionArgs) {
	const { user } = await requirePlan(request)
	if (params.section === appointmentsSection) return saveAvailabilityEditor(user, request)
	const section = sectionOf(params.section)
	const t = requestTranslator(request)
	const { result, values } = await saveFromPage(user.id, section.form, await readForm(request), new URL(request.url).origin)
	if (!result.ok) return data<SectionAnswer>({ errors: profileErrorsIn(t, result.kind === 'invalid' ? result.errors : { form: result.reason }), values }, { status: 400 })
	return redirectWithToast(localizePath('/viewprofile', localeFromUrl(request.url)), { type: 'success', description: t('spec.saved') })
}

export default function EditProfileSection({ loaderData, actionData }: Route.ComponentProps) {
	if (loaderData.appointments) return <EditAppointments editor={loaderData.appointments} answer={actionData as AvailabilityAnswer | undefined} />
	const section = profileSections[loaderData.section as Exclude<typeof loaderData.section, typeof appointmentsSection>]
	const saved: ProfileValues = { ...(loaderData.user.profile ?? {}) }
	const answer = actionData as SectionAnswer | undefined
	const values = answer ? { ...saved, ...answer.values } : saved
	const errors: ProfileErrors = answer?.errors ?? {}
	const t = useT()
	const localePath = useLocalePath()
	return (
		<div className="mx-auto max-w-3xl px-4 py-10">
			<p className="text-sm">
				<Link to={localePath('/viewprofile')} className="font-medium text-brand-800 underline">
					{t('dashboard.title')}
				</Link>
			</p>
			<h1 className="mt-2 text-3xl font-bold text-ink">{t(section.title)}</h1>
			<Form method="post" encType={section.multipart ? 'multipart/form-data' : undefined} className="mt-6 space-y-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
				{Object.keys(errors).length ? <FormErrors errors={[errors.form ?? t('dashboard.correctFields')]} /> : null}
				{section.fields({ values, errors, avatar: loaderData.user.profile?.avatar ?? null })}
				<div className="flex items-center justify-end gap-3">
					<Link to={localePath('/viewprofile')} className="text-sm font-medium text-slate-700 underline">
						{t('dashboard.cancel')}
					</Link>
					<SubmitButton pendingText={t('dashboard.saving')}>{t('dashboard.save')}</SubmitButton>
				</div>
			</Form>
		</div>
	)
}

function EditAppointments({ editor, answer }: { editor: AvailabilityEditor; answer: AvailabilityAnswer | undefined }) {
	const values = answer?.values ?? editor.values
	const errors = answer?.errors ?? {}
	const t = useT()
	const localePath = useLocalePath()
	return (
		<div className="mx-auto max-w-4xl px-4 py-10">
			<p className="text-sm">
				<Link to={localePath('/viewprofile#appointments')} className="font-medium text-brand-800 underline">
					{t('dashboard.title')}
				</Link>
			</p>
			<h1 className="mt-2 text-3xl font-bold text-ink">{t('dashboard.appointments.title')}</h1>
			{editor.canBook ? (
				<Form method="post" className="mt-6 space-y-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
					{Object.keys(errors).length ? <FormErrors errors={[errors.form ?? t('dashboard.correctFields')]} /> : null}
					<AvailabilityFields values={values} errors={errors} officeHours={editor.officeHours} outsideHours={editor.outsideHours} firstVisitFee={editor.firstVisitFee} />
					<div className="flex items-center justify-end gap-3">
						<Link to={localePath('/viewprofile#appointments')} className="text-sm font-medium text-slate-700 underline">
							{t('dashboard.cancel')}
						</Link>
						<SubmitButton pendingText={t('dashboard.saving')}>{t('dashboard.save')}</SubmitButton>
					</div>
				</Form>
			) : (
				<div className="mt-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
					<BookingNotInPlan />
				</div>
			)}
		</div>
	)
}
