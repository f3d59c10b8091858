import type { BaseTranslation } from '../../i18n-types.js'

// Texts of account deletion, feedback and my data (src/features/account).
const account = {
	deletion: {
		intro: 'Deleting your account erases your e-mail, counts, saved reports, bookmarks, feedback and usage records once our team has reviewed the request. Payment records that accounting must keep are kept without anything that names you.',
		storeNotice: 'A subscription bought in the App Store or Google Play is not cancelled by deleting your account: cancel it in the store.',
		email: 'E-mail of your account',
		invalidEmail: 'Please enter a valid e-mail address',
		send: 'Send code',
		resendIn: 'Resend in {seconds:number} s',
		codeSent: 'Verification code sent',
		sendFailed: 'Failed to send code, please try again',
		code: '6-digit verification code',
		codeFormat: 'The verification code is 6 digits',
		codeError: 'Incorrect code, please re-enter',
		submit: 'Delete my account',
		submitFailed: 'Submission failed, please try again',
		anonymous: 'This account has no e-mail. Deleting it removes everything this device has used it for.',
		pending: 'Deletion request submitted, please wait for review',
		pendingSince: 'Requested on {date:string}. You are signed out on every device until the review.',
		approved: 'Approved: your data is being erased.',
		erased: 'Your account has been deleted and your data erased.',
		rejected: 'Your deletion request was not approved, so your account stays. Sign in again to use it, or contact us.',
	},
	feedback: {
		category: 'What is it about?',
		categories: {
			bug: 'Something does not work',
			data: 'A figure looks wrong',
			payment: 'Payment or membership',
			suggestion: 'Suggestion',
			other: 'Other',
		},
		text: 'Your message',
		characters: '{count:number} / {max:number}',
		tooShort: 'Please write at least {min:number} characters',
		contact: 'How can we answer you? (optional)',
		contactHint: 'An e-mail or phone number. We attach the app version and this screen to your message.',
		submit: 'Send',
		submitted: 'Feedback submitted successfully',
		failed: 'Submission failed, please try again',
	},
	myData: {
		tabs: {
			intelligence: 'Location intelligence',
			evaluation: 'Location evaluation',
			scout: 'Location scout',
		},
		empty: {
			intelligence: 'Data queries and area reports you open are kept here, on this device, and open offline.',
			evaluation: 'AI analyses you open are kept here and open offline.',
			scout: 'Location recommendations are not available yet; the ones you open will be kept here.',
		},
		dataVersion: 'Data {version:string}',
		unlocked: '{count:number} report{{s}} unlocked',
		radius: '{radius:number} m radius',
		open: 'Open',
		analysisLang: 'Kept in {lang:string}',
		allData: 'All my personal data',
		allDataText: 'One JSON file with everything our server holds about your account: your e-mail, sessions, credits, orders, counts, saved queries, feedback and usage records.',
		download: 'Download JSON',
		downloaded: 'Your data file is ready',
		downloadFailed: 'Export failed, please try again.',
	},
} satisfies BaseTranslation

export default account
