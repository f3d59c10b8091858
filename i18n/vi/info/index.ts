import type { NamespaceInfoTranslation } from '../../i18n-types.js'

const vi_info = {
	contact: {
		lead: 'Bạn có câu hỏi về báo cáo, tín dụng hay tài khoản? Chúng tôi luôn sẵn lòng hỗ trợ.',
		chat: 'Trò chuyện với chúng tôi',
		chatText: 'Chăm sóc khách hàng trực tuyến',
		call: 'Gọi cho chúng tôi',
		email: 'Viết thư cho chúng tôi',
		notAvailable: 'Tùy chọn này không khả dụng ở đây',
	},
	about: {
		lead: 'Lokasi giúp chủ cửa hàng, nhà đầu tư và người tìm mặt bằng chọn địa điểm bằng dữ liệu công khai, số đếm của chính họ và các mô hình minh bạch.',
		version: 'Phiên bản ứng dụng',
		sources: 'Nguồn dữ liệu và giấy phép',
		sourcesLead: 'Lokasi được xây dựng trên dữ liệu mở. Chúng tôi cảm ơn các đơn vị công bố dưới đây; mỗi con số trong báo cáo đều ghi rõ bộ dữ liệu gốc.',
		agreement: 'Thỏa thuận người dùng và chính sách quyền riêng tư',
		software: 'Phần mềm',
	},
	agreement: {
		intro: 'Khi sử dụng Lokasi, bạn chấp nhận thỏa thuận này. Vui lòng đọc cùng phần quyền riêng tư bên dưới.',
		serviceTitle: '1. Dịch vụ',
		serviceText: 'Lokasi cung cấp báo cáo vị trí, phân tích kinh doanh bằng AI và công cụ chọn mặt bằng cửa hàng. Mỗi con số được gắn nhãn là thống kê công khai, số đo thực tế, số đếm của người dùng hoặc ước tính theo mô hình. Báo cáo hỗ trợ quyết định của bạn nhưng không bảo đảm kết quả kinh doanh.',
		accountTitle: '2. Tài khoản của bạn',
		accountText: 'Bạn có thể dùng Lokasi mà không cần đăng ký: chúng tôi tạo một tài khoản ẩn danh được nhận diện bằng một mã thông báo ngẫu nhiên lưu trên thiết bị của bạn. Bạn có thể liên kết địa chỉ email để giữ quyền lợi trên thiết bị khác. Bất kỳ ai có mã thông báo của bạn đều có thể dùng tài khoản, vì vậy hãy giữ thiết bị an toàn.',
		creditsTitle: '3. Tín dụng và hội viên',
		creditsText: 'Một số phân tích được mở khóa bằng tín dụng. Hội viên nhận tín dụng miễn phí mỗi tháng. Gói đăng ký có thể hủy bất cứ lúc nào trước khi gia hạn, và các giao dịch mua có thể được khôi phục. Việc thanh toán do cửa hàng ứng dụng hoặc nhà cung cấp thanh toán bạn chọn xử lý.',
		useTitle: '4. Sử dụng hợp lý',
		useText: 'Không cố truy cập tài khoản của người khác, làm gián đoạn dịch vụ hoặc bán lại báo cáo khi chưa được phép. Chỉ đếm lưu lượng người qua lại ở nơi công cộng và theo đúng pháp luật địa phương.',
		dataTitle: '5. Chúng tôi thu thập gì',
		dataText: 'Chúng tôi lưu mã thông báo tài khoản, địa chỉ email nếu bạn liên kết, ngôn ngữ, các báo cáo bạn yêu cầu, số đếm của bạn, cùng lượt xem trang và sự kiện giúp chúng tôi cải thiện Lokasi. Thông tin chẩn đoán yêu cầu lưu trên thiết bị của bạn không bao giờ chứa mã thông báo hay địa chỉ email. Chúng tôi không bán dữ liệu cá nhân.',
		protectTitle: '6. Cách chúng tôi bảo vệ',
		protectText: 'Dữ liệu được truyền qua HTTPS, và một số phản hồi còn được mã hóa thêm cho phiên của bạn. Chỉ nhân viên cần thiết mới truy cập được dữ liệu đã lưu.',
		choicesTitle: '7. Lựa chọn của bạn',
		choicesText: 'Bạn có thể đổi ngôn ngữ bất cứ lúc nào, yêu cầu xóa tài khoản trong trung tâm hội viên (xác nhận bằng mã gửi tới email của bạn) và hỏi chúng tôi về dữ liệu của bạn qua mục Liên hệ.',
		sourcesTitle: '8. Dữ liệu mở',
		sourcesText: 'Báo cáo sử dụng dữ liệu mở từ Ngân hàng Thế giới, Liên Hợp Quốc, những người đóng góp OpenStreetMap, GeoNames, các cơ quan công quyền Singapore và các nguồn khác, theo giấy phép liệt kê tại trang Về chúng tôi.',
	},
} satisfies NamespaceInfoTranslation

export default vi_info
