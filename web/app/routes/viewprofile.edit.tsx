import { data, Form, Link } from 'react-router'
import type { Route } from './+types/viewprofile.edit'
import type { SectionAnswer } from '#app/components/profile/edit-section-dialog.tsx'
import type { ProfileErrors, ProfileValues } from '#app/components/profile/profile-fields.tsx'
import { isSectionName, profileSections } from '#app/components/profile/profile-sections.tsx'
import { FormErrors } from '#app/components/ui/field.tsx'
import { SubmitButton } from '#app/components/ui/submit-button.tsx'
import { messages } from '#app/messages.ts'
import { requirePlan } from '#app/modules/auth/current-user.server.ts'
import { userWithProfile } from '#app/modules/profiles/own-profile.server.ts'
import { saveFromPage } from '#app/modules/profiles/profile-page-forms.server.ts'
import { readForm } from '#app/modules/request/read-body.server.ts'
import { pageMeta } from '#app/modules/site/meta.ts'
import { redirectWithToast } from '#app/modules/toast/toast.server.ts'

// One section of /viewprofile as a page: what the section's Edit link opens
// without JavaScript. With JavaScript the same form opens in a dialog on
// /viewprofile (EditSectionDialog) and posts to this action.

function sectionOf(name: string | undefined) {
	if (!isSectionName(name)) throw data('Not found', { status: 404 })
	return { name, ...profileSections[name] }
}

export const meta: Route.MetaFunction = ({ params }) => [...pageMeta(`Edit ${isSectionName(params.section) ? profileSections[params.section].title.toLowerCase() : 'profile'}`, 'Edit your profile.'), { name: 'robots', content: 'noindex' }]

export async function loader({ request, params }: Route.LoaderArgs) {
	const { user } = await requirePlan(request)
	const { name } = sectionOf(params.section)
	const own = (await userWithProfile(user.id))!
	if (!own.profile?.step1_saved_at) throw await redirectWithToast('/setupprofile', { type: 'info', description: 'Set up your profile first.' })
	return { user: own, section: name }
}

export async function action({ request, params }: Route.ActionArgs) {
	const { user } = await requirePlan(request)
	const section = sectionOf(params.section)
	const { result, values } = await saveFromPage(user.id, section.form, await readForm(request), new URL(request.url).origin)
	if (!result.ok) return data<SectionAnswer>({ errors: result.kind === 'invalid' ? result.errors : { form: result.reason }, values }, { status: 400 })
	return redirectWithToast('/viewprofile', { type: 'success', description: messages.saved })
}

export default function EditProfileSection({ loaderData, actionData }: Route.ComponentProps) {
	const section = profileSections[loaderData.section]
	const saved: ProfileValues = { ...(loaderData.user.profile ?? {}) }
	const values = actionData ? { ...saved, ...actionData.values } : saved
	const errors: ProfileErrors = actionData?.errors ?? {}
	return (
		<div className="mx-auto max-w-3xl px-4 py-10">
			<p className="text-sm">
				<Link to="/viewprofile" className="font-medium text-brand-800 underline">
					Your profile
				</Link>
			</p>
			<h1 className="mt-2 text-3xl font-bold text-ink">{section.title}</h1>
			<Form method="post" encType={section.multipart ? 'multipart/form-data' : undefined} className="mt-6 space-y-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
				{Object.keys(errors).length ? <FormErrors errors={[errors.form ?? 'Please correct the highlighted fields.']} /> : null}
				{section.fields({ values, errors, avatar: loaderData.user.profile?.avatar ?? null })}
				<div className="flex items-center justify-end gap-3">
					<Link to="/viewprofile" className="text-sm font-medium text-slate-700 underline">
						Cancel
					</Link>
					<SubmitButton pendingText="Saving…">Save</SubmitButton>
				</div>
			</Form>
		</div>
	)
}
