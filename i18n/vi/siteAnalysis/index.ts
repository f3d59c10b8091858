import type { NamespaceSiteAnalysisTranslation } from '../../i18n-types.js'

// Server texts of the AI site analysis (server/area/ai-analysis); see the English file for what each one is.
const vi_siteAnalysis = {
	tiers: {
		prime: "Đắc địa",
		premium: "Cao cấp",
		standard: "Tiêu chuẩn",
		marginal: "Cận biên",
		poor: "Kém",
	},
	advice: {
		pursueActively: "Tích cực theo đuổi",
		recommended: "Nên chọn",
		considerCarefully: "Cân nhắc kỹ",
		proceedWithCaution: "Thận trọng khi tiến hành",
		rejectImmediately: "Loại bỏ ngay",
	},
	match: {
		completeOverlap: "Trùng khớp hoàn toàn",
		highlyCompatible: "Rất phù hợp",
		moderatelyMatched: "Phù hợp vừa phải",
		mildlyRelated: "Hơi liên quan",
		noResemblance: "Không tương đồng",
	},
	factors: {
		demand: "Nhu cầu",
		complementarity: "Điểm thu hút bổ trợ",
		accessibility: "Khả năng tiếp cận",
		spendingPower: "Sức chi tiêu",
		competition: "Cạnh tranh",
		cannibalisation: "Tự cạnh tranh với cửa hàng cùng thương hiệu",
	},
	rules: {
		tier: "Điểm trên 100: {bounds}",
		tierBound: "{label} từ {min}",
		match: "Tỷ lệ người trong khu vực thuộc nhóm mục tiêu ({target}): {bounds}",
		notClassified: "Chưa phân loại: dữ liệu không có giá trị này",
	},
	models: {
		score: {
			name: "Điểm tổng hợp vị trí",
			doc: "Giá trị của mỗi yếu tố từ 0 đến 1 × trọng số của nhóm ngành, cộng lại thành điểm trên 100; trọng số được kiểm chứng với vị trí các cửa hàng thật của ngành.",
		},
		consumers: {
			name: "Số người tiêu dùng",
			doc: "Cư dân và người làm việc trong bán kính, cùng số hành khách trung bình mỗi ngày của các ga, mỗi người tính một lần mỗi ngày.",
		},
		capacity: {
			name: "Sức chứa cửa hàng dự kiến",
			doc: "Số người tiêu dùng của khu thương mại ÷ số người tiêu dùng trên mỗi cửa hàng của ngành này trong toàn thành phố.",
		},
	},
	notes: {
		noAtv: "Không đủ dữ liệu: không nguồn nào công bố giá trị giao dịch trung bình của cửa hàng ở đây",
		noFrequency: "Không đủ dữ liệu: không nguồn nào công bố tần suất mua của khách hàng",
		noPayback: "Không đủ dữ liệu: thời gian hoàn vốn cần giá trị giao dịch trung bình và tần suất mua, mà không nguồn nào công bố",
		noStrategy: "Không đủ dữ liệu: chiến lược có mục tiêu doanh thu cần giá trị giao dịch trung bình và tần suất mua",
		noCapacity: "Không đủ dữ liệu: thành phố không có cửa hàng ngành này để so sánh",
		noBrand: "Chưa chọn thương hiệu",
		noCompetitors: "Không có cửa hàng ngành này trong bán kính",
	},
	strategy: {
		shortTermCompetition: "Tháng 6–12: tạo khác biệt với {competitors} cửa hàng cùng ngành gần đó (gần nhất cách {distance} m) về sản phẩm và giờ mở cửa.",
		shortTermDemand: "Tháng 6–12: mở cửa vào giờ lưu lượng ga đông nhất và đo lượng người qua đường bằng bộ đếm để xác nhận nhu cầu.",
		longTermCapacity: "Năm 1–3: khu thương mại chứa được khoảng {supported} cửa hàng như vậy so với {existing} hiện nay: còn chỗ cho {room} cửa hàng nữa.",
		longTermSaturated: "Năm 1–3: khu thương mại đã có nhiều cửa hàng hơn mức nhu cầu chịu được ({existing} so với {supported}): tăng trưởng bằng giành thị phần, không mở gần đó.",
	},
	narrative: {
		summary: "{place}: là địa điểm cho {industry}, đạt {score} trên {scoreMax} — {tier}. Lời khuyên: {advice}.",
		factors: "Yếu tố mạnh nhất là {strongest} ({strongestPoints} điểm); yếu nhất là {weakest} ({weakestPoints} trên {weakestMax} điểm).",
		strongestOnly: "Yếu tố mạnh nhất là {strongest} ({strongestPoints} điểm).",
		residents: "Khoảng {residents} người sống trong bán kính {radius} m.",
		workers: "Khoảng {workers} người làm việc ở đó.",
		stationFlow: "Các ga gần đó có khoảng {flow} hành khách mỗi ngày.",
		competitors: "Có {competitors} cửa hàng {industry} trong bán kính {radius} m.",
		saturation: "Mức bão hòa cạnh tranh: {saturation}.",
		nearest: "Cửa hàng gần nhất cách {distance} m.",
		ownStores: "{brand} đã có {stores} cửa hàng của mình trong bán kính {radius} m.",
		capacity: "Nhu cầu của khu thương mại chịu được khoảng {supported} cửa hàng như vậy; hiện có {existing}.",
		consumption: "Chỉ số tiêu dùng là {index} so với mức trung bình thành phố {baseline}: {rating}.",
		payback: "{reason}.",
	},
} satisfies NamespaceSiteAnalysisTranslation

export default vi_siteAnalysis
