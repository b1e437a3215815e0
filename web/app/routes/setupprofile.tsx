import { data, Form, Link } from 'react-router'
import type { Route } from './+types/setupprofile'
import {
	ContactFields,
	CredentialNumberFields,
	EducationFields,
	IdentityFields,
	PhotoField,
	ServiceFields,
	SocialFields,
	SummaryField,
	WebsiteField,
	WorkingTimeFields,
} from '#app/components/profile/profile-fields.tsx'
import { ProfileSummary } from '#app/components/profile/profile-summary.tsx'
import { FormErrors } from '#app/components/ui/field.tsx'
import { Section } from '#app/components/ui/section.tsx'
import { SubmitButton } from '#app/components/ui/submit-button.tsx'
import { messages } from '#app/messages.ts'
import { requirePlan } from '#app/modules/auth/current-user.server.ts'
import { userWithProfile } from '#app/modules/profiles/own-profile.server.ts'
import { saveFromPage } from '#app/modules/profiles/profile-page-forms.server.ts'
import { submitProfile } from '#app/modules/profiles/profile-submission.server.ts'
import { readForm } from '#app/modules/request/read-body.server.ts'
import { pageMeta } from '#app/modules/site/meta.ts'
import { redirectWithToast } from '#app/modules/toast/toast.server.ts'

export const meta: Route.MetaFunction = () => [...pageMeta('Set up your profile', 'Create or edit your public profile.'), { name: 'robots', content: 'noindex' }]

const steps = ['1', '2', 'preview'] as const
type Step = (typeof steps)[number]

export async function loader({ request }: Route.LoaderArgs) {
	const { user } = await requirePlan(request)
	const own = (await userWithProfile(user.id))!
	const asked = new URL(request.url).searchParams.get('step')
	const profile = own.profile
	// Resume where the dietitian left off; a later step opens only after the earlier ones are saved.
	const furthest: Step = !profile?.step1_saved_at ? '1' : !profile.step2_saved_at ? '2' : 'preview'
	const order = (step: Step) => steps.indexOf(step)
	const step: Step = steps.includes(asked as Step) && order(asked as Step) <= order(furthest) ? (asked as Step) : furthest
	return { step, user: own, submitted: own.submit_at !== null }
}

export async function action({ request }: Route.ActionArgs) {
	const { user } = await requirePlan(request)
	const form = await readForm(request)
	const intent = form.get('intent')
	if (intent === 'submit') {
		const submitted = await submitProfile(user.id)
		if (!submitted.ok) return data({ step: 'preview' as const, errors: { form: submitted.reason }, values: {} }, { status: 400 })
		return redirectWithToast('/viewprofile', { type: 'success', description: messages.saved })
	}
	const step = intent === 'step2' ? 'step2' : intent === 'step1' ? 'step1' : null
	if (!step) return data({ step: '1' as const, errors: { form: 'Unknown form' }, values: {} }, { status: 400 })
	const { result, values } = await saveFromPage(user.id, step, form, new URL(request.url).origin)
	if (!result.ok) {
		const errors = result.kind === 'invalid' ? result.errors : { form: result.reason }
		return data({ step: step === 'step1' ? ('1' as const) : ('2' as const), errors, values }, { status: 400 })
	}
	return redirectWithToast(step === 'step1' ? '/setupprofile?step=2' : '/setupprofile?step=preview', { type: 'success', description: messages.saved })
}

function StepNav({ step, canOpen }: { step: Step; canOpen: (s: Step) => boolean }) {
	const labels: Record<Step, string> = { '1': '1. Contact and office', '2': '2. About you', preview: '3. Preview and submit' }
	return (
		<nav aria-label="Profile steps">
			<ol className="flex flex-wrap gap-2 text-sm">
				{steps.map((s) => (
					<li key={s}>
						{s === step ? (
							<span aria-current="step" className="inline-block rounded-full bg-brand-700 px-3 py-1 font-semibold text-white">
								{labels[s]}
							</span>
						) : canOpen(s) ? (
							<Link to={`/setupprofile?step=${s}`} className="inline-block rounded-full bg-brand-50 px-3 py-1 font-medium text-brand-900 hover:bg-brand-100">
								{labels[s]}
							</Link>
						) : (
							<span className="inline-block rounded-full bg-slate-100 px-3 py-1 text-slate-700">{labels[s]}</span>
						)}
					</li>
				))}
			</ol>
		</nav>
	)
}

