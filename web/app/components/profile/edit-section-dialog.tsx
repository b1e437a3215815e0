import { Dialog } from 'radix-ui'
import { useEffect, useRef, useState, type MouseEvent } from 'react'
import { useFetcher, useLocation } from 'react-router'
import { Button } from '#app/components/ui/button.tsx'
import { FormErrors } from '#app/components/ui/field.tsx'
import { useLocalePath, useT } from '#app/i18n/i18n-context.tsx'
import type { ProfileErrors, ProfileValues } from './profile-fields.tsx'
import { profileSections, type SectionName } from './profile-sections.tsx'

/** What /viewprofile/edit/{section} answers a form it refuses (a saved form redirects to /viewprofile). */
export type SectionAnswer = { errors: Record<string, string>; values: Record<string, unknown> }

const plainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey

/**
 * The Edit control of a /viewprofile section. It is a link to the section's
 * page, which is what works without JavaScript; once the page runs, it opens
 * the same form in a dialog instead. The form posts to the page's action: a
 * refusal comes back with the field errors shown in the dialog; a save
 * redirects to /viewprofile with 'Successfully Saved!', and that navigation
 * closes the dialog.
 */
export function EditSectionDialog({ section, values, avatar }: { section: SectionName; values: ProfileValues; avatar: string | null }) {
	const t = useT()
	const localePath = useLocalePath()
	const { multipart, fields } = profileSections[section]
	const title = t(profileSections[section].title)
	const [open, setOpen] = useState(false)
	// A fresh form (and fetcher) each time the dialog opens: no errors left from last time.
	const [opening, setOpening] = useState(0)
	const location = useLocation()
	const link = useRef<HTMLAnchorElement>(null)
	useEffect(() => setOpen(false), [location.key])
	const openDialog = (event: MouseEvent) => {
		if (!plainClick(event)) return
		event.preventDefault()
		setOpening((n) => n + 1)
		setOpen(true)
	}
	return (
		<Dialog.Root open={open} onOpenChange={setOpen}>
			{/* Not a Dialog.Trigger: a modified click (new tab) must follow the link and leave the dialog shut. */}
			<a
				ref={link}
				href={localePath(`/viewprofile/edit/${section}`)}
				onClick={openDialog}
				aria-haspopup="dialog"
				aria-expanded={open}
				className="rounded-lg px-3 py-1 text-sm font-semibold text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50"
				aria-label={t('dashboard.editSection', { section: title.toLowerCase() })}
			>
				{t('dashboard.edit')}
			</a>
			<Dialog.Portal>
				<Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
				<Dialog.Content
					aria-describedby={undefined}
					onCloseAutoFocus={(event) => {
						event.preventDefault()
						link.current?.focus()
					}}
					className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-1.5rem)] max-w-3xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-5 shadow-xl focus:outline-none sm:p-6"
				>
					<div className="flex items-start justify-between gap-4">
						<Dialog.Title className="text-xl font-semibold text-ink">{title}</Dialog.Title>
						<Dialog.Close aria-label={t('dashboard.close')} className="rounded-lg p-1 text-slate-500 hover:bg-slate-100">
							<span aria-hidden="true" className="text-xl leading-none">
								×
							</span>
						</Dialog.Close>
					</div>
					<SectionForm key={opening} section={section} multipart={multipart} values={values} avatar={avatar} fields={fields} />
				</Dialog.Content>
			</Dialog.Portal>
		</Dialog.Root>
	)
}

function SectionForm({ section, multipart, values, avatar, fields }: { section: SectionName; multipart?: boolean; values: ProfileValues; avatar: string | null; fields: (typeof profileSections)[SectionName]['fields'] }) {
	const t = useT()
	const localePath = useLocalePath()
	const fetcher = useFetcher<SectionAnswer>()
	const answer = fetcher.data
	const errors: ProfileErrors = answer?.errors ?? {}
	const shown = answer ? { ...values, ...answer.values } : values
	const busy = fetcher.state !== 'idle'
	return (
		<fetcher.Form method="post" action={localePath(`/viewprofile/edit/${section}`)} encType={multipart ? 'multipart/form-data' : undefined} className="mt-5 space-y-6">
			{Object.keys(errors).length ? <FormErrors errors={[errors.form ?? t('dashboard.correctFields')]} /> : null}
			{fields({ values: shown, errors, avatar })}
			{/* Stays in view while a long form scrolls inside the dialog. */}
			<div className="sticky -bottom-5 -mx-5 flex items-center justify-end gap-3 border-t border-slate-100 bg-white px-5 py-3 sm:-bottom-6 sm:-mx-6 sm:px-6">
				<Dialog.Close asChild>
					<Button type="button" variant="ghost">
						{t('dashboard.cancel')}
					</Button>
				</Dialog.Close>
				<Button type="submit" disabled={busy} aria-busy={busy || undefined}>
					{busy ? t('dashboard.saving') : t('dashboard.save')}
				</Button>
			</div>
		</fetcher.Form>
	)
}
