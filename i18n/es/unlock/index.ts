import type { NamespaceUnlockTranslation } from '../../i18n-types.js'

// Texts of the unlock dialog and the locked-block prompt (src/ui/unlock).
const unlock = {
	title: "Desbloquear datos",
	lead: "Desbloquea este informe para ver todos los bloques. Pagas una sola vez: volver a abrirlo nunca vuelve a cobrarse.",
	cost: "Coste",
	costValue: "{count} {{crédito|créditos}}",
	opens: "Desbloquear abre {count} {{cifra|cifras}} con datos. Los bloques sin datos ya están abiertos y son gratuitos.",
	available: "Créditos disponibles",
	checking: "Comprobando tus créditos…",
	balanceFailed: "No se pudieron cargar tus créditos.",
	retry: "Reintentar",
	tooFew: "No tienes suficientes créditos para este informe.",
	analyze: "Analizar",
	unlocking: "Desbloqueando…",
	getCredits: "Conseguir créditos",
	insufficient: "Créditos insuficientes: tu saldo cambió mientras tanto.",
	failed: "No se pudo desbloquear, inténtalo de nuevo.",
	locked: "Este bloque está bloqueado.",
	prompt: "Desbloquear datos",
} satisfies NamespaceUnlockTranslation

export default unlock
