import type { NamespaceRecommendationTranslation } from '../../i18n-types.js'

// Server texts of the location recommendation and the report relay; see the English file for what each one is.
const es_recommendation = {
	reason: "{factor}: {points} de sus {max} puntos. {why}",
	method: "{cells} celdas candidatas de unos 0,1 km² en {city}, cada una puntuada para {industry} por el motor de puntuación de sitios en {radius} m; la mejor de cada vecindario de {separation} m refinada en sus siete subceldas; la cuota de mercado de un modelo gravitacional de Huff sobre los residentes HDB en {radius} m.",
	methodRoom: "Los sitios se ordenan por puntuación × (½ + ½ × margen): el margen es pleno donde hay como mucho cuatro quintos de las tiendas que sostiene la demanda (un modelo de conteo ajustado a las celdas de la ciudad) y nulo donde hay el doble.",
	room: {
		name: "Margen de mercado",
		text: "La demanda del área comercial sostiene unas {expected} tiendas de {industry}; hay {existing}.",
		notMapped: "Margen desconocido: la fuente del mapa no registra ningún {industry} en esta ciudad.",
	},
	share: {
		name: "Cuota de mercado de Huff",
		doc: "Los residentes de cada bloque HDB eligen este sitio o una tienda existente del sector con una probabilidad proporcional a atractivo^α ÷ distancia^β (Huff 1963); la cuota es la media ponderada por residentes. Ninguna fuente mide el tamaño de las tiendas, así que todas atraen por igual.",
		residents: "Residentes en el área comercial",
		competitors: "Tiendas competidoras en {distance} m",
		alpha: "Exponente de atractivo α",
		beta: "Exponente de decaimiento con la distancia β",
		noResidents: "No viven residentes HDB en el área comercial",
		coverage: "Cobertura del mapa para el sector (exhaustividad frente a una lista oficial)",
		docCoverage: "El mapa registra cerca del {recall} de las tiendas del sector (medido frente a una lista oficial), así que cada competidor del mapa cuenta como 1 ÷ {recall} tiendas.",
		notMapped: "La fuente del mapa no registra ningún {industry} en esta ciudad: no se pueden contar competidores, así que no se da cuota",
		notMeasured: "Ninguna lista oficial comprueba cuán completo registra el mapa {industry} aquí: los competidores que faltan inflarían la cuota, así que no se da",
		noCompetitors: "No hay competidores en el mapa a menos de {distance} m y al mapa le faltan algunos: la cuota parecería un monopolio por falta de datos",
	},
	noCityData: "Aún no hay datos de toda la ciudad para {city}: una recomendación necesita sus áreas de planificación, tiendas y residentes",
	unnamed: "Tienda sin nombre",
	relay: {
		reading: "Leyendo {city}, {country}: los datos importados de la ciudad",
		assessing: "Evaluación: {assessment} para {industry}",
		assessingBrand: "Evaluación: {assessment} para {brand} ({industry})",
		recommendation: "recomendación de ubicación",
		analysis: "análisis con IA de un punto",
		planCells: "Planificando la búsqueda: {cells} celdas candidatas en las áreas de planificación de la ciudad, puntuadas en {radius} m",
		planPoint: "Planificando el análisis en {lat}, {lon} en {radius} m",
		scoring: "Puntuando cada celda con las tiendas, paradas de autobús, estaciones, flujos de pasajeros y residentes HDB de su entorno",
		modelling: "Modelando la cuota de mercado de los mejores sitios frente a las tiendas existentes (Huff)",
		gathering: "Leyendo las tiendas, el transporte, los residentes HDB y los flujos de las estaciones alrededor del punto",
		unlocking: "Redactando el análisis: puntuación, área comercial, competencia y clientes",
		ready: "El informe está listo",
	},
} satisfies NamespaceRecommendationTranslation

export default es_recommendation
