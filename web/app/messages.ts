import { siteMessages } from './site-messages.ts'

/**
 * Every text the product shows for an outcome, verbatim from the specification
 * (§4, §5, §8) and the original back end's answers. Spelling and punctuation are
 * part of the contract ('Your are not Verified.', 'Successfully logined!'): API
 * clients and users of the old site match on them, so do not "fix" them.
 */
export const messages = {
	serverDisconnected: 'Server disconnected.',
	errorCorrupted: 'Error corrupted.',
	loginFailed: 'Your Email or Password is not correct.',
	notVerified: 'Your are not Verified.',
	invalidStoredToken: 'User Info Incorrect! Please login again.',
	pleaseInputEmail: 'Please Input Email',
	emailSubscribed: 'Email subscribed successfully!',
	serverError: 'Server Error',
	loginSucceeded: 'Successfully logined!',
	verificationCodeSent: 'Successfully sent Verification Code to your email!',
	saved: 'Successfully Saved!',
	loggedOut: 'Successfully logout.',
	userExists: 'This user already exists!',
	emailSendError: 'Email Send Error!',
	unauthorized: 'Unauthorized.',
	notRegistered: 'You are not registered. Please sign up with your email.',
	verifyCodeInvalid: 'Verify Code Invalid',
	failed: 'Failed',
	ok: 'ok',
	success: 'success',
	// Kept with the site's texts too: the root's plain error view shows it on every page.
	unexpectedApplicationError: siteMessages.unexpectedApplicationError,
	blogBanner: 'Blog Articles',
	keywordPlaceholder: 'Enter the key word',
	searching: 'Searching...',
	readFullArticle: 'Read Full Article...',
} as const


export type MessageKey = keyof typeof messages

/** The pager text of the AI blog list: 'Total N items'. */
export const totalItems = (count: number) => `Total ${count} items`
