import type { NamespaceUnlockTranslation } from '../../i18n-types.js'

// Texts of the unlock dialog and the locked-block prompt (src/ui/unlock).
const unlock = {
	title: "Desbloquear dados",
	lead: "Desbloqueie este relatório para ver todos os blocos. Você paga uma vez: abri-lo de novo nunca cobra outra vez.",
	cost: "Custo",
	costValue: "{count} {{crédito|créditos}}",
	opens: "O desbloqueio abre {count} {{número|números}} com dados. Os blocos sem dados já estão abertos e são gratuitos.",
	available: "Créditos disponíveis",
	checking: "Verificando seus créditos…",
	balanceFailed: "Não foi possível carregar seus créditos.",
	retry: "Tentar novamente",
	tooFew: "Você não tem créditos suficientes para este relatório.",
	analyze: "Analisar",
	unlocking: "Desbloqueando…",
	getCredits: "Obter créditos",
	insufficient: "Créditos insuficientes: seu saldo mudou nesse meio-tempo.",
	failed: "Falha ao desbloquear, tente novamente.",
	locked: "Este bloco está bloqueado.",
	prompt: "Desbloquear dados",
} satisfies NamespaceUnlockTranslation

export default unlock
