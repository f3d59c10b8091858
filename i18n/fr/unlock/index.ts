import type { NamespaceUnlockTranslation } from '../../i18n-types.js'

// Texts of the unlock dialog and the locked-block prompt (src/ui/unlock).
const unlock = {
	title: "Débloquer les données",
	lead: "Débloquez ce rapport pour voir tous les blocs. Vous payez une fois : le rouvrir ne coûte plus rien.",
	cost: "Coût",
	costValue: "{count} {{crédit|crédits}}",
	opens: "Le déverrouillage ouvre {count} {{chiffre|chiffres}} avec des données. Les blocs sans données sont déjà ouverts et gratuits.",
	available: "Crédits disponibles",
	checking: "Vérification de vos crédits…",
	balanceFailed: "Vos crédits n’ont pas pu être chargés.",
	retry: "Réessayer",
	tooFew: "Vous n’avez pas assez de crédits pour ce rapport.",
	analyze: "Analyser",
	unlocking: "Déblocage…",
	getCredits: "Obtenir des crédits",
	insufficient: "Crédits insuffisants : votre solde a changé entre-temps.",
	failed: "Le déblocage a échoué, veuillez réessayer.",
	locked: "Ce bloc est verrouillé.",
	prompt: "Débloquer les données",
} satisfies NamespaceUnlockTranslation

export default unlock
