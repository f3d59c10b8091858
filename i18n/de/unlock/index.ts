import type { NamespaceUnlockTranslation } from '../../i18n-types.js'

// Texts of the unlock dialog and the locked-block prompt (src/ui/unlock).
const unlock = {
	title: "Daten freischalten",
	lead: "Schalte diesen Bericht frei, um alle Abschnitte zu sehen. Du zahlst einmal: erneutes Öffnen kostet nichts mehr.",
	cost: "Kosten",
	costValue: "{count} {{Credit|Credits}}",
	opens: "Das Freischalten öffnet {count} {{Zahl|Zahlen}} mit Daten. Blöcke ohne Daten sind schon offen und kostenlos.",
	available: "Verfügbare Credits",
	checking: "Deine Credits werden geprüft…",
	balanceFailed: "Deine Credits konnten nicht geladen werden.",
	retry: "Erneut versuchen",
	tooFew: "Du hast nicht genug Credits für diesen Bericht.",
	analyze: "Analysieren",
	unlocking: "Wird freigeschaltet…",
	getCredits: "Credits holen",
	insufficient: "Nicht genug Credits: Dein Guthaben hat sich inzwischen geändert.",
	failed: "Freischalten fehlgeschlagen, bitte versuche es erneut.",
	locked: "Dieser Abschnitt ist gesperrt.",
	prompt: "Daten freischalten",
} satisfies NamespaceUnlockTranslation

export default unlock
