import type { Translation } from '../i18n-types.js'

const platform = {
	loading: '加载中...',
	sessionExpired: '会话过期，请重新登录',
	serverBusy: '服务器繁忙请稍后再试[{status}]',
	unknownBusinessError: '未知业务异常',
	tokenTimeout: '无法建立会话，请检查网络后重试。',
	networkError: '网络异常，请检查网络连接后重试。',
	requestTimeout: '请求超时，请重试。',
	notAvailableHere: '此功能在此处不可用，请在 Lokasi App 中使用。',
	linkCopied: '链接已复制',
} satisfies Translation['platform']

export default platform
