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
import { requirePlan } from '#app/modules/auth/current-user.server.ts'
import { userWithProfile } from '#app/modules/profiles/own-profile.server.ts'
import { saveFromPage } from '#app/modules/profiles/profile-page-forms.server.ts'
import { submitProfile } from '#app/modules/profiles/profile-submission.server.ts'
import { readForm } from '#app/modules/request/read-body.server.ts'
import { pageMeta } from '#app/modules/site/meta.ts'
import { redirectWithToast } from '#app/modules/toast/toast.server.ts'
import type { Translate } from '#app/i18n/format-message.ts'
import { useLocalePath, useT } from '#app/i18n/i18n-context.tsx'
import { localizePath } from '#app/i18n/locale.ts'
import { pageI18n, requestTranslator } from '#app/i18n/page-i18n.server.ts'
import { translateFromMatches } from '#app/i18n/translate-matches.ts'
import { dashboardNamespaces } from '#app/modules/profiles/dashboard-namespaces.ts'
import { profileErrorsIn } from '#app/modules/profiles/profile-issue-text.server.ts'

export const meta: Route.MetaFunction = ({ matches }) => {
	const t = translateFromMatches(matches)
	return [...pageMeta(t('dashboard.setup.title'), t('dashboard.setup.description')), { name: 'robots', content: 'noindex' }]
}

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
	return { step, user: own, submitted: own.submit_at !== null, i18n: pageI18n(request, dashboardNamespaces) }
}

export async function action({ request }: Route.ActionArgs) {
	const { user } = await requirePlan(request)
	const t = requestTranslator(request)
	const form = await readForm(request)
	const intent = form.get('intent')
	if (intent === 'submit') {
		const submitted = await submitProfile(user.id)
		if (!submitted.ok) return data({ step: 'preview' as const, errors: { form: submitReasonText(t, submitted.reason) }, values: {} }, { status: 400 })
		return redirectWithToast(localizePath('/viewprofile', t.locale), { type: 'success', description: t('spec.saved') })
	}
	const step = intent === 'step2' ? 'step2' : intent === 'step1' ? 'step1' : null
	if (!step) return data({ step: '1' as const, errors: { form: t('dashboard.setup.unknownForm') }, values: {} }, { status: 400 })
	const { result, values } = await saveFromPage(user.id, step, form, new URL(request.url).origin)
	if (!result.ok) {
		const errors = profileErrorsIn(t, result.kind === 'invalid' ? result.errors : { form: result.reason })
		return data({ step: step === 'step1' ? ('1' as const) : ('2' as const), errors, values }, { status: 400 })
	}
	return redirectWithToast(localizePath(step === 'step1' ? '/setupprofile?step=2' : '/setupprofile?step=preview', t.locale), { type: 'success', description: t('spec.saved') })
}

/** Why a profile cannot be submitted yet, in the page's language (profile-submission.server.ts writes the API's English). */
function submitReasonText(t: Translate, reason: string) {
	if (t.locale === 'en') return reason
	return /^Add at least one credential/.test(reason) ? t('dashboard.setup.credentialsMissing') : t('dashboard.setup.stepsMissing')
}