export default function SetupProfile({ loaderData, actionData }: Route.ComponentProps) {
	const { user } = loaderData
	const step = actionData?.step ?? loaderData.step
	const errors: Record<string, string | undefined> = actionData?.errors ?? {}
	const saved = { first_name: user.first_name, last_name: user.last_name, ...(user.profile ?? {}) }
	const values = actionData && Object.keys(actionData.values).length ? { ...saved, ...actionData.values } : saved
	const profile = user.profile
	const canOpen = (s: Step) => s === '1' || (s === '2' && Boolean(profile?.step1_saved_at)) || (s === 'preview' && Boolean(profile?.step2_saved_at))
	return (
		<div className="mx-auto max-w-3xl px-4 py-10">
			<h1 className="text-3xl font-bold text-ink">{loaderData.submitted ? 'Edit your profile' : 'Set up your profile'}</h1>
			<p className="mt-2 text-slate-600">Each step is saved when you go on, so you can stop and come back later.</p>
			<div className="mt-6">
				<StepNav step={step} canOpen={canOpen} />
			</div>
			{Object.keys(errors).length ? (
				<div className="mt-6">
					<FormErrors errors={[errors.form ?? 'Please correct the highlighted fields.']} />
				</div>
			) : null}
			{step === '1' ? (
				<Form method="post" className="mt-6 space-y-6" aria-label="Step 1: contact and office">
					<Section look="form" title="You and your title">
						<IdentityFields values={values} errors={errors} />
					</Section>
					<Section look="form" title="Office and contact">
						<ContactFields values={values} errors={errors} />
						<WebsiteField values={values} errors={errors} />
					</Section>
					<Section look="form" title="Credentials we verify">
						<p className="text-sm text-slate-600">An administrator checks these before your profile is listed. Your profile then shows each number that was checked (your NPI, your CDR registration number, each state licence) with the day of the check; a number not checked is not shown. Your NPI is also on the Medicare referral letter when you accept Medicare.</p>
						<CredentialNumberFields values={values} errors={errors} />
					</Section>
					<div className="flex justify-end">
						<SubmitButton name="intent" value="step1" pendingText="Saving…">
							Save and continue
						</SubmitButton>
					</div>
				</Form>
			) : step === '2' ? (
				<Form method="post" encType="multipart/form-data" className="mt-6 space-y-6" aria-label="Step 2: about you">
					<Section look="form" title="About you">
						<SummaryField values={values} errors={errors} />
					</Section>
					<Section look="form" title="Services">
						<ServiceFields values={values} errors={errors} />
					</Section>
					<Section look="form" title="Working time">
						<WorkingTimeFields values={values} errors={errors} />
					</Section>
					<Section look="form" title="Education">
						<EducationFields values={values} errors={errors} />
					</Section>
					<Section look="form" title="Photo and social links">
						<PhotoField errors={errors} current={typeof profile?.avatar === 'string' ? profile.avatar : null} />
						<SocialFields values={values} errors={errors} />
					</Section>
					<div className="flex items-center justify-between">
						<Link to="/setupprofile?step=1" className="text-sm font-medium text-brand-800 underline">
							Back to step 1
						</Link>
						<SubmitButton name="intent" value="step2" pendingText="Saving…">
							Save and preview
						</SubmitButton>
					</div>
				</Form>
			) : (
				<div className="mt-6 space-y-6">
					<ProfileSummary user={user} />
					<Form method="post" className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-brand-50 p-5">
						<p className="text-sm text-brand-900">
							{profile?.review_status === 'approved'
								? 'Your profile is listed; your changes are live.'
								: profile?.review_status === 'submitted'
									? 'Your profile is waiting for approval; your changes are saved.'
									: 'When it looks right, submit it: an administrator checks your credentials and lists it.'}
						</p>
						<div className="flex items-center gap-3">
							<Link to={`/viewdoctorprofile/${user.id}`} className="text-sm font-medium text-brand-800 underline">
								See it as visitors will
							</Link>
							{profile?.review_status === 'draft' || profile?.review_status === 'rejected' ? (
								<SubmitButton name="intent" value="submit" pendingText="Submitting…">
									Submit profile
								</SubmitButton>
							) : null}
						</div>
					</Form>
					<Link to="/setupprofile?step=2" className="text-sm font-medium text-brand-800 underline">
						Back to step 2
					</Link>
				</div>
			)}
		</div>
	)
}
