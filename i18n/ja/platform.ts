import type { Translation } from '../i18n-types.js'

const platform = {
	loading: '読み込み中...',
	sessionExpired: 'セッションの有効期限が切れました。再度ログインしてください',
	serverBusy: 'サーバーが混み合っています。しばらくしてから再度お試しください[{status}]',
	unknownBusinessError: '不明な業務エラー',
	tokenTimeout: 'セッションを開始できませんでした。接続を確認して再度お試しください。',
	networkError: 'ネットワークエラーです。接続を確認して再度お試しください。',
	requestTimeout: 'リクエストがタイムアウトしました。再度お試しください。',
	notAvailableHere: 'この機能はここでは利用できません。Lokasiアプリをご利用ください。',
	linkCopied: 'リンクをコピーしました',
} satisfies Translation['platform']

export default platform
