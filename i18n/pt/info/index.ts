import type { NamespaceInfoTranslation } from '../../i18n-types.js'

const pt_info = {
	contact: {
		lead: 'Dúvidas sobre um relatório, seus créditos ou sua conta? Teremos prazer em ajudar.',
		chat: 'Converse com a gente',
		chatText: 'Atendimento on-line',
		call: 'Ligue para nós',
		email: 'Escreva para nós',
		notAvailable: 'Esta opção não está disponível aqui',
	},
	about: {
		lead: 'A Lokasi ajuda lojistas, investidores e prospectores de pontos a escolher locais com dados públicos, suas próprias contagens e modelos transparentes.',
		version: 'Versão do aplicativo',
		sources: 'Fontes de dados e licenças',
		sourcesLead: 'A Lokasi é construída sobre dados abertos. Agradecemos aos publicadores abaixo; cada número de um relatório indica o conjunto de dados de onde vem.',
		agreement: 'Termos de uso e política de privacidade',
		software: 'Software',
	},
	agreement: {
		intro: 'Ao usar a Lokasi, você aceita estes termos. Leia-os junto com a seção de privacidade abaixo.',
		serviceTitle: '1. O serviço',
		serviceText: 'A Lokasi oferece relatórios de localização, análises de negócio com IA e ferramentas para escolher pontos comerciais. Cada número é identificado como estatística pública, medição, contagem do usuário ou estimativa de modelo. Os relatórios apoiam suas decisões, mas não garantem resultados comerciais.',
		accountTitle: '2. Sua conta',
		accountText: 'Você pode usar a Lokasi sem se cadastrar: criamos uma conta anônima identificada por um token aleatório salvo no seu aparelho. Você pode vincular um endereço de e-mail para manter seus benefícios em outros aparelhos. Qualquer pessoa com o seu token pode usar sua conta, então mantenha seu aparelho seguro.',
		creditsTitle: '3. Créditos e assinatura',
		creditsText: 'Algumas análises são desbloqueadas com créditos. Os membros recebem créditos gratuitos todo mês. A assinatura pode ser cancelada a qualquer momento antes da renovação, e as compras podem ser restauradas. Os pagamentos são processados pela loja ou pelo provedor de pagamento que você escolher.',
		useTitle: '4. Uso justo',
		useText: 'Não tente acessar outras contas, prejudicar o serviço ou revender relatórios sem permissão. Conte o fluxo de pessoas apenas em locais públicos e de acordo com a lei local.',
		dataTitle: '5. O que coletamos',
		dataText: 'Guardamos o token da sua conta, o endereço de e-mail se você vincular um, seu idioma, os relatórios que você solicita, suas contagens e as visualizações de página e eventos que nos ajudam a melhorar a Lokasi. Os diagnósticos de requisições guardados no seu aparelho nunca contêm tokens nem endereços de e-mail. Não vendemos dados pessoais.',
		protectTitle: '6. Como protegemos',
		protectText: 'Os dados trafegam por HTTPS, e algumas respostas são também criptografadas para a sua sessão. Somente a equipe que precisa de acesso pode consultar os dados armazenados.',
		choicesTitle: '7. Suas escolhas',
		choicesText: 'Você pode mudar o idioma a qualquer momento, pedir a exclusão da sua conta na central do membro (confirmada por um código enviado ao seu e-mail) e nos perguntar sobre seus dados pelo Fale conosco.',
		sourcesTitle: '8. Dados abertos',
		sourcesText: 'Os relatórios usam dados abertos do Banco Mundial, das Nações Unidas, dos colaboradores do OpenStreetMap, do GeoNames, de órgãos públicos de Singapura e de outros, sob as licenças listadas na página Sobre nós.',
	},
} satisfies NamespaceInfoTranslation

export default pt_info
