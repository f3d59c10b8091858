import type { BaseTranslation } from '../../i18n-types.js'

// Texts of the contact-us, about-us and agreement screens (src/features/info). A namespace, so the
// long agreement text is only downloaded when one of these screens opens.
const info = {
	contact: {
		lead: 'Questions about a report, your credits or your account? We are glad to help.',
		chat: 'Chat with us',
		chatText: 'Online customer service',
		call: 'Call us',
		email: 'Write to us',
		notAvailable: 'This option is not available here',
	},
	about: {
		lead: 'Lokasi helps shop owners, investors and site scouts choose locations with public data, their own counts and transparent models.',
		version: 'App version',
		sources: 'Data sources and licences',
		sourcesLead: 'Lokasi is built on open data. We thank the publishers below; each figure in a report names the dataset it comes from.',
		agreement: 'User agreement and privacy policy',
		software: 'Software',
	},
	agreement: {
		intro: 'By using Lokasi you accept this agreement. Please read it together with the privacy section below.',
		serviceTitle: '1. The service',
		serviceText: 'Lokasi provides location reports, AI business analysis and tools for choosing shop sites. Each figure is labelled as a public statistic, a measurement, a user count or a model estimate. Reports support your decisions but do not guarantee business results.',
		accountTitle: '2. Your account',
		accountText: 'You can use Lokasi without signing up: we create an anonymous account identified by a random token stored on your device. You may link an e-mail address to keep your benefits on other devices. Anyone who holds your token can use your account, so keep your device secure.',
		creditsTitle: '3. Credits and membership',
		creditsText: 'Some analyses are unlocked with credits. Members receive free credits every month. A subscription can be cancelled at any time before it renews, and purchases can be restored. Payments are handled by the store or payment provider you choose.',
		useTitle: '4. Fair use',
		useText: 'Do not try to access other accounts, disrupt the service or resell reports without permission. Count foot traffic only in public places and in line with local law.',
		dataTitle: '5. What we collect',
		dataText: 'We store your account token, the e-mail address if you link one, your language, the reports you request, your counts, and page views and events that help us improve Lokasi. Request diagnostics kept on your device never contain tokens or e-mail addresses. We do not sell personal data.',
		protectTitle: '6. How we protect it',
		protectText: 'Data travels over HTTPS, and some answers are additionally encrypted for your session. Only staff who need access to stored data can reach it.',
		choicesTitle: '7. Your choices',
		choicesText: 'You can change the language at any time, ask for your account to be deleted from the membership area (confirmed with a code sent to your e-mail), and ask us about your data through Contact us.',
		sourcesTitle: '8. Open data',
		sourcesText: 'Reports use open data from the World Bank, the United Nations, OpenStreetMap contributors, GeoNames, Singapore public agencies and others, under the licences listed on the About us page.',
	},
} satisfies BaseTranslation

export default info
