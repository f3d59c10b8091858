import type { NamespaceSiteAnalysisTranslation } from '../../i18n-types.js'

// Server texts of the AI site analysis (server/area/ai-analysis); see the English file for what each one is.
const es_siteAnalysis = {
	tiers: {
		prime: "Excepcional",
		premium: "Premium",
		standard: "Estándar",
		marginal: "Marginal",
		poor: "Deficiente",
	},
	advice: {
		pursueActively: "Perseguir activamente",
		recommended: "Recomendado",
		considerCarefully: "Considerar con cuidado",
		proceedWithCaution: "Avanzar con precaución",
		rejectImmediately: "Descartar de inmediato",
	},
	match: {
		completeOverlap: "Coincidencia total",
		highlyCompatible: "Muy compatible",
		moderatelyMatched: "Moderadamente afín",
		mildlyRelated: "Levemente relacionado",
		noResemblance: "Sin parecido",
	},
	factors: {
		demand: "Demanda",
		complementarity: "Polos complementarios",
		accessibility: "Accesibilidad",
		spendingPower: "Poder adquisitivo",
		competition: "Competencia",
		cannibalisation: "Canibalización de la propia marca",
	},
	rules: {
		tier: "Puntuación sobre 100: {bounds}",
		tierBound: "{label} desde {min}",
		match: "Proporción de personas del área en los grupos objetivo ({target}): {bounds}",
		notClassified: "Sin clasificar: los datos no tienen valor",
	},
	models: {
		score: {
			name: "Puntuación compuesta de la ubicación",
			doc: "El valor de cada factor de 0 a 1 × su peso para el grupo de sectores, sumados en una puntuación sobre 100; los pesos se prueban contra dónde están las tiendas reales del sector.",
		},
		consumers: {
			name: "Número de consumidores",
			doc: "Residentes y trabajadores dentro del radio, y los pasajeros diarios medios de las estaciones, cada uno contado una vez al día.",
		},
		capacity: {
			name: "Capacidad de tiendas proyectada",
			doc: "Los consumidores del área comercial ÷ los consumidores por tienda de este sector en toda la ciudad.",
		},
	},
	notes: {
		noAtv: "Datos insuficientes: ninguna fuente publica el ticket medio de las tiendas aquí",
		noFrequency: "Datos insuficientes: ninguna fuente publica la frecuencia de compra",
		noPayback: "Datos insuficientes: un plazo de recuperación requiere el ticket medio y la frecuencia de compra, que ninguna fuente publica",
		noStrategy: "Datos insuficientes: una estrategia con objetivos de ingresos requiere el ticket medio y la frecuencia de compra",
		noCapacity: "Datos insuficientes: la ciudad no tiene tiendas de este sector para comparar",
		noBrand: "Ninguna marca elegida",
		noCompetitors: "Ninguna tienda de este sector dentro del radio",
	},
	strategy: {
		shortTermCompetition: "Meses 6–12: diferénciese de las {competitors} tiendas del sector cercanas (la más cercana a {distance} m) en oferta y horario.",
		shortTermDemand: "Meses 6–12: abra en las horas de más flujo de las estaciones y mida la calle con el contador para confirmar la demanda.",
		longTermCapacity: "Años 1–3: el área comercial admite unas {supported} tiendas de este tipo frente a {existing} hoy: hay espacio para {room} más.",
		longTermSaturated: "Años 1–3: el área ya tiene más tiendas de las que su demanda sostiene ({existing} frente a {supported}): crezca ganando cuota, no abriendo cerca.",
	},
	narrative: {
		summary: "{place}: como ubicación para {industry}, obtiene {score} de {scoreMax} — {tier}. Consejo: {advice}.",
		factors: "Su factor más fuerte es {strongest} ({strongestPoints} puntos); el más débil es {weakest} ({weakestPoints} de {weakestMax} puntos).",
		strongestOnly: "Su factor más fuerte es {strongest} ({strongestPoints} puntos).",
		residents: "Unas {residents} personas viven a menos de {radius} m.",
		workers: "Unas {workers} personas trabajan allí.",
		stationFlow: "Las estaciones cercanas reciben unos {flow} pasajeros al día.",
		competitors: "Hay {competitors} tiendas de {industry} a menos de {radius} m.",
		saturation: "Saturación de la competencia: {saturation}.",
		nearest: "La más cercana está a {distance} m.",
		ownStores: "{brand} ya tiene {stores} tiendas propias a menos de {radius} m.",
		capacity: "La demanda del área comercial sostiene unas {supported} tiendas de este tipo; existen {existing}.",
		consumption: "El índice de consumo es {index} frente a una media de la ciudad de {baseline}: {rating}.",
		payback: "{reason}.",
	},
} satisfies NamespaceSiteAnalysisTranslation

export default es_siteAnalysis
