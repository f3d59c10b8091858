import type { NamespaceSiteAnalysisTranslation } from '../../i18n-types.js'

// Server texts of the AI site analysis (server/area/ai-analysis); see the English file for what each one is.
const pt_siteAnalysis = {
	tiers: {
		prime: "Excelente",
		premium: "Premium",
		standard: "Padrão",
		marginal: "Marginal",
		poor: "Fraco",
	},
	advice: {
		pursueActively: "Avançar ativamente",
		recommended: "Recomendado",
		considerCarefully: "Ponderar com cuidado",
		proceedWithCaution: "Avançar com cautela",
		rejectImmediately: "Rejeitar de imediato",
	},
	match: {
		completeOverlap: "Sobreposição total",
		highlyCompatible: "Muito compatível",
		moderatelyMatched: "Moderadamente compatível",
		mildlyRelated: "Pouco relacionado",
		noResemblance: "Sem semelhança",
	},
	factors: {
		demand: "Procura",
		complementarity: "Âncoras complementares",
		accessibility: "Acessibilidade",
		spendingPower: "Poder de compra",
		competition: "Concorrência",
		cannibalisation: "Canibalização da própria marca",
	},
	rules: {
		tier: "Pontuação de 100: {bounds}",
		tierBound: "{label} a partir de {min}",
		match: "Parcela das pessoas da área nos grupos-alvo ({target}): {bounds}",
		notClassified: "Não classificado: os dados não têm valor para isto",
	},
	models: {
		score: {
			name: "Pontuação composta do local",
			doc: "O valor de cada fator de 0 a 1 × o seu peso para o grupo de setores, somados numa pontuação de 100; os pesos são testados contra onde estão as lojas reais do setor.",
		},
		consumers: {
			name: "Número de consumidores",
			doc: "Residentes e trabalhadores no raio, e a média diária de passageiros das estações, cada um contado uma vez por dia.",
		},
		capacity: {
			name: "Capacidade de lojas projetada",
			doc: "Os consumidores da área comercial ÷ os consumidores por loja deste setor em toda a cidade.",
		},
	},
	notes: {
		noAtv: "Dados insuficientes: nenhuma fonte publica o tíquete médio das lojas aqui",
		noFrequency: "Dados insuficientes: nenhuma fonte publica a frequência de compra",
		noPayback: "Dados insuficientes: o prazo de retorno exige o tíquete médio e a frequência de compra, que nenhuma fonte publica",
		noStrategy: "Dados insuficientes: uma estratégia com metas de receita exige o tíquete médio e a frequência de compra",
		noCapacity: "Dados insuficientes: a cidade não tem lojas deste setor para comparar",
		noBrand: "Nenhuma marca escolhida",
		noCompetitors: "Nenhuma loja deste setor no raio",
	},
	strategy: {
		shortTermCompetition: "Meses 6–12: diferencie-se das {competitors} lojas do setor próximas (a mais próxima a {distance} m) na oferta e no horário.",
		shortTermDemand: "Meses 6–12: abra nas horas de maior fluxo das estações e meça a rua com o contador para confirmar a procura.",
		longTermCapacity: "Anos 1–3: a área comercial comporta cerca de {supported} lojas deste tipo contra {existing} hoje: espaço para mais {room}.",
		longTermSaturated: "Anos 1–3: a área já tem mais lojas do que a procura comporta ({existing} contra {supported}): cresça ganhando quota, não abrindo por perto.",
	},
	narrative: {
		summary: "{place}: como local para {industry}, obtém {score} de {scoreMax} — {tier}. Conselho: {advice}.",
		factors: "O seu fator mais forte é {strongest} ({strongestPoints} pontos); o mais fraco é {weakest} ({weakestPoints} de {weakestMax} pontos).",
		strongestOnly: "O seu fator mais forte é {strongest} ({strongestPoints} pontos).",
		residents: "Cerca de {residents} pessoas vivem num raio de {radius} m.",
		workers: "Cerca de {workers} pessoas trabalham ali.",
		stationFlow: "As estações próximas recebem cerca de {flow} passageiros por dia.",
		competitors: "{competitors} lojas de {industry} estão num raio de {radius} m.",
		saturation: "Saturação da concorrência: {saturation}.",
		nearest: "A mais próxima fica a {distance} m.",
		ownStores: "{brand} já tem {stores} lojas próprias num raio de {radius} m.",
		capacity: "A procura da área comercial comporta cerca de {supported} lojas deste tipo; existem {existing}.",
		consumption: "O índice de consumo é {index} face a uma média da cidade de {baseline}: {rating}.",
		payback: "{reason}.",
	},
} satisfies NamespaceSiteAnalysisTranslation

export default pt_siteAnalysis
