import type { NamespaceAreaReportsTranslation } from '../../i18n-types.js'

const pt_areaReports = {
	headlines: {
		stores: "Lojas",
		businessTypes: "Tipos de negócio",
		chainRatio: "Proporção de redes",
		residents: "Residentes",
		workers: "População ativa",
		passengerFlow: "Fluxo de pedestres",
		consumptionIndex: "Índice de consumo",
		competition: "Índice de concorrência",
	},
	notes: {
		storesCounted: "Lojas nos dados de mapa da Lokasi dentro do raio, cada uma contada uma vez segundo a sua fonte mais recente",
		mixFromMap: "A composição conta só os dados de mapa (OpenStreetMap): diretórios que listam todos os locais de um tipo (restaurantes halal, hawker centres, centros comerciais, clínicas) distorcê-la-iam.",
		placesCounted: "Locais nos dados de mapa da Lokasi dentro do raio; uma loja de marca listada por uma fonte antiga e outra recente conta uma vez",
		chooseIndustry: "Escolha um setor para medir a sua concorrência",
		noRatings: "Sem dados disponíveis: a Lokasi não tem avaliações de utilizadores",
		noStores: "Nenhuma loja dentro do raio",
		mapChanges: "Mudanças no mapa entre {from} e {to}: lojas adicionadas ou removidas do OpenStreetMap, não registos de empresas",
		insufficientSnapshots: "Dados insuficientes: aberturas e encerramentos exigem a mesma área em pelo menos dois instantâneos datados do mapa (Mónaco tem 2019, 2021 e 2026)",
	},
	models: {
		businessTypes: {
			name: "Tipos de negócio",
			doc: "O número de setores diferentes entre as lojas do raio.",
		},
		chainRatio: {
			name: "Proporção de redes",
			doc: "Lojas ligadas a uma marca do name-suggestion-index ÷ todas as lojas do raio × 100.",
		},
		richness: {
			name: "Riqueza comercial",
			doc: "Lojas do raio ÷ área do círculo em km², classificadas pelos limites da regra.",
		},
		competitionIndex: {
			name: "Índice de concorrência",
			doc: "Lojas do setor escolhido ÷ todas as lojas do raio × 100.",
		},
		saturation: {
			name: "Saturação da concorrência",
			doc: "Lojas existentes ÷ lojas que a procura sustenta (ambas mais 2)",
		},
		transportCoverage: {
			name: "Cobertura de transportes",
			doc: "Parte das células H3 (resolução 10) do círculo cujo centro fica a {walk} m ou menos de uma paragem de autocarro, estação ou saída de estação.",
		},
	},
	inputs: {
		stores: "Lojas",
		brandedStores: "Lojas de marca",
		competitors: "Lojas do setor",
		areaKm2: "Área do círculo",
		cells: "Células do círculo",
		coveredCells: "Células perto de uma paragem",
		stops: "Paragens e saídas",
	},
	levels: {
		richness: {
			emerging: "Emergente",
			developing: "Em desenvolvimento",
			growing: "Em crescimento",
			vibrant: "Vibrante",
			prime: "Nobre (zona central)",
		},
		saturation: {
			severelyUndersupplied: "Muito subabastecido",
			undersupplied: "Subabastecido",
			balanced: "Equilibrado",
			saturated: "Saturado",
			highlySaturated: "Muito saturado",
		},
		noData: "Sem dados disponíveis",
		from: "{label}: a partir de {min} {unit}",
		below: "{label}: abaixo de {max} {unit}",
		storesPerKm2: "lojas/km²",
	},
	transport: {
		busStop: "Paragem de autocarro",
		railStation: "Estação",
		railExit: "Saída de estação",
	},
} satisfies NamespaceAreaReportsTranslation

export default pt_areaReports
