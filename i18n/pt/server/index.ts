import type { NamespaceServerTranslation } from '../../i18n-types.js'

const pt_server = {
	codes: {
		OK: 'Sucesso',
		VALIDATION_FAILED: 'Alguns campos são inválidos',
		MALFORMED_JSON: 'O corpo da solicitação não é um JSON válido',
		BODY_TOO_LARGE: 'O corpo da solicitação é grande demais',
		UNSUPPORTED_MEDIA_TYPE: 'Tipo de conteúdo não suportado',
		ENCRYPTION_REQUIRED: 'Esta solicitação exige uma resposta criptografada',
		ENCRYPTION_KEY_UNKNOWN: 'Chave de criptografia desconhecida ou expirada',
		BAD_REQUEST: 'Solicitação inválida',
		UNAUTHORIZED: 'Sessão expirada, faça login novamente',
		FORBIDDEN: 'Você não tem permissão para fazer isso',
		NOT_FOUND: 'Não encontrado',
		METHOD_NOT_ALLOWED: 'Método não permitido',
		CONFLICT: 'Isto entra em conflito com o estado atual',
		RATE_LIMITED: 'Muitas solicitações, tente novamente mais tarde',
		INTERNAL: 'Servidor ocupado, tente novamente mais tarde',
		UNAVAILABLE: 'Serviço temporariamente indisponível',
		CODE_SENT: 'Código de verificação enviado',
		CODE_SEND_FAILED: 'Falha ao enviar o código, tente novamente',
		CODE_INCORRECT: 'Código incorreto, digite novamente',
		CODE_INVALID: 'Erro no código de verificação',
		CODE_TOO_SOON: 'Aguarde um minuto antes de pedir outro código',
		CODE_SEND_LIMIT: 'Muitos códigos solicitados, tente novamente mais tarde',
		EMAIL_IN_USE: 'Este e-mail já está vinculado a outra conta',
		EMAIL_ALREADY_LINKED: 'Esta conta já tem um e-mail',
		EMAIL_REQUIRED: 'Vincule primeiro um e-mail a esta conta',
		DELETION_SUBMITTED: 'Pedido de exclusão enviado, aguarde a análise',
		CREDITS_INSUFFICIENT: 'Créditos insuficientes',
	},
	fields: {
		required: 'Este campo é obrigatório',
		type: 'Tipo incorreto',
		format: 'Formato incorreto',
		tooShort: 'Muito curto',
		tooLong: 'Muito longo',
		tooSmall: 'Muito pequeno',
		tooLarge: 'Muito grande',
		notAllowed: 'Valor não permitido',
		unknown: 'Campo desconhecido',
		invalid: 'Valor inválido',
	},
	mail: {
		subject: {
			login: 'Seu código de acesso ao Lokasi',
			link: 'Confirme seu e-mail no Lokasi',
			delete: 'Confirme a exclusão da sua conta Lokasi',
		},
		codeBody: 'Seu código de verificação é {code}. Ele é válido por 10 minutos. Se você não o solicitou, ignore este e-mail.',
	},
	creditsRule: 'Os créditos mensais gratuitos são usados primeiro e expiram no fim do mês; os créditos comprados não expiram.',
	report: {
		models: {
			exchange: {
				name: 'Conversão à taxa de câmbio oficial',
				doc: 'O valor em USD multiplicado pela taxa de câmbio oficial do Banco Mundial (média do período) do mesmo ano.',
			},
			gdpPerCapita: {
				name: 'PIB per capita nacional como PIB per capita da cidade',
				doc: 'O PIB no nível da cidade não é publicado em nenhum lugar nos dados do Lokasi, por isso o PIB per capita nacional substitui o da cidade.',
			},
			gdpGrowth: {
				name: 'Crescimento real do PIB nacional como crescimento da cidade',
				doc: 'A taxa de crescimento real do PIB nacional substitui a da cidade.',
			},
			gdpTotal: {
				name: 'PIB per capita nacional × população da cidade',
				doc: 'PIB da cidade estimado como o PIB per capita nacional multiplicado pela população da cidade.',
			},
			gdpSeries: {
				name: 'Série nacional × participação da cidade na população',
				doc: 'A série nacional do PIB multiplicada pela participação mais recente da cidade na população nacional, mantida constante.',
			},
			populationSeries: {
				name: 'Série nacional × participação da cidade na população',
				doc: 'A série nacional da população multiplicada pela participação mais recente da cidade na população nacional, mantida constante.',
			},
			gdpTrend: {
				name: 'Crescimento real do PIB nacional como crescimento real do PIB da cidade',
				doc: 'Média do crescimento real anual do PIB nacional nos últimos {years} anos com dados.',
			},
			populationTrend: {
				name: 'Crescimento populacional nacional como crescimento populacional da cidade',
				doc: 'Média do crescimento populacional anual nacional nos últimos {years} anos com dados.',
			},
			populationGrowth: {
				name: 'Crescimento populacional nacional como crescimento da cidade',
				doc: 'Séries de população no nível da cidade não constam dos dados do Lokasi, por isso a taxa de crescimento nacional é usada no lugar.',
			},
			purchasingPower: {
				name: 'Poder de compra nacional como poder de compra da cidade',
				doc: 'O PIB per capita nacional em paridade do poder de compra substitui o da cidade.',
			},
			newStores: {
				name: 'Lojas vistas pela primeira vez após o primeiro instantâneo',
				doc: 'Lojas ausentes do primeiro instantâneo do mapa e presentes em um posterior.',
			},
			closedStores: {
				name: 'Lojas desaparecidas antes do instantâneo mais recente',
				doc: 'Lojas presentes em um instantâneo e ausentes do mais recente.',
			},
			netIncrease: {
				name: 'Lojas novas menos lojas fechadas',
				doc: 'Lojas vistas pela primeira vez após o primeiro instantâneo menos lojas desaparecidas até o instantâneo mais recente.',
			},
			annualClosureRate: {
				name: 'Taxa anual de fechamento',
				doc: 'Parcela das lojas do primeiro instantâneo desaparecidas até o mais recente, dividida pelos anos entre os dois.',
			},
			averageOpeningPeriod: {
				name: 'Tempo médio de funcionamento até agora',
				doc: 'Tempo médio desde o primeiro instantâneo que mostra cada loja aberta até o instantâneo mais recente (um limite inferior).',
			},
			lifespan: {
				name: 'Tempo de vida médio observado das lojas fechadas',
				doc: 'Tempo médio entre o primeiro e o último instantâneo que mostram cada loja fechada (um limite inferior).',
			},
			newStoreSurvival: {
				name: 'Sobrevivência de lojas novas',
				doc: 'Parcela das lojas vistas pela primeira vez em um instantâneo intermediário que ainda estão no instantâneo mais recente.',
			},
		},
		inputs: {
			amount: 'Valor',
			exchangeRate: 'Taxa de câmbio oficial {year} ({economy})',
			nationalValue: 'Valor nacional {year} (WDI)',
			nationalGdpPerCapita: 'PIB per capita nacional {year} (WDI)',
			nationalPopulation: 'População nacional {year} (WDI)',
			cityPopulation: 'População da cidade (GeoNames / lista de locais)',
			cityShare: 'Participação da cidade na população nacional',
			meanNationalGdpGrowth: 'Crescimento real médio do PIB nacional',
			meanNationalPopulationGrowth: 'Crescimento populacional nacional médio',
			nationalPopulationGrowth: 'Crescimento populacional nacional {year}',
			nationalPurchasingPower: 'PIB per capita nacional, PPC {year}',
			snapshots: 'Instantâneos',
			storesAtFirstSnapshot: 'Lojas no primeiro instantâneo',
			ofThemGone: 'Delas, desaparecidas',
			years: 'Anos',
			openStores: 'Lojas abertas',
			closedStores: 'Lojas fechadas',
			newInIntermediateSnapshots: 'Lojas novas em instantâneos intermediários',
		},
		units: {
			people: 'pessoas',
			stores: 'lojas',
			ratio: 'razão',
			internationalDollars: '$ internacionais',
		},
		notes: {
			nationalEconomy: 'Economia nacional',
			mapChanges: 'Mudanças no mapa entre instantâneos do OpenStreetMap',
			mapStores: 'Lojas nos dados de mapa do Lokasi',
			districtsPartlyKnown: 'Distritos conhecidos para {known} de {total} lojas',
			districtsHoldingStores: 'Distritos com pelo menos uma loja',
		},
		rules: {
			gdpTrend: 'Crescimento real médio anual do PIB nos últimos {years} anos: {bounds}; caso contrário, {floor}; menos de {minYears} anos: {noData}.',
			populationTrend: 'Crescimento populacional médio anual nos últimos {years} anos: {bounds}; caso contrário, {floor}; menos de {minYears} anos: {noData}.',
			consumption: 'PIB per capita, PPC: {bounds}; caso contrário, {floor}.',
			investment: 'Pontos: tendência do PIB e da população {trendPoints}, caso contrário 0; consumo {ratingPoints}, caso contrário 0. Soma: {bounds}; caso contrário, {floor}.',
		},
	},
} satisfies NamespaceServerTranslation

export default pt_server
