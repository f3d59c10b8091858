import type { NamespaceInfoTranslation } from '../../i18n-types.js'

const de_info = {
	contact: {
		lead: 'Fragen zu einem Bericht, Ihrem Guthaben oder Ihrem Konto? Wir helfen gern.',
		chat: 'Mit uns chatten',
		chatText: 'Online-Kundenservice',
		call: 'Rufen Sie uns an',
		email: 'Schreiben Sie uns',
		notAvailable: 'Diese Möglichkeit ist hier nicht verfügbar',
	},
	about: {
		lead: 'Lokasi hilft Ladenbesitzern, Investoren und Standortsuchern, Standorte mit öffentlichen Daten, eigenen Zählungen und nachvollziehbaren Modellen zu wählen.',
		version: 'App-Version',
		sources: 'Datenquellen und Lizenzen',
		sourcesLead: 'Lokasi baut auf offenen Daten auf. Wir danken den unten genannten Herausgebern; jede Zahl in einem Bericht nennt den Datensatz, aus dem sie stammt.',
		agreement: 'Nutzungsbedingungen und Datenschutz',
		software: 'Software',
	},
	agreement: {
		intro: 'Mit der Nutzung von Lokasi akzeptieren Sie diese Vereinbarung. Bitte lesen Sie sie zusammen mit dem Datenschutzteil unten.',
		serviceTitle: '1. Der Dienst',
		serviceText: 'Lokasi bietet Standortberichte, KI-Geschäftsanalysen und Werkzeuge zur Wahl von Ladenstandorten. Jede Zahl ist als amtliche Statistik, Messung, Nutzerzählung oder Modellschätzung gekennzeichnet. Berichte unterstützen Ihre Entscheidungen, garantieren aber keinen geschäftlichen Erfolg.',
		accountTitle: '2. Ihr Konto',
		accountText: 'Sie können Lokasi ohne Registrierung nutzen: Wir legen ein anonymes Konto an, das über ein zufälliges, auf Ihrem Gerät gespeichertes Token erkannt wird. Sie können eine E-Mail-Adresse verknüpfen, um Ihre Vorteile auf anderen Geräten zu behalten. Wer Ihr Token besitzt, kann Ihr Konto nutzen; schützen Sie daher Ihr Gerät.',
		creditsTitle: '3. Guthaben und Mitgliedschaft',
		creditsText: 'Manche Analysen werden mit Guthaben freigeschaltet. Mitglieder erhalten jeden Monat kostenloses Guthaben. Ein Abonnement kann jederzeit vor der Verlängerung gekündigt werden, und Käufe lassen sich wiederherstellen. Zahlungen wickelt der von Ihnen gewählte Store oder Zahlungsanbieter ab.',
		useTitle: '4. Faire Nutzung',
		useText: 'Versuchen Sie nicht, auf fremde Konten zuzugreifen, den Dienst zu stören oder Berichte ohne Erlaubnis weiterzuverkaufen. Zählen Sie Passanten nur an öffentlichen Orten und im Einklang mit örtlichem Recht.',
		dataTitle: '5. Welche Daten wir erheben',
		dataText: 'Wir speichern Ihr Konto-Token, die E-Mail-Adresse, falls Sie eine verknüpfen, Ihre Sprache, die angeforderten Berichte, Ihre Zählungen sowie Seitenaufrufe und Ereignisse, die uns helfen, Lokasi zu verbessern. Die auf Ihrem Gerät gespeicherte Anfragediagnose enthält nie Tokens oder E-Mail-Adressen. Wir verkaufen keine personenbezogenen Daten.',
		protectTitle: '6. Wie wir sie schützen',
		protectText: 'Daten werden per HTTPS übertragen, und manche Antworten werden zusätzlich für Ihre Sitzung verschlüsselt. Nur Mitarbeitende, die Zugriff auf gespeicherte Daten benötigen, können darauf zugreifen.',
		choicesTitle: '7. Ihre Wahlmöglichkeiten',
		choicesText: 'Sie können die Sprache jederzeit ändern, im Mitgliederbereich die Löschung Ihres Kontos beantragen (bestätigt mit einem Code an Ihre E-Mail-Adresse) und uns über „Kontakt“ zu Ihren Daten befragen.',
		sourcesTitle: '8. Offene Daten',
		sourcesText: 'Berichte nutzen offene Daten der Weltbank, der Vereinten Nationen, der OpenStreetMap-Mitwirkenden, von GeoNames, singapurischen Behörden und weiteren, unter den auf der Seite „Über uns“ genannten Lizenzen.',
	},
} satisfies NamespaceInfoTranslation

export default de_info
