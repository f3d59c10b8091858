import type { NamespaceAreaPeopleTranslation } from '../../i18n-types.js'

// Văn bản phía máy chủ của các báo cáo hồ sơ dân số, lưu lượng người và chỉ số tiêu dùng (server/area/people).
const vi_areaPeople = {
	datasets: {
		counts: 'Số lượt đếm người qua lại của bạn',
		countsSource: 'Bộ đếm Lokasi, do bạn đếm',
	},
	models: {
		residentsHdb: {
			name: 'Cư dân nhà ở công',
			doc: 'Số căn hộ HDB của các tòa nhà trong bán kính × số cư dân mỗi hộ của khu quy hoạch chứa từng tòa (Điều tra dân số 2020). Nhà ở tư nhân không có trong dữ liệu nên đây là giới hạn dưới.',
		},
		residentsDensity: {
			name: 'Cư dân theo mật độ toàn quốc',
			doc: 'Dân số của quốc gia trên mỗi km² đất liền × diện tích hình tròn; chỉ dùng khi quốc gia là một thành bang.',
		},
		householdSize: {
			name: 'Số cư dân mỗi hộ',
			doc: 'Dân số thường trú của khu quy hoạch theo Điều tra dân số 2020 ÷ số hộ thường trú.',
		},
		employed: {
			name: 'Cư dân có việc làm',
			doc: 'Cư dân × tỷ lệ toàn quốc từ 15 tuổi trở lên (UN WPP) × tỷ lệ có việc làm trên dân số từ 15 tuổi toàn quốc (Ngân hàng Thế giới).',
		},
		jobResidence: {
			name: 'Tỷ lệ việc làm–nơi ở từ lưu lượng đường sắt',
			doc: 'Lượt quẹt ra ÷ quẹt vào ngày thường từ 07:00 đến 09:00 tại các ga trong bán kính: trong giờ này người đi làm rời nhà và đến nơi làm việc.',
		},
		workers: {
			name: 'Người làm việc tại đây',
			doc: 'Cư dân có việc làm × tỷ lệ việc làm–nơi ở.',
		},
		density: {
			name: 'Cư dân trên mỗi km²',
			doc: 'Cư dân trong bán kính ÷ diện tích hình tròn.',
		},
		youngAdults: {
			name: '18–24 tuổi từ nhóm tuổi năm năm',
			doc: 'Hai phần năm nhóm 15–19 tuổi (giả định phân bố đều theo từng tuổi) cộng với nhóm 20–24 tuổi.',
		},
		localBorn: {
			name: 'Sinh ra trong nước',
			doc: '100 % trừ tỷ lệ người sinh ra ở nước ngoài (số người di cư quốc tế ÷ dân số, cùng năm).',
		},
		stationDay: {
			name: 'Một ngày trung bình tại các ga',
			doc: 'Tổng tháng của LTA về lượt quẹt vào cộng quẹt ra tại các ga trong bán kính ÷ số ngày loại đó trong tháng.',
		},
		countsPerHour: {
			name: 'Số bạn đếm mỗi giờ',
			doc: 'Số người bạn đã đếm (khách vào cộng người đi qua, trừ các lượt đã hoàn tác) ÷ số giờ đếm, trên các phiên của bạn gần điểm này.',
		},
		stationsPerHour: {
			name: 'Lưu lượng ga trong giờ bạn đếm',
			doc: 'Lưu lượng trung bình tại ga của từng giờ và loại ngày bạn đã đếm, lấy trung bình theo số giờ đếm.',
		},
		calibrated: {
			name: 'Lưu lượng ga hiệu chỉnh theo số bạn đếm',
			doc: 'Lưu lượng ga trung bình ngày thường × (số bạn đếm mỗi giờ ÷ lưu lượng ga mỗi giờ trong cùng giờ).',
		},
		incomeMean: {
			name: 'Thu nhập từ lao động trung bình của hộ',
			doc: 'Các khoảng thu nhập của Điều tra dân số 2020, mỗi khoảng tính ở điểm giữa và khoảng cao nhất không có trần tính ở cận dưới (nên là giới hạn dưới), trên các hộ có người đi làm.',
		},
		consumptionIndex: {
			name: 'Chỉ số tiêu dùng',
			doc: 'Thu nhập trung bình của hộ tại chỗ × 100 ÷ mức trung bình gốc.',
		},
		heatIndex: {
			name: 'Chỉ số nhộn nhịp',
			doc: 'Thứ hạng của tổng lưu lượng ngày thường của các ga trong bán kính so với mọi ga.',
		},
	},
	inputs: {
		dwellingUnits: 'Số căn hộ HDB trong bán kính',
		householdSize: 'Số cư dân mỗi hộ (gia quyền theo số căn hộ)',
		circleArea: 'Diện tích hình tròn',
		nationalDensity: 'Mật độ dân số của {country} ({year})',
		residents: 'Cư dân trong bán kính',
		adultShare: 'Tỷ lệ từ 15 tuổi trở lên, {country} ({year})',
		employmentRatio: 'Tỷ lệ có việc làm trên dân số từ 15 tuổi, {country} ({year})',
		population: 'Dân số thường trú',
		households: 'Hộ thường trú',
		arrivals: 'Lượt quẹt ra ngày thường 07:00–09:00',
		departures: 'Lượt quẹt vào ngày thường 07:00–09:00',
		employedResidents: 'Cư dân có việc làm',
		jobResidenceRatio: 'Tỷ lệ việc làm–nơi ở',
		migrants: 'Người sinh ra ở nước ngoài, {country} ({year})',
		monthTotal: 'Tổng của tháng',
		days: 'Số ngày loại này trong {month}',
		counted: 'Số người đã đếm',
		hours: 'Số giờ đếm',
		countsPerHour: 'Số bạn đếm mỗi giờ',
		stationsPerHour: 'Lưu lượng ga mỗi giờ trong cùng giờ',
		stationDay: 'Lưu lượng ga trung bình ngày thường',
		localMean: 'Trung bình tại chỗ',
		baselineMean: 'Trung bình gốc',
		stationsBelow: 'Các ga có lưu lượng ngày thường thấp hơn',
		stations: 'Các ga có số liệu đếm của LTA',
	},
	notes: {
		nationalFigure: '{country} (toàn quốc)',
		hdbOnly: 'Chỉ nhà ở công (HDB): không tính cư dân chung cư tư nhân và nhà riêng.',
		noPublicHousing: 'Không có nhà ở công (HDB) trong bán kính và nhà ở tư nhân không có trong dữ liệu, nên không biết số cư dân.',
		noResidentsSource: 'Không có bộ dữ liệu nào cho biết người dân sống ở đâu quanh điểm này.',
		noStations: 'Không có ga đường sắt nào có số liệu đếm của LTA trong bán kính.',
		outsideSingaporeRail: 'Lưu lượng đường sắt (LTA) chỉ có cho Singapore.',
		noEducation: 'Không có bộ dữ liệu nào trong dữ liệu của Lokasi công bố trình độ học vấn (trung học, cử nhân, thạc sĩ trở lên), nên không hiển thị thay vì bịa ra.',
		noOccupation: 'Không có bộ dữ liệu nào trong dữ liệu của Lokasi công bố tỷ lệ theo nghề nghiệp hay tình trạng việc làm, nên không hiển thị thay vì bịa ra.',
		noOriginSplit: 'Không có bộ dữ liệu nào trong dữ liệu của Lokasi chia người sinh ra ở nước ngoài theo nước xuất xứ.',
		noPyramid: 'Không có dữ liệu tuổi và giới tính (UN WPP) cho quốc gia này.',
		noIncomeArea: 'Không có khu vực chính thức nào có thu nhập hộ gia đình chứa điểm này.',
		dosmNoBands: 'DOSM công bố trung bình và trung vị theo huyện, không công bố bao nhiêu hộ có thu nhập bao nhiêu.',
		noMedian: 'Điều tra dân số công bố các khoảng thu nhập, không phải trung vị, cho khu vực này.',
		growthOneMonth: 'Không đủ dữ liệu: số liệu LTA chỉ có một tháng (tháng 6/2025), nên không cho thấy thay đổi theo thời gian.',
		growthCounts: 'Không đủ dữ liệu: tăng trưởng lượt khách cần số bạn đếm gần điểm này trong ít nhất hai tháng khác nhau.',
		newVisitors: 'Không đủ dữ liệu: không bộ dữ liệu hay lượt đếm nào phân biệt khách lần đầu với khách quay lại.',
		noCountsNear: 'Bạn không có phiên đếm đã kết thúc nào trong vòng {distance} m quanh điểm này.',
		countsWithoutLocation: '{count} phiên đếm của bạn không có vị trí, nên không thể đặt gần điểm nào.',
		noFlowSource: 'Ngoài Singapore không có bộ dữ liệu nào đếm người tại một điểm, và không có mô hình trung thực nào cho ra con số đó.',
		stationsNotPavement: 'Lượt vào và ra tại các ga trong bán kính, không phải người đi qua trước cửa hàng.',
		noCountsOfType: 'Không đủ dữ liệu: không lượt đếm nào của bạn gần điểm này rơi vào loại ngày này.',
		countedHours: 'Trong {hours} giờ đã đếm',
		noComparison: 'So sánh số bạn đếm với lưu lượng ga cần có cả hai.',
		noAtv: 'Không có bộ dữ liệu nào cho giá trị giao dịch theo ngành và phân khúc giá, nên không hiển thị thay vì bịa ra.',
		noFrequency: 'Không có bộ dữ liệu nào cho tần suất mua theo ngành và phân khúc giá, nên không hiển thị thay vì bịa ra.',
		noBaseline: 'Không có thống kê khu vực chính thức nào cho thu nhập hộ gia đình của nơi này.',
		noHouseholds: 'DOSM không công bố số hộ theo huyện.',
	},
	rules: {
		incomeLevels: 'Hộ có người đi làm, thu nhập từ lao động hằng tháng: thấp dưới {currency} {low}, cao từ {currency} {high} trở lên, trung bình ở giữa.',
		dosmLevels: 'DOSM không công bố phân bố thu nhập theo huyện.',
		heatIndex: '{max} × tỷ lệ các ga ở Singapore có lưu lượng trung bình ngày thường thấp hơn tổng lưu lượng của các ga trong bán kính; không có ga thì không có chỉ số.',
		spendingLevel: 'Chỉ số tiêu dùng: {bounds}, còn lại {floor}.',
		rating: 'Chỉ số tiêu dùng: {bounds}, còn lại {floor}.',
		priceTier: 'Chỉ số tiêu dùng: {bounds}, còn lại {floor}.',
	},
	spendingLevels: {
		veryLow: 'Rất thấp',
		low: 'Thấp',
		basic: 'Cơ bản',
		medium: 'Trung bình',
		mediumHigh: 'Khá cao',
		high: 'Cao',
		veryHigh: 'Rất cao',
	},
	priceTiers: {
		Budget: 'Bình dân',
		'Mid-range': 'Tầm trung',
		Premium: 'Cao cấp',
		Luxury: 'Xa xỉ',
	},
	baseline: {
		singapore: 'Trung bình của Singapore (mọi khu quy hoạch, Điều tra dân số 2020) = 100',
		state: 'Trung bình của {state} (DOSM) = 100',
	},
	officialArea: {
		planningArea: '{name} (khu quy hoạch)',
		district: '{name} (huyện)',
	},
} satisfies NamespaceAreaPeopleTranslation

export default vi_areaPeople