function StepNav({ step, canOpen }: { step: Step; canOpen: (s: Step) => boolean }) {
	const t = useT()
	const localePath = useLocalePath()
	const labels: Record<Step, string> = { '1': t('dashboard.setup.step1'), '2': t('dashboard.setup.step2'), preview: t('dashboard.setup.step3') }
	return (
		<nav aria-label={t('dashboard.setup.steps')}>
			<ol className="flex flex-wrap gap-2 text-sm">
				{steps.map((s) => (
					<li key={s}>
						{s === step ? (
							<span aria-current="step" className="inline-block rounded-full bg-brand-700 px-3 py-1 font-semibold text-white">
								{labels[s]}
							</span>
						) : canOpen(s) ? (
							<Link to={localePath(`/setupprofile?step=${s}`)} className="inline-block rounded-full bg-brand-50 px-3 py-1 font-medium text-brand-900 hover:bg-brand-100">
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
	const t = useT()
	const localePath = useLocalePath()
	return (
		<div className="mx-auto max-w-3xl px-4 py-10">
			<h1 className="text-3xl font-bold text-ink">{loaderData.submitted ? t('dashboard.setup.editTitle') : t('dashboard.setup.title')}</h1>
			<p className="mt-2 text-slate-600">{t('dashboard.setup.intro')}</p>
			<div className="mt-6">
				<StepNav step={step} canOpen={canOpen} />
			</div>
			{Object.keys(errors).length ? (
				<div className="mt-6">
					<FormErrors errors={[errors.form ?? t('dashboard.correctFields')]} />
				</div>
			) : null}
			{step === '1' ? (
				<Form method="post" className="mt-6 space-y-6" aria-label={t('dashboard.setup.step1Label')}>
					<Section look="form" title={t('dashboard.setup.you')}>
						<IdentityFields values={values} errors={errors} />
					</Section>
					<Section look="form" title={t('dashboard.setup.office')}>
						<ContactFields values={values} errors={errors} />
						<WebsiteField values={values} errors={errors} />
					</Section>
					<Section look="form" title={t('dashboard.setup.credentials')}>
						<p className="text-sm text-slate-600">{t('dashboard.setup.credentialsText')}</p>
						<CredentialNumberFields values={values} errors={errors} />
					</Section>
					<div className="flex justify-end">
						<SubmitButton name="intent" value="step1" pendingText={t('dashboard.saving')}>
							{t('dashboard.setup.saveContinue')}
						</SubmitButton>
					</div>
				</Form>
			) : step === '2' ? (
				<Form method="post" encType="multipart/form-data" className="mt-6 space-y-6" aria-label={t('dashboard.setup.step2Label')}>
					<Section look="form" title={t('dashboard.field.summary')}>
						<SummaryField values={values} errors={errors} />
					</Section>
					<Section look="form" title={t('dashboard.section.services')}>
						<ServiceFields values={values} errors={errors} />
					</Section>
					<Section look="form" title={t('dashboard.section.workingTime')}>
						<WorkingTimeFields values={values} errors={errors} />
					</Section>
					<Section look="form" title={t('dashboard.section.education')}>
						<EducationFields values={values} errors={errors} />
					</Section>
					<Section look="form" title={t('dashboard.section.photo')}>
						<PhotoField errors={errors} current={typeof profile?.avatar === 'string' ? profile.avatar : null} />
						<SocialFields values={values} errors={errors} />
					</Section>
					<div className="flex items-center justify-between">
						<Link to={localePath('/setupprofile?step=1')} className="text-sm font-medium text-brand-800 underline">
							{t('dashboard.setup.back1')}
						</Link>
						<SubmitButton name="intent" value="step2" pendingText={t('dashboard.saving')}>
							{t('dashboard.setup.savePreview')}
						</SubmitButton>
					</div>
				</Form>
			) : (
				<div className="mt-6 space-y-6">
					<ProfileSummary user={user} />
					<Form method="post" className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-brand-50 p-5">
						<p className="text-sm text-brand-900">
							{profile?.review_status === 'approved'
								? t('dashboard.setup.live')
								: profile?.review_status === 'submitted'
									? t('dashboard.setup.waiting')
									: t('dashboard.setup.submitHint')}
						</p>
						<div className="flex items-center gap-3">
							<Link to={localePath(`/viewdoctorprofile/${user.id}`)} className="text-sm font-medium text-brand-800 underline">
								{t('dashboard.setup.seeIt')}
							</Link>
							{profile?.review_status === 'draft' || profile?.review_status === 'rejected' ? (
								<SubmitButton name="intent" value="submit" pendingText={t('dashboard.setup.submitting')}>
									{t('dashboard.setup.submit')}
								</SubmitButton>
							) : null}
						</div>
					</Form>
					<Link to={localePath('/setupprofile?step=2')} className="text-sm font-medium text-brand-800 underline">
						{t('dashboard.setup.back2')}
					</Link>
				</div>
			)}
		</div>
	)
}
