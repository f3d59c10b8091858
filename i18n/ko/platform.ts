import type { Translation } from '../i18n-types.js'

const platform = {
	loading: '로딩 중...',
	sessionExpired: '세션이 만료되었습니다. 다시 로그인해 주세요',
	serverBusy: '서버가 혼잡합니다. 잠시 후 다시 시도해 주세요[{status}]',
	unknownBusinessError: '알 수 없는 업무 오류',
	tokenTimeout: '세션을 시작할 수 없습니다. 연결을 확인하고 다시 시도해 주세요.',
	networkError: '네트워크 오류입니다. 연결을 확인하고 다시 시도해 주세요.',
	requestTimeout: '요청 시간이 초과되었습니다. 다시 시도해 주세요.',
	notAvailableHere: '이 기능은 여기에서 사용할 수 없습니다. Lokasi 앱을 이용해 주세요.',
	linkCopied: '링크가 복사되었습니다',
} satisfies Translation['platform']

export default platform
