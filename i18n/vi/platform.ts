import type { Translation } from '../i18n-types.js'

const platform = {
	loading: 'Đang tải...',
	sessionExpired: 'Phiên đã hết hạn, vui lòng đăng nhập lại',
	serverBusy: 'Máy chủ đang bận, vui lòng thử lại sau[{status}]',
	unknownBusinessError: 'Lỗi nghiệp vụ không xác định',
	tokenTimeout: 'Không thể bắt đầu phiên. Vui lòng kiểm tra kết nối và thử lại.',
	networkError: 'Lỗi mạng. Vui lòng kiểm tra kết nối và thử lại.',
	requestTimeout: 'Yêu cầu mất quá nhiều thời gian. Vui lòng thử lại.',
	notAvailableHere: 'Tính năng này không khả dụng ở đây. Vui lòng dùng ứng dụng Lokasi.',
	linkCopied: 'Đã sao chép liên kết',
} satisfies Translation['platform']

export default platform
