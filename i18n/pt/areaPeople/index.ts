import type { NamespaceAreaPeopleTranslation } from '../../i18n-types.js'

// Textos do servidor dos relatórios perfil populacional, fluxo de pessoas e índice de consumo (server/area/people).
const pt_areaPeople = {
	datasets: {
		counts: 'As suas contagens de passagem',
		countsSource: 'Contador Lokasi, contado por si',
	},
	models: {
		residentsHdb: {
			name: 'Residentes de habitação pública',
			doc: 'Fogos HDB dos blocos dentro do raio × residentes por agregado da área de planeamento de cada bloco (censo 2020). As habitações privadas não constam dos dados, por isso é um mínimo.',
		},
		residentsDensity: {
			name: 'Residentes pela densidade nacional',
			doc: 'População do país por km² de terra × área do círculo; usado apenas onde o país é uma cidade-Estado.',
		},
		householdSize: {
			name: 'Residentes por agregado',
			doc: 'População residente da área de planeamento no censo 2020 ÷ os seus agregados residentes.',
		},
		employed: {
			name: 'Residentes empregados',
			doc: 'Residentes × proporção nacional com 15 ou mais anos (ONU WPP) × taxa nacional de emprego com 15 ou mais anos (Banco Mundial).',
		},
		jobResidence: {
			name: 'Rácio emprego–residência pelos fluxos ferroviários',
			doc: 'Saídas ÷ entradas em dias úteis das 07:00 às 09:00 nas estações dentro do raio: nestas horas as pessoas saem de casa e chegam ao trabalho.',
		},
		workers: {
			name: 'Pessoas que trabalham aqui',
			doc: 'Residentes empregados × rácio emprego–residência.',
		},
		density: {
			name: 'Residentes por km²',
			doc: 'Residentes dentro do raio ÷ área do círculo.',
		},
		youngAdults: {
			name: '18–24 a partir de grupos quinquenais',
			doc: 'Dois quintos do grupo 15–19 (pessoas distribuídas por igual pelos seus anos) mais o grupo 20–24.',
		},
		localBorn: {
			name: 'Nascidos no país',
			doc: '100 % menos a proporção de nascidos no estrangeiro (stock internacional de migrantes ÷ população, mesmo ano).',
		},
		stationDay: {
			name: 'Dia médio nas estações',
			doc: 'Totais mensais da LTA de entradas mais saídas nas estações dentro do raio ÷ número de dias desse tipo no mês.',
		},
		countsPerHour: {
			name: 'As suas contagens por hora',
			doc: 'Pessoas contadas por si (clientes mais transeuntes, sem contagens anuladas) ÷ horas contadas, nas suas sessões perto do ponto.',
		},
		stationsPerHour: {
			name: 'Fluxo das estações nas horas que contou',
			doc: 'O fluxo médio das estações em cada hora e tipo de dia contados, em média sobre as suas horas de contagem.',
		},
		calibrated: {
			name: 'Fluxo das estações calibrado pelas suas contagens',
			doc: 'Fluxo médio das estações num dia útil × (as suas contagens por hora ÷ fluxo das estações por hora nas mesmas horas).',
		},
		incomeMean: {
			name: 'Rendimento médio do trabalho por agregado',
			doc: 'Escalões de rendimento do censo 2020, cada escalão no seu ponto médio e o escalão superior aberto no seu limite inferior (logo, um mínimo), sobre agregados com alguém empregado.',
		},
		consumptionIndex: {
			name: 'Índice de consumo',
			doc: 'Rendimento médio local dos agregados × 100 ÷ média de referência.',
		},
		heatIndex: {
			name: 'Índice de afluência',
			doc: 'Posição do fluxo conjunto em dias úteis das estações dentro do raio entre todas as estações.',
		},
	},
	inputs: {
		dwellingUnits: 'Fogos HDB dentro do raio',
		householdSize: 'Residentes por agregado (ponderado por fogos)',
		circleArea: 'Área do círculo',
		nationalDensity: 'Densidade populacional de {country} ({year})',
		residents: 'Residentes dentro do raio',
		adultShare: 'Proporção com 15 ou mais anos, {country} ({year})',
		employmentRatio: 'Taxa de emprego com 15 ou mais anos, {country} ({year})',
		population: 'População residente',
		households: 'Agregados residentes',
		arrivals: 'Saídas em dias úteis 07:00–09:00',
		departures: 'Entradas em dias úteis 07:00–09:00',
		employedResidents: 'Residentes empregados',
		jobResidenceRatio: 'Rácio emprego–residência',
		migrants: 'Nascidos no estrangeiro, {country} ({year})',
		monthTotal: 'Total do mês',
		days: 'Dias deste tipo em {month}',
		counted: 'Pessoas contadas',
		hours: 'Horas contadas',
		countsPerHour: 'As suas contagens por hora',
		stationsPerHour: 'Fluxo das estações por hora nas mesmas horas',
		stationDay: 'Fluxo médio das estações num dia útil',
		localMean: 'Média local',
		baselineMean: 'Média de referência',
		stationsBelow: 'Estações com menos fluxo em dia útil',
		stations: 'Estações com contagens da LTA',
	},
	notes: {
		nationalFigure: '{country} (nacional)',
		hdbOnly: 'Apenas habitação pública (HDB): os residentes de condomínios e moradias não são contados.',
		noPublicHousing: 'Não há habitação pública (HDB) dentro do raio e as habitações privadas não constam dos dados, por isso o número de residentes não é conhecido.',
		noResidentsSource: 'Nenhum conjunto de dados indica onde as pessoas vivem à volta deste ponto.',
		noStations: 'Nenhuma estação com contagens da LTA fica dentro do raio.',
		outsideSingaporeRail: 'Os fluxos ferroviários (LTA) só existem para Singapura.',
		noEducation: 'Nenhum conjunto de dados da Lokasi publica o nível de escolaridade (secundário, licenciatura, mestrado ou mais), por isso nada é mostrado em vez de inventado.',
		noOccupation: 'Nenhum conjunto de dados da Lokasi publica proporções por profissão ou situação laboral, por isso nada é mostrado em vez de inventado.',
		noOriginSplit: 'Nenhum conjunto de dados da Lokasi divide os nascidos no estrangeiro por país de origem.',
		noPyramid: 'Não há dados por idade e sexo (ONU WPP) para este país.',
		noIncomeArea: 'Nenhuma área oficial com rendimento dos agregados contém este ponto.',
		dosmNoBands: 'O DOSM publica a média e a mediana por distrito, não quantos agregados ganham quanto.',
		noMedian: 'O censo publica escalões, não uma mediana, para esta área.',
		growthOneMonth: 'Dados insuficientes: os volumes da LTA cobrem um só mês (junho de 2025), por isso não mostram mudança ao longo do tempo.',
		growthCounts: 'Dados insuficientes: o crescimento de visitantes precisa das suas contagens perto do ponto em pelo menos dois meses diferentes.',
		newVisitors: 'Dados insuficientes: nenhum conjunto de dados nem contagem distingue visitantes novos dos habituais.',
		noCountsNear: 'Não tem sessões de contagem terminadas a menos de {distance} m deste ponto.',
		countsWithoutLocation: '{count} das suas sessões de contagem não têm localização, por isso não podem ser situadas perto de nenhum ponto.',
		noFlowSource: 'Fora de Singapura nenhum conjunto de dados conta pessoas num ponto, e nenhum modelo honesto o dá.',
		stationsNotPavement: 'Entradas e saídas das estações dentro do raio, não pessoas a passar em frente a uma loja.',
		noCountsOfType: 'Dados insuficientes: nenhuma das suas contagens perto do ponto calha neste tipo de dia.',
		countedHours: 'Em {hours} horas contadas',
		noComparison: 'Comparar as suas contagens com o fluxo das estações exige ambos.',
		noAtv: 'Nenhum conjunto de dados dá o valor médio por transação por setor e escalão de preço, por isso nada é mostrado em vez de inventado.',
		noFrequency: 'Nenhum conjunto de dados dá a frequência de compra por setor e escalão de preço, por isso nada é mostrado em vez de inventado.',
		noBaseline: 'Nenhuma estatística oficial por área dá o rendimento dos agregados deste local.',
		noHouseholds: 'O DOSM não publica o número de agregados por distrito.',
	},
	rules: {
		incomeLevels: 'Agregados com alguém empregado, rendimento mensal do trabalho: baixo abaixo de {currency} {low}, alto a partir de {currency} {high}, médio entre ambos.',
		dosmLevels: 'O DOSM não publica a distribuição de rendimentos por distrito.',
		heatIndex: '{max} × proporção das estações de Singapura cujo fluxo médio num dia útil é inferior ao fluxo conjunto das estações dentro do raio; sem estação, sem índice.',
		spendingLevel: 'Índice de consumo: {bounds}; caso contrário, {floor}.',
		rating: 'Índice de consumo: {bounds}; caso contrário, {floor}.',
		priceTier: 'Índice de consumo: {bounds}; caso contrário, {floor}.',
	},
	spendingLevels: {
		veryLow: 'Muito baixo',
		low: 'Baixo',
		basic: 'Básico',
		medium: 'Médio',
		mediumHigh: 'Médio-alto',
		high: 'Alto',
		veryHigh: 'Muito alto',
	},
	priceTiers: {
		Budget: 'Económico',
		'Mid-range': 'Gama média',
		Premium: 'Premium',
		Luxury: 'Luxo',
	},
	baseline: {
		singapore: 'Média de Singapura (todas as áreas de planeamento, censo 2020) = 100',
		state: 'Média de {state} (DOSM) = 100',
	},
	officialArea: {
		planningArea: '{name} (área de planeamento)',
		district: '{name} (distrito)',
	},
} satisfies NamespaceAreaPeopleTranslation

export default pt_areaPeople
