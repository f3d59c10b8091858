import type { NamespaceAreaReportsTranslation } from '../../i18n-types.js'

const es_areaReports = {
	headlines: {
		stores: "Comercios",
		businessTypes: "Tipos de negocio",
		chainRatio: "Proporción de cadenas",
		residents: "Residentes",
		workers: "Población trabajadora",
		passengerFlow: "Flujo de peatones",
		consumptionIndex: "Índice de consumo",
		competition: "Índice de competencia",
	},
	notes: {
		storesCounted: "Comercios de los datos de mapa de Lokasi dentro del radio, cada uno contado una vez según su fuente más reciente",
		mixFromMap: "La composición cuenta solo los datos de mapa (OpenStreetMap): los directorios que listan cada lugar de un solo tipo (restaurantes halal, hawker centres, centros comerciales, clínicas) la distorsionarían.",
		placesCounted: "Lugares de los datos de mapa de Lokasi dentro del radio; un comercio de marca listado por una fuente antigua y otra reciente cuenta una vez",
		chooseIndustry: "Elija un sector para medir su competencia",
		noRatings: "No hay datos disponibles: Lokasi no tiene valoraciones de usuarios",
		noStores: "Ningún comercio dentro del radio",
		mapChanges: "Cambios del mapa entre {from} y {to}: comercios añadidos o retirados de OpenStreetMap, no registros de empresas",
		insufficientSnapshots: "Datos insuficientes: aperturas y cierres requieren la misma zona en al menos dos instantáneas fechadas del mapa (Mónaco tiene 2019, 2021 y 2026)",
	},
	models: {
		businessTypes: {
			name: "Tipos de negocio",
			doc: "El número de sectores distintos entre los comercios del radio.",
		},
		chainRatio: {
			name: "Proporción de cadenas",
			doc: "Comercios vinculados a una marca del name-suggestion-index ÷ todos los comercios del radio × 100.",
		},
		richness: {
			name: "Riqueza comercial",
			doc: "Comercios del radio ÷ superficie del círculo en km², clasificados según los límites de la regla.",
		},
		competitionIndex: {
			name: "Índice de competencia",
			doc: "Comercios del sector elegido ÷ todos los comercios del radio × 100.",
		},
		saturation: {
			name: "Saturación competitiva",
			doc: "Tiendas existentes ÷ tiendas que la demanda sostiene (ambas más 2)",
		},
		transportCoverage: {
			name: "Cobertura de transporte",
			doc: "Proporción de las celdas H3 (resolución 10) del círculo cuyo centro está a {walk} m o menos de una parada de autobús, una estación o una salida de estación.",
		},
	},
	inputs: {
		stores: "Comercios",
		brandedStores: "Comercios de marca",
		competitors: "Comercios del sector",
		areaKm2: "Superficie del círculo",
		cells: "Celdas del círculo",
		coveredCells: "Celdas cerca de una parada",
		stops: "Paradas y salidas",
	},
	levels: {
		richness: {
			emerging: "Emergente",
			developing: "En desarrollo",
			growing: "En crecimiento",
			vibrant: "Dinámica",
			prime: "De primer nivel (zona central)",
		},
		saturation: {
			severelyUndersupplied: "Muy desabastecida",
			undersupplied: "Desabastecida",
			balanced: "Equilibrada",
			saturated: "Saturada",
			highlySaturated: "Muy saturada",
		},
		noData: "No hay datos disponibles",
		from: "{label}: desde {min} {unit}",
		below: "{label}: menos de {max} {unit}",
		storesPerKm2: "comercios/km²",
	},
	transport: {
		busStop: "Parada de autobús",
		railStation: "Estación",
		railExit: "Salida de estación",
	},
} satisfies NamespaceAreaReportsTranslation

export default es_areaReports
