import type { BaseTranslation } from '../../i18n-types.js'

// Messages of the API server: the `msg` of every envelope (keys = names in server/http/codes.ts), field errors, e-mails.
const en_server = {
	codes: {
		OK: 'Success',
		VALIDATION_FAILED: 'Some fields are invalid',
		MALFORMED_JSON: 'The request body is not valid JSON',
		BODY_TOO_LARGE: 'The request body is too large',
		UNSUPPORTED_MEDIA_TYPE: 'Unsupported content type',
		ENCRYPTION_REQUIRED: 'This request needs an encrypted response',
		ENCRYPTION_KEY_UNKNOWN: 'Unknown or expired encryption key',
		BAD_REQUEST: 'Bad request',
		UNAUTHORIZED: 'Session expired, please log in again',
		FORBIDDEN: 'You are not allowed to do this',
		NOT_FOUND: 'Not found',
		METHOD_NOT_ALLOWED: 'Method not allowed',
		CONFLICT: 'This conflicts with the current state',
		RATE_LIMITED: 'Too many requests, please try again later',
		INTERNAL: 'Server busy, please try again later',
		UNAVAILABLE: 'Service temporarily unavailable',
		CODE_SENT: 'Verification code sent',
		CODE_SEND_FAILED: 'Failed to send code, please try again',
		CODE_INCORRECT: 'Incorrect code, please re-enter',
		CODE_INVALID: 'Verification code error',
		CODE_TOO_SOON: 'Please wait a minute before requesting another code',
		CODE_SEND_LIMIT: 'Too many codes requested, please try again later',
		EMAIL_IN_USE: 'This e-mail is already linked to another account',
		EMAIL_ALREADY_LINKED: 'This account already has an e-mail',
		EMAIL_REQUIRED: 'Link an e-mail to this account first',
		DELETION_SUBMITTED: 'Deletion request submitted, please wait for review',
		CREDITS_INSUFFICIENT: 'Not enough credits',
	},
	fields: {
		required: 'This field is required',
		type: 'Wrong type',
		format: 'Wrong format',
		tooShort: 'Too short',
		tooLong: 'Too long',
		tooSmall: 'Too small',
		tooLarge: 'Too large',
		notAllowed: 'Not an allowed value',
		unknown: 'Unknown field',
		invalid: 'Invalid value',
	},
	mail: {
		subject: {
			login: 'Your Lokasi login code',
			link: 'Confirm your e-mail for Lokasi',
			delete: 'Confirm deleting your Lokasi account',
		},
		codeBody: 'Your verification code is {code:string}. It is valid for 10 minutes. If you did not ask for it, ignore this e-mail.',
	},
	creditsRule: 'Free monthly credits are spent first and expire at the end of the month; purchased credits do not expire.',
} satisfies BaseTranslation

export default en_server
