import { Dialog } from 'radix-ui'
import { Link } from 'react-router'
import { PlansModal } from '#app/components/billing/plans-modal.tsx'
import type { AccountModal, HeaderUser } from './chrome-data.ts'

/** The account menu's two prompts: no plan yet (the plan list) and no submitted profile yet. */
export default function AccountModals({ user, modal, onModalChange }: { user: HeaderUser; modal: AccountModal; onModalChange: (modal: AccountModal) => void }) {
	const setModal = onModalChange
	return (
		<>
			<PlansModal open={modal === 'plans'} onOpenChange={(open) => setModal(open ? 'plans' : null)} />
			<PromptModal
				open={modal === 'create-profile'}
				onOpenChange={(open) => setModal(open ? 'create-profile' : null)}
				title="You have no profile yet"
				description="Create your profile and submit it; then you can view it here."
				primary={user.canList ? { to: '/setupprofile', label: 'Create Profile' } : { to: '/services', label: 'See plans' }}
				secondary={{ to: '/home', label: 'Not now' }}
				width={600}
			/>
		</>
	)
}

type Action = { to: string; label: string }

/** Spec §9 modal widths: 770 (plans) and 600. */
function PromptModal(props: {
	open: boolean
	onOpenChange: (open: boolean) => void
	title: string
	description: string
	primary: Action
	secondary: Action
	width: number
}) {
	const close = () => props.onOpenChange(false)
	return (
		<Dialog.Root open={props.open} onOpenChange={props.onOpenChange}>
			<Dialog.Portal>
				<Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
				<Dialog.Content
					style={{ maxWidth: props.width }}
					className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-8 shadow-xl focus:outline-none"
				>
					<Dialog.Title className="text-xl font-semibold text-ink">{props.title}</Dialog.Title>
					<Dialog.Description className="mt-2 text-slate-600">{props.description}</Dialog.Description>
					<div className="mt-6 flex flex-wrap justify-end gap-3">
						<Link to={props.secondary.to} onClick={close} className="rounded-lg px-4 py-2 font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50">
							{props.secondary.label}
						</Link>
						<Link to={props.primary.to} onClick={close} className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
							{props.primary.label}
						</Link>
					</div>
				</Dialog.Content>
			</Dialog.Portal>
		</Dialog.Root>
	)
}
