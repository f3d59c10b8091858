import type { NamespaceServerTranslation } from '../../i18n-types.js'

const vi_server = {
	codes: {
		OK: 'Thành công',
		VALIDATION_FAILED: 'Một số trường không hợp lệ',
		MALFORMED_JSON: 'Nội dung yêu cầu không phải JSON hợp lệ',
		BODY_TOO_LARGE: 'Nội dung yêu cầu quá lớn',
		UNSUPPORTED_MEDIA_TYPE: 'Loại nội dung không được hỗ trợ',
		ENCRYPTION_REQUIRED: 'Yêu cầu này cần phản hồi được mã hóa',
		ENCRYPTION_KEY_UNKNOWN: 'Khóa mã hóa không xác định hoặc đã hết hạn',
		BAD_REQUEST: 'Yêu cầu không hợp lệ',
		UNAUTHORIZED: 'Phiên đã hết hạn, vui lòng đăng nhập lại',
		FORBIDDEN: 'Bạn không được phép làm điều này',
		NOT_FOUND: 'Không tìm thấy',
		METHOD_NOT_ALLOWED: 'Phương thức không được phép',
		CONFLICT: 'Điều này xung đột với trạng thái hiện tại',
		RATE_LIMITED: 'Quá nhiều yêu cầu, vui lòng thử lại sau',
		INTERNAL: 'Máy chủ đang bận, vui lòng thử lại sau',
		UNAVAILABLE: 'Dịch vụ tạm thời không khả dụng',
		CODE_SENT: 'Đã gửi mã xác minh',
		CODE_SEND_FAILED: 'Gửi mã thất bại, vui lòng thử lại',
		CODE_INCORRECT: 'Mã không đúng, vui lòng nhập lại',
		CODE_INVALID: 'Lỗi mã xác minh',
		CODE_TOO_SOON: 'Vui lòng đợi một phút trước khi yêu cầu mã khác',
		CODE_SEND_LIMIT: 'Yêu cầu mã quá nhiều lần, vui lòng thử lại sau',
		EMAIL_IN_USE: 'Email này đã được liên kết với tài khoản khác',
		EMAIL_ALREADY_LINKED: 'Tài khoản này đã có email',
		EMAIL_REQUIRED: 'Vui lòng liên kết email với tài khoản này trước',
		DELETION_SUBMITTED: 'Đã gửi yêu cầu xóa, vui lòng chờ xét duyệt',
		CREDITS_INSUFFICIENT: 'Không đủ tín dụng',
	},
	fields: {
		required: 'Trường này là bắt buộc',
		type: 'Sai kiểu',
		format: 'Sai định dạng',
		tooShort: 'Quá ngắn',
		tooLong: 'Quá dài',
		tooSmall: 'Quá nhỏ',
		tooLarge: 'Quá lớn',
		notAllowed: 'Giá trị không được phép',
		unknown: 'Trường không xác định',
		invalid: 'Giá trị không hợp lệ',
	},
	mail: {
		subject: {
			login: 'Mã đăng nhập Lokasi của bạn',
			link: 'Xác nhận email của bạn cho Lokasi',
			delete: 'Xác nhận xóa tài khoản Lokasi của bạn',
		},
		codeBody: 'Mã xác minh của bạn là {code}. Mã có hiệu lực trong 10 phút. Nếu bạn không yêu cầu, hãy bỏ qua email này.',
	},
	creditsRule: 'Tín dụng miễn phí hằng tháng được dùng trước và hết hạn vào cuối tháng; tín dụng đã mua không hết hạn.',
	report: {
		models: {
			exchange: {
				name: 'Quy đổi theo tỷ giá hối đoái chính thức',
				doc: 'Số tiền USD nhân với tỷ giá hối đoái chính thức của Ngân hàng Thế giới (bình quân kỳ) của cùng năm.',
			},
			gdpPerCapita: {
				name: 'GDP bình quân đầu người quốc gia làm GDP bình quân đầu người của thành phố',
				doc: 'GDP cấp thành phố không được công bố ở đâu trong dữ liệu của Lokasi, nên GDP bình quân đầu người quốc gia được dùng thay cho thành phố.',
			},
			gdpGrowth: {
				name: 'Tăng trưởng GDP thực quốc gia làm tăng trưởng của thành phố',
				doc: 'Tốc độ tăng trưởng GDP thực của quốc gia được dùng thay cho thành phố.',
			},
			gdpTotal: {
				name: 'GDP bình quân đầu người quốc gia × dân số thành phố',
				doc: 'GDP của thành phố được ước tính bằng GDP bình quân đầu người quốc gia nhân với dân số thành phố.',
			},
			gdpSeries: {
				name: 'Chuỗi quốc gia × tỷ trọng dân số của thành phố',
				doc: 'Chuỗi GDP quốc gia nhân với tỷ trọng mới nhất của thành phố trong dân số cả nước, được giữ cố định.',
			},
			populationSeries: {
				name: 'Chuỗi quốc gia × tỷ trọng dân số của thành phố',
				doc: 'Chuỗi dân số quốc gia nhân với tỷ trọng mới nhất của thành phố trong dân số cả nước, được giữ cố định.',
			},
			gdpTrend: {
				name: 'Tăng trưởng GDP thực quốc gia làm tăng trưởng GDP thực của thành phố',
				doc: 'Trung bình tăng trưởng GDP thực hằng năm của quốc gia trong {years} năm gần nhất có dữ liệu.',
			},
			populationTrend: {
				name: 'Tăng trưởng dân số quốc gia làm tăng trưởng dân số thành phố',
				doc: 'Trung bình tăng trưởng dân số hằng năm của quốc gia trong {years} năm gần nhất có dữ liệu.',
			},
			populationGrowth: {
				name: 'Tăng trưởng dân số quốc gia làm tăng trưởng của thành phố',
				doc: 'Dữ liệu của Lokasi không có chuỗi dân số cấp thành phố, nên tốc độ tăng trưởng quốc gia được dùng thay thế.',
			},
			purchasingPower: {
				name: 'Sức mua quốc gia làm sức mua của thành phố',
				doc: 'GDP bình quân đầu người quốc gia theo sức mua tương đương được dùng thay cho thành phố.',
			},
			newStores: {
				name: 'Cửa hàng xuất hiện lần đầu sau ảnh chụp đầu tiên',
				doc: 'Cửa hàng không có trong ảnh chụp bản đồ đầu tiên và có trong một ảnh chụp sau đó.',
			},
			closedStores: {
				name: 'Cửa hàng biến mất trước ảnh chụp mới nhất',
				doc: 'Cửa hàng có trong một ảnh chụp và không có trong ảnh chụp mới nhất.',
			},
			netIncrease: {
				name: 'Cửa hàng mới trừ cửa hàng đóng cửa',
				doc: 'Số cửa hàng xuất hiện lần đầu sau ảnh chụp đầu tiên trừ số cửa hàng đã biến mất tính đến ảnh chụp mới nhất.',
			},
			annualClosureRate: {
				name: 'Tỷ lệ đóng cửa hằng năm',
				doc: 'Tỷ lệ cửa hàng của ảnh chụp đầu tiên đã biến mất tính đến ảnh chụp mới nhất, chia cho số năm giữa hai ảnh chụp.',
			},
			averageOpeningPeriod: {
				name: 'Thời gian hoạt động trung bình tính đến nay',
				doc: 'Thời gian trung bình từ ảnh chụp đầu tiên có mỗi cửa hàng đang mở đến ảnh chụp mới nhất (một cận dưới).',
			},
			lifespan: {
				name: 'Tuổi thọ quan sát trung bình của cửa hàng đã đóng cửa',
				doc: 'Thời gian trung bình giữa ảnh chụp đầu tiên và cuối cùng có mỗi cửa hàng đã đóng cửa (một cận dưới).',
			},
			newStoreSurvival: {
				name: 'Khả năng tồn tại của cửa hàng mới',
				doc: 'Tỷ lệ cửa hàng xuất hiện lần đầu trong một ảnh chụp trung gian và vẫn còn trong ảnh chụp mới nhất.',
			},
		},
		inputs: {
			amount: 'Số tiền',
			exchangeRate: 'Tỷ giá hối đoái chính thức {year} ({economy})',
			nationalValue: 'Giá trị quốc gia {year} (WDI)',
			nationalGdpPerCapita: 'GDP bình quân đầu người quốc gia {year} (WDI)',
			nationalPopulation: 'Dân số quốc gia {year} (WDI)',
			cityPopulation: 'Dân số thành phố (GeoNames / danh sách địa điểm)',
			cityShare: 'Tỷ trọng của thành phố trong dân số cả nước',
			meanNationalGdpGrowth: 'Tăng trưởng GDP thực trung bình của quốc gia',
			meanNationalPopulationGrowth: 'Tăng trưởng dân số trung bình của quốc gia',
			nationalPopulationGrowth: 'Tăng trưởng dân số quốc gia {year}',
			nationalPurchasingPower: 'GDP bình quân đầu người quốc gia, PPP {year}',
			snapshots: 'Ảnh chụp',
			storesAtFirstSnapshot: 'Cửa hàng trong ảnh chụp đầu tiên',
			ofThemGone: 'Trong đó đã biến mất',
			years: 'Số năm',
			openStores: 'Cửa hàng đang mở',
			closedStores: 'Cửa hàng đã đóng cửa',
			newInIntermediateSnapshots: 'Cửa hàng mới trong các ảnh chụp trung gian',
		},
		units: {
			people: 'người',
			stores: 'cửa hàng',
			ratio: 'tỷ lệ',
			internationalDollars: 'đô la quốc tế',
		},
		notes: {
			nationalEconomy: 'Kinh tế quốc gia',
			mapChanges: 'Thay đổi bản đồ giữa các ảnh chụp OpenStreetMap',
			mapStores: 'Cửa hàng trong dữ liệu bản đồ của Lokasi',
			districtsPartlyKnown: 'Đã biết quận của {known} trên {total} cửa hàng',
			districtsHoldingStores: 'Các quận có ít nhất một cửa hàng',
		},
		rules: {
			gdpTrend: 'Tăng trưởng GDP thực trung bình hằng năm trong {years} năm gần nhất: {bounds}, nếu không thì {floor}; dưới {minYears} năm: {noData}.',
			populationTrend: 'Tăng trưởng dân số trung bình hằng năm trong {years} năm gần nhất: {bounds}, nếu không thì {floor}; dưới {minYears} năm: {noData}.',
			consumption: 'GDP bình quân đầu người, PPP: {bounds}, nếu không thì {floor}.',
			investment: 'Điểm: xu hướng GDP và dân số {trendPoints}, nếu không thì 0; tiêu dùng {ratingPoints}, nếu không thì 0. Tổng: {bounds}, nếu không thì {floor}.',
		},
	},
} satisfies NamespaceServerTranslation

export default vi_server
