import type { Translation } from '../i18n-types.js'

const platform = {
	loading: 'Carregando...',
	sessionExpired: 'Sessão expirada, faça login novamente',
	serverBusy: 'Servidor ocupado, tente novamente mais tarde[{status}]',
	unknownBusinessError: 'Erro de negócio desconhecido',
	tokenTimeout: 'Não foi possível iniciar a sessão. Verifique sua conexão e tente novamente.',
	networkError: 'Erro de rede. Verifique sua conexão e tente novamente.',
	requestTimeout: 'A solicitação demorou demais. Tente novamente.',
	notAvailableHere: 'Este recurso não está disponível aqui. Use o aplicativo Lokasi.',
	linkCopied: 'Link copiado',
} satisfies Translation['platform']

export default platform
