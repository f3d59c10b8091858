import type { NamespaceAreaPeopleTranslation } from '../../i18n-types.js'

// Textos del servidor de los informes perfil de población, flujo de personas e índice de consumo (server/area/people).
const es_areaPeople = {
	datasets: {
		counts: 'Sus conteos de afluencia',
		countsSource: 'Contador de Lokasi, contado por usted',
	},
	models: {
		residentsHdb: {
			name: 'Residentes de vivienda pública',
			doc: 'Viviendas HDB de los bloques dentro del radio × residentes por hogar del área de planificación de cada bloque (censo 2020). Las viviendas privadas no están en los datos, así que es un mínimo.',
		},
		residentsDensity: {
			name: 'Residentes según la densidad nacional',
			doc: 'Población del país por km² de tierra × superficie del círculo; solo se usa donde el país es una ciudad-Estado.',
		},
		householdSize: {
			name: 'Residentes por hogar',
			doc: 'Población residente del área de planificación en el censo 2020 ÷ sus hogares residentes.',
		},
		employed: {
			name: 'Residentes con empleo',
			doc: 'Residentes × proporción nacional de 15 años o más (ONU WPP) × tasa nacional de empleo de 15 años o más (Banco Mundial).',
		},
		jobResidence: {
			name: 'Relación empleo–residencia según flujos ferroviarios',
			doc: 'Salidas ÷ entradas en días laborables de 07:00 a 09:00 en las estaciones dentro del radio: a esas horas la gente sale de casa y llega al trabajo.',
		},
		workers: {
			name: 'Personas que trabajan aquí',
			doc: 'Residentes con empleo × relación empleo–residencia.',
		},
		density: {
			name: 'Residentes por km²',
			doc: 'Residentes dentro del radio ÷ superficie del círculo.',
		},
		youngAdults: {
			name: '18–24 a partir de grupos quinquenales',
			doc: 'Dos quintos del grupo 15–19 (personas repartidas por igual entre sus años) más el grupo 20–24.',
		},
		localBorn: {
			name: 'Nacidos en el país',
			doc: '100 % menos la proporción de nacidos en el extranjero (stock internacional de migrantes ÷ población, mismo año).',
		},
		stationDay: {
			name: 'Día medio en las estaciones',
			doc: 'Totales mensuales de LTA de entradas más salidas en las estaciones dentro del radio ÷ número de días de ese tipo en el mes.',
		},
		countsPerHour: {
			name: 'Sus conteos por hora',
			doc: 'Personas contadas por usted (clientes más transeúntes, sin los conteos deshechos) ÷ horas contadas, en sus sesiones cerca del punto.',
		},
		stationsPerHour: {
			name: 'Flujo de las estaciones en sus horas de conteo',
			doc: 'El flujo medio de las estaciones en cada hora y tipo de día contados, promediado sobre sus horas de conteo.',
		},
		calibrated: {
			name: 'Flujo de las estaciones calibrado con sus conteos',
			doc: 'Flujo medio de las estaciones en día laborable × (sus conteos por hora ÷ flujo de las estaciones por hora en las mismas horas).',
		},
		incomeMean: {
			name: 'Ingreso medio del trabajo por hogar',
			doc: 'Tramos de ingreso del censo 2020, cada tramo en su punto medio y el tramo superior abierto en su límite inferior (por tanto, un mínimo), sobre hogares con alguna persona empleada.',
		},
		consumptionIndex: {
			name: 'Índice de consumo',
			doc: 'Ingreso medio local de los hogares × 100 ÷ media de referencia.',
		},
		heatIndex: {
			name: 'Índice de afluencia',
			doc: 'Posición del flujo conjunto en días laborables de las estaciones dentro del radio entre todas las estaciones.',
		},
	},
	inputs: {
		dwellingUnits: 'Viviendas HDB dentro del radio',
		householdSize: 'Residentes por hogar (ponderado por viviendas)',
		circleArea: 'Superficie del círculo',
		nationalDensity: 'Densidad de población de {country} ({year})',
		residents: 'Residentes dentro del radio',
		adultShare: 'Proporción de 15 años o más, {country} ({year})',
		employmentRatio: 'Tasa de empleo de 15 años o más, {country} ({year})',
		population: 'Población residente',
		households: 'Hogares residentes',
		arrivals: 'Salidas en días laborables 07:00–09:00',
		departures: 'Entradas en días laborables 07:00–09:00',
		employedResidents: 'Residentes con empleo',
		jobResidenceRatio: 'Relación empleo–residencia',
		migrants: 'Nacidos en el extranjero, {country} ({year})',
		monthTotal: 'Total del mes',
		days: 'Días de este tipo en {month}',
		counted: 'Personas contadas',
		hours: 'Horas contadas',
		countsPerHour: 'Sus conteos por hora',
		stationsPerHour: 'Flujo de las estaciones por hora en las mismas horas',
		stationDay: 'Flujo medio de las estaciones en día laborable',
		localMean: 'Media local',
		baselineMean: 'Media de referencia',
		stationsBelow: 'Estaciones con menos flujo en día laborable',
		stations: 'Estaciones con conteos de LTA',
	},
	notes: {
		nationalFigure: '{country} (nacional)',
		hdbOnly: 'Solo vivienda pública (HDB): no se cuentan los residentes de condominios ni de casas unifamiliares.',
		noPublicHousing: 'No hay vivienda pública (HDB) dentro del radio y las viviendas privadas no están en los datos, así que no se conoce el número de residentes.',
		noResidentsSource: 'Ningún conjunto de datos indica dónde vive la gente alrededor de este punto.',
		noStations: 'No hay ninguna estación con conteos de LTA dentro del radio.',
		outsideSingaporeRail: 'Los flujos ferroviarios (LTA) solo existen para Singapur.',
		noEducation: 'Ningún conjunto de datos de Lokasi publica el nivel educativo (secundaria, grado, máster o superior), así que no se muestra nada en lugar de inventarlo.',
		noOccupation: 'Ningún conjunto de datos de Lokasi publica proporciones por ocupación o situación laboral, así que no se muestra nada en lugar de inventarlo.',
		noOriginSplit: 'Ningún conjunto de datos de Lokasi desglosa a los nacidos en el extranjero por país de origen.',
		noPyramid: 'No hay datos por edad y sexo (ONU WPP) para este país.',
		noIncomeArea: 'Ninguna zona oficial con ingresos de los hogares contiene este punto.',
		dosmNoBands: 'El DOSM publica la media y la mediana por distrito, no cuántos hogares ganan cuánto.',
		noMedian: 'El censo publica tramos, no una mediana, para esta zona.',
		growthOneMonth: 'Datos insuficientes: los volúmenes de LTA cubren un solo mes (junio de 2025), así que no muestran cambios en el tiempo.',
		growthCounts: 'Datos insuficientes: el crecimiento de visitantes necesita sus conteos cerca del punto en al menos dos meses distintos.',
		newVisitors: 'Datos insuficientes: ningún conjunto de datos ni conteo distingue a los visitantes nuevos de los que repiten.',
		noCountsNear: 'No tiene sesiones de conteo terminadas a menos de {distance} m de este punto.',
		countsWithoutLocation: '{count} de sus sesiones de conteo no tienen ubicación, así que no pueden situarse cerca de ningún punto.',
		noFlowSource: 'Fuera de Singapur ningún conjunto de datos cuenta personas en un punto, y ningún modelo honesto lo da.',
		stationsNotPavement: 'Entradas y salidas de las estaciones dentro del radio, no personas que pasan por delante de una tienda.',
		noCountsOfType: 'Datos insuficientes: ninguno de sus conteos cerca del punto cae en este tipo de día.',
		countedHours: 'En {hours} horas contadas',
		noComparison: 'Comparar sus conteos con el flujo de las estaciones requiere ambos.',
		noAtv: 'Ningún conjunto de datos da el ticket medio por sector y nivel de precios, así que no se muestra nada en lugar de inventarlo.',
		noFrequency: 'Ningún conjunto de datos da la frecuencia de compra por sector y nivel de precios, así que no se muestra nada en lugar de inventarlo.',
		noBaseline: 'Ninguna estadística oficial por zona da el ingreso de los hogares de este lugar.',
		noHouseholds: 'El DOSM no publica el número de hogares por distrito.',
	},
	rules: {
		incomeLevels: 'Hogares con alguna persona empleada, ingreso mensual del trabajo: bajo por debajo de {currency} {low}, alto desde {currency} {high}, medio entre ambos.',
		dosmLevels: 'El DOSM no publica la distribución de ingresos por distrito.',
		heatIndex: '{max} × proporción de estaciones de Singapur cuyo flujo medio en día laborable es menor que el flujo conjunto de las estaciones dentro del radio; sin estación, no hay índice.',
		spendingLevel: 'Índice de consumo: {bounds}; si no, {floor}.',
		rating: 'Índice de consumo: {bounds}; si no, {floor}.',
		priceTier: 'Índice de consumo: {bounds}; si no, {floor}.',
	},
	spendingLevels: {
		veryLow: 'Muy bajo',
		low: 'Bajo',
		basic: 'Básico',
		medium: 'Medio',
		mediumHigh: 'Medio-alto',
		high: 'Alto',
		veryHigh: 'Muy alto',
	},
	priceTiers: {
		Budget: 'Económico',
		'Mid-range': 'Gama media',
		Premium: 'Premium',
		Luxury: 'Lujo',
	},
	baseline: {
		singapore: 'Media de Singapur (todas las áreas de planificación, censo 2020) = 100',
		state: 'Media de {state} (DOSM) = 100',
	},
	officialArea: {
		planningArea: '{name} (área de planificación)',
		district: '{name} (distrito)',
	},
} satisfies NamespaceAreaPeopleTranslation

export default es_areaPeople
