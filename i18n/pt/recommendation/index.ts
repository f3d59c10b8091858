import type { NamespaceRecommendationTranslation } from '../../i18n-types.js'

// Server texts of the location recommendation and the report relay; see the English file for what each one is.
const pt_recommendation = {
	reason: "{factor}: {points} de {max} pontos. {why}",
	method: "{cells} células candidatas de cerca de 0,1 km² em {city}, cada uma pontuada para {industry} pelo motor de pontuação de locais em {radius} m; a melhor de cada vizinhança de {separation} m refinada nas suas sete subcélulas; a quota de mercado de um modelo gravitacional de Huff sobre os residentes HDB em {radius} m.",
	methodRoom: "Os locais são ordenados por pontuação × (½ + ½ × espaço): o espaço é total onde as lojas são no máximo quatro quintos das que a procura sustenta (um modelo de contagem ajustado às células da cidade) e nulo onde são o dobro.",
	room: {
		name: "Espaço de mercado",
		text: "A procura da área comercial sustenta cerca de {expected} lojas de {industry}; existem {existing}.",
		notMapped: "Espaço desconhecido: a fonte do mapa não regista nenhum {industry} nesta cidade.",
	},
	share: {
		name: "Quota de mercado de Huff",
		doc: "Os residentes de cada bloco HDB escolhem este local ou uma loja existente do setor com probabilidade proporcional a atratividade^α ÷ distância^β (Huff 1963); a quota é a média ponderada pelos residentes. Nenhuma fonte mede o tamanho das lojas, por isso todas atraem igualmente.",
		residents: "Residentes na área comercial",
		competitors: "Lojas concorrentes em {distance} m",
		alpha: "Expoente de atratividade α",
		beta: "Expoente de decaimento com a distância β",
		noResidents: "Não há residentes HDB na área comercial",
		coverage: "Cobertura do mapa para o setor (revocação face a uma lista oficial)",
		docCoverage: "O mapa regista cerca de {recall} das lojas do setor (medido face a uma lista oficial), por isso cada concorrente no mapa conta como 1 ÷ {recall} lojas.",
		notMapped: "A fonte do mapa não regista nenhum {industry} nesta cidade: não é possível contar concorrentes, por isso não se dá quota",
		notMeasured: "Nenhuma lista oficial verifica quão completo o mapa regista {industry} aqui: concorrentes em falta inflacionariam a quota, por isso não se dá",
		noCompetitors: "Não há concorrentes no mapa a menos de {distance} m e o mapa omite alguns: a quota pareceria um monopólio por falta de dados",
	},
	noCityData: "Ainda não há dados de toda a cidade para {city}: uma recomendação precisa das áreas de planeamento, lojas e residentes",
	unnamed: "Loja sem nome",
	relay: {
		reading: "Lendo {city}, {country}: os dados importados da cidade",
		assessing: "Avaliação: {assessment} para {industry}",
		assessingBrand: "Avaliação: {assessment} para {brand} ({industry})",
		recommendation: "recomendação de localização",
		analysis: "análise com IA de um ponto",
		planCells: "Planeando a pesquisa: {cells} células candidatas nas áreas de planeamento da cidade, pontuadas em {radius} m",
		planPoint: "Planeando a análise em {lat}, {lon} em {radius} m",
		scoring: "Pontuando cada célula com as lojas, paragens de autocarro, estações, fluxos de passageiros e residentes HDB à volta",
		modelling: "Modelando a quota de mercado dos melhores locais face às lojas existentes (Huff)",
		gathering: "Lendo as lojas, os transportes, os residentes HDB e os fluxos das estações à volta do ponto",
		unlocking: "Redigindo a análise: pontuação, área comercial, concorrência e clientes",
		ready: "O relatório está pronto",
	},
} satisfies NamespaceRecommendationTranslation

export default pt_recommendation
