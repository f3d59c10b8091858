import type { NamespaceRecommendationTranslation } from '../../i18n-types.js'

// Server texts of the location recommendation and the report relay; see the English file for what each one is.
const vi_recommendation = {
	reason: "{factor}: {points} trên {max} điểm. {why}",
	method: "{cells} ô ứng viên khoảng 0,1 km² trên khắp {city}, mỗi ô được chấm cho {industry} bằng công cụ chấm điểm địa điểm trong bán kính {radius} m; ô tốt nhất của mỗi khu lân cận {separation} m được tinh chỉnh đến bảy ô con; thị phần từ mô hình hấp dẫn Huff trên cư dân HDB trong bán kính {radius} m.",
	methodRoom: "Các địa điểm được xếp theo điểm vị trí × (½ + ½ × dư địa): dư địa đầy đủ khi số cửa hàng tối đa bằng bốn phần năm số nhu cầu nuôi được (mô hình đếm khớp trên các ô của thành phố) và bằng không khi gấp đôi.",
	room: {
		name: "Dư địa thị trường",
		text: "Nhu cầu trong khu vực thương mại nuôi được khoảng {expected} cửa hàng {industry}; hiện có {existing}.",
		notMapped: "Chưa biết dư địa: nguồn bản đồ không có {industry} nào ở thành phố này.",
	},
	share: {
		name: "Thị phần Huff",
		doc: "Cư dân mỗi khối HDB chọn địa điểm này hoặc một cửa hàng cùng ngành hiện có với xác suất tỷ lệ với sức hút^α ÷ khoảng cách^β (Huff 1963); thị phần là trung bình có trọng số theo cư dân. Không nguồn nào đo quy mô cửa hàng nên mọi cửa hàng được xem là hấp dẫn như nhau.",
		residents: "Cư dân trong khu vực thương mại",
		competitors: "Cửa hàng cạnh tranh trong {distance} m",
		alpha: "Số mũ sức hút α",
		beta: "Số mũ suy giảm theo khoảng cách β",
		noResidents: "Không có cư dân HDB trong khu vực thương mại",
		coverage: "Độ phủ bản đồ của ngành (tỷ lệ tìm thấy so với danh sách chính thức)",
		docCoverage: "Bản đồ ghi khoảng {recall} số cửa hàng của ngành (đo so với danh sách chính thức), nên mỗi đối thủ trên bản đồ được tính là 1 ÷ {recall} cửa hàng.",
		notMapped: "Nguồn bản đồ không có {industry} nào ở thành phố này: không thể đếm đối thủ nên không đưa ra thị phần",
		notMeasured: "Không có danh sách chính thức nào kiểm tra bản đồ ghi {industry} ở đây đầy đủ đến đâu: đối thủ bị thiếu sẽ thổi phồng thị phần nên không đưa ra",
		noCompetitors: "Không có đối thủ nào trên bản đồ trong {distance} m, và bản đồ còn sót: thị phần sẽ trông như độc quyền vì thiếu dữ liệu",
	},
	noCityData: "Chưa có dữ liệu toàn thành phố cho {city}: đề xuất cần các khu quy hoạch, cửa hàng và cư dân của thành phố",
	unnamed: "Cửa hàng không tên",
	relay: {
		reading: "Đang đọc {city}, {country}: dữ liệu đã nhập của thành phố",
		assessing: "Đánh giá: {assessment} cho {industry}",
		assessingBrand: "Đánh giá: {assessment} cho {brand} ({industry})",
		recommendation: "đề xuất địa điểm",
		analysis: "phân tích AI tại một điểm",
		planCells: "Đang lập kế hoạch tìm kiếm: {cells} ô ứng viên trên các khu quy hoạch của thành phố, chấm trong bán kính {radius} m",
		planPoint: "Đang lập kế hoạch phân tích tại {lat}, {lon} trong bán kính {radius} m",
		scoring: "Đang chấm từng ô với cửa hàng, trạm xe buýt, ga tàu, lưu lượng hành khách và cư dân HDB xung quanh",
		modelling: "Đang mô hình hóa thị phần của các địa điểm tốt nhất so với cửa hàng hiện có (Huff)",
		gathering: "Đang đọc cửa hàng, giao thông, cư dân HDB và lưu lượng ga quanh điểm",
		unlocking: "Đang viết phân tích: điểm số, khu vực thương mại, cạnh tranh và khách hàng",
		ready: "Báo cáo đã sẵn sàng",
	},
} satisfies NamespaceRecommendationTranslation

export default vi_recommendation
