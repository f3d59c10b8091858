import type { NamespaceServerTranslation } from '../../i18n-types.js'

const es_server = {
	codes: {
		OK: 'Éxito',
		VALIDATION_FAILED: 'Algunos campos no son válidos',
		MALFORMED_JSON: 'El cuerpo de la solicitud no es un JSON válido',
		BODY_TOO_LARGE: 'El cuerpo de la solicitud es demasiado grande',
		UNSUPPORTED_MEDIA_TYPE: 'Tipo de contenido no admitido',
		ENCRYPTION_REQUIRED: 'Esta solicitud requiere una respuesta cifrada',
		ENCRYPTION_KEY_UNKNOWN: 'Clave de cifrado desconocida o caducada',
		BAD_REQUEST: 'Solicitud incorrecta',
		UNAUTHORIZED: 'La sesión ha caducado, vuelve a iniciar sesión',
		FORBIDDEN: 'No tienes permiso para hacer esto',
		NOT_FOUND: 'No encontrado',
		METHOD_NOT_ALLOWED: 'Método no permitido',
		CONFLICT: 'Esto entra en conflicto con el estado actual',
		RATE_LIMITED: 'Demasiadas solicitudes, inténtalo de nuevo más tarde',
		INTERNAL: 'Servidor ocupado, inténtalo de nuevo más tarde',
		UNAVAILABLE: 'Servicio no disponible temporalmente',
		CODE_SENT: 'Código de verificación enviado',
		CODE_SEND_FAILED: 'No se pudo enviar el código, inténtalo de nuevo',
		CODE_INCORRECT: 'Código incorrecto, vuelve a introducirlo',
		CODE_INVALID: 'Error en el código de verificación',
		CODE_TOO_SOON: 'Espera un minuto antes de pedir otro código',
		CODE_SEND_LIMIT: 'Demasiados códigos solicitados, inténtalo de nuevo más tarde',
		EMAIL_IN_USE: 'Este correo ya está vinculado a otra cuenta',
		EMAIL_ALREADY_LINKED: 'Esta cuenta ya tiene un correo',
		EMAIL_REQUIRED: 'Primero vincula un correo a esta cuenta',
		DELETION_SUBMITTED: 'Solicitud de eliminación enviada, espera la revisión',
		CREDITS_INSUFFICIENT: 'Créditos insuficientes',
	},
	fields: {
		required: 'Este campo es obligatorio',
		type: 'Tipo incorrecto',
		format: 'Formato incorrecto',
		tooShort: 'Demasiado corto',
		tooLong: 'Demasiado largo',
		tooSmall: 'Demasiado pequeño',
		tooLarge: 'Demasiado grande',
		notAllowed: 'Valor no permitido',
		unknown: 'Campo desconocido',
		invalid: 'Valor no válido',
	},
	mail: {
		subject: {
			login: 'Tu código de acceso a Lokasi',
			link: 'Confirma tu correo para Lokasi',
			delete: 'Confirma la eliminación de tu cuenta de Lokasi',
		},
		codeBody: 'Tu código de verificación es {code}. Es válido durante 10 minutos. Si no lo has solicitado, ignora este correo.',
	},
	creditsRule: 'Los créditos mensuales gratuitos se usan primero y caducan a fin de mes; los créditos comprados no caducan.',
	report: {
		models: {
			exchange: {
				name: 'Conversión al tipo de cambio oficial',
				doc: 'El importe en USD multiplicado por el tipo de cambio oficial del Banco Mundial (promedio del período) del mismo año.',
			},
			gdpPerCapita: {
				name: 'PIB per cápita nacional como PIB per cápita de la ciudad',
				doc: 'El PIB a nivel de ciudad no se publica en ninguna parte de los datos de Lokasi, por lo que el PIB per cápita nacional sustituye al de la ciudad.',
			},
			gdpGrowth: {
				name: 'Crecimiento real del PIB nacional como crecimiento de la ciudad',
				doc: 'La tasa de crecimiento real del PIB nacional sustituye a la de la ciudad.',
			},
			gdpTotal: {
				name: 'PIB per cápita nacional × población de la ciudad',
				doc: 'PIB de la ciudad estimado como el PIB per cápita nacional multiplicado por la población de la ciudad.',
			},
			gdpSeries: {
				name: 'Serie nacional × proporción de la población en la ciudad',
				doc: 'La serie nacional del PIB multiplicada por la proporción más reciente de la población nacional que vive en la ciudad, mantenida constante.',
			},
			populationSeries: {
				name: 'Serie nacional × proporción de la población en la ciudad',
				doc: 'La serie nacional de población multiplicada por la proporción más reciente de la población nacional que vive en la ciudad, mantenida constante.',
			},
			gdpTrend: {
				name: 'Crecimiento real del PIB nacional como crecimiento real del PIB de la ciudad',
				doc: 'Media del crecimiento real anual del PIB nacional en los últimos {years} años con datos.',
			},
			populationTrend: {
				name: 'Crecimiento de la población nacional como crecimiento de la población de la ciudad',
				doc: 'Media del crecimiento anual de la población nacional en los últimos {years} años con datos.',
			},
			populationGrowth: {
				name: 'Crecimiento de la población nacional como crecimiento de la ciudad',
				doc: 'Las series de población a nivel de ciudad no están en los datos de Lokasi, por lo que se usa en su lugar la tasa de crecimiento nacional.',
			},
			purchasingPower: {
				name: 'Poder adquisitivo nacional como poder adquisitivo de la ciudad',
				doc: 'El PIB per cápita nacional en paridad de poder adquisitivo sustituye al de la ciudad.',
			},
			newStores: {
				name: 'Tiendas vistas por primera vez después de la primera instantánea',
				doc: 'Tiendas ausentes de la primera instantánea del mapa y presentes en una posterior.',
			},
			closedStores: {
				name: 'Tiendas desaparecidas antes de la última instantánea',
				doc: 'Tiendas presentes en una instantánea y ausentes de la última.',
			},
			netIncrease: {
				name: 'Tiendas nuevas menos tiendas cerradas',
				doc: 'Tiendas vistas por primera vez después de la primera instantánea menos tiendas desaparecidas en la última instantánea.',
			},
			annualClosureRate: {
				name: 'Tasa anual de cierre',
				doc: 'Proporción de las tiendas de la primera instantánea que han desaparecido en la última, dividida por los años transcurridos entre ambas.',
			},
			averageOpeningPeriod: {
				name: 'Tiempo medio de apertura hasta ahora',
				doc: 'Tiempo medio desde la primera instantánea en la que aparece cada tienda abierta hasta la última instantánea (un límite inferior).',
			},
			lifespan: {
				name: 'Vida media observada de las tiendas cerradas',
				doc: 'Tiempo medio entre la primera y la última instantánea en las que aparece cada tienda cerrada (un límite inferior).',
			},
			newStoreSurvival: {
				name: 'Supervivencia de tiendas nuevas',
				doc: 'Proporción de las tiendas vistas por primera vez en una instantánea intermedia que siguen en la última instantánea.',
			},
		},
		inputs: {
			amount: 'Importe',
			exchangeRate: 'Tipo de cambio oficial {year} ({economy})',
			nationalValue: 'Valor nacional {year} (WDI)',
			nationalGdpPerCapita: 'PIB per cápita nacional {year} (WDI)',
			nationalPopulation: 'Población nacional {year} (WDI)',
			cityPopulation: 'Población de la ciudad (GeoNames / lista de lugares)',
			cityShare: 'Proporción de la población nacional en la ciudad',
			meanNationalGdpGrowth: 'Crecimiento real medio del PIB nacional',
			meanNationalPopulationGrowth: 'Crecimiento medio de la población nacional',
			nationalPopulationGrowth: 'Crecimiento de la población nacional {year}',
			nationalPurchasingPower: 'PIB per cápita nacional, PPA {year}',
			snapshots: 'Instantáneas',
			storesAtFirstSnapshot: 'Tiendas en la primera instantánea',
			ofThemGone: 'De ellas, desaparecidas',
			years: 'Años',
			openStores: 'Tiendas abiertas',
			closedStores: 'Tiendas cerradas',
			newInIntermediateSnapshots: 'Tiendas nuevas en instantáneas intermedias',
		},
		units: {
			people: 'personas',
			stores: 'tiendas',
			ratio: 'proporción',
			internationalDollars: '$ internacionales',
		},
		notes: {
			nationalEconomy: 'Economía nacional',
			mapChanges: 'Cambios en el mapa entre instantáneas de OpenStreetMap',
			mapStores: 'Tiendas en los datos cartográficos de Lokasi',
			districtsPartlyKnown: 'Distritos conocidos para {known} de {total} tiendas',
			districtsHoldingStores: 'Distritos con al menos una tienda',
		},
		rules: {
			gdpTrend: 'Crecimiento real medio anual del PIB en los últimos {years} años: {bounds}; en otro caso, {floor}; menos de {minYears} años: {noData}.',
			populationTrend: 'Crecimiento medio anual de la población en los últimos {years} años: {bounds}; en otro caso, {floor}; menos de {minYears} años: {noData}.',
			consumption: 'PIB per cápita, PPA: {bounds}; en otro caso, {floor}.',
			investment: 'Puntos: tendencia del PIB y de la población {trendPoints}, en otro caso 0; consumo {ratingPoints}, en otro caso 0. Suma: {bounds}; en otro caso, {floor}.',
		},
	},
} satisfies NamespaceServerTranslation

export default es_server
