import type { NamespaceSiteAnalysisTranslation } from '../../i18n-types.js'

// Server texts of the AI site analysis (server/area/ai-analysis); see the English file for what each one is.
const th_siteAnalysis = {
	tiers: {
		prime: "ทำเลทอง",
		premium: "ระดับพรีเมียม",
		standard: "มาตรฐาน",
		marginal: "ก้ำกึ่ง",
		poor: "ไม่ดี",
	},
	advice: {
		pursueActively: "เดินหน้าอย่างจริงจัง",
		recommended: "แนะนำ",
		considerCarefully: "พิจารณาอย่างรอบคอบ",
		proceedWithCaution: "ดำเนินการอย่างระมัดระวัง",
		rejectImmediately: "ปฏิเสธทันที",
	},
	match: {
		completeOverlap: "ตรงกันทั้งหมด",
		highlyCompatible: "เข้ากันได้ดีมาก",
		moderatelyMatched: "ตรงกันปานกลาง",
		mildlyRelated: "เกี่ยวข้องเล็กน้อย",
		noResemblance: "ไม่มีความคล้ายคลึง",
	},
	factors: {
		demand: "อุปสงค์",
		complementarity: "แหล่งดึงดูดที่ส่งเสริมกัน",
		accessibility: "การเข้าถึง",
		spendingPower: "กำลังซื้อ",
		competition: "การแข่งขัน",
		cannibalisation: "การแย่งลูกค้ากับสาขาของแบรนด์เอง",
	},
	rules: {
		tier: "คะแนนเต็ม 100: {bounds}",
		tierBound: "{label} ตั้งแต่ {min}",
		match: "สัดส่วนผู้คนในพื้นที่ที่อยู่ในกลุ่มเป้าหมาย ({target}): {bounds}",
		notClassified: "ไม่ได้จัดระดับ: ข้อมูลไม่มีค่านี้",
	},
	models: {
		score: {
			name: "คะแนนรวมของทำเล",
			doc: "ค่าของแต่ละปัจจัยตั้งแต่ 0 ถึง 1 × น้ำหนักสำหรับกลุ่มอุตสาหกรรม รวมเป็นคะแนนเต็ม 100 โดยน้ำหนักผ่านการทดสอบกับตำแหน่งร้านจริงของอุตสาหกรรมนั้น",
		},
		consumers: {
			name: "จำนวนผู้บริโภค",
			doc: "ผู้อยู่อาศัยและผู้ทำงานภายในรัศมี และผู้โดยสารเฉลี่ยต่อวันของสถานี นับแต่ละคนครั้งเดียวต่อวัน",
		},
		capacity: {
			name: "จำนวนร้านที่พื้นที่รองรับได้",
			doc: "ผู้บริโภคในพื้นที่การค้า ÷ ผู้บริโภคต่อร้านของอุตสาหกรรมนี้ทั่วทั้งเมือง",
		},
	},
	notes: {
		noAtv: "ข้อมูลไม่เพียงพอ: ไม่มีแหล่งใดเผยแพร่ยอดซื้อเฉลี่ยต่อบิลของร้านในพื้นที่นี้",
		noFrequency: "ข้อมูลไม่เพียงพอ: ไม่มีแหล่งใดเผยแพร่ความถี่ในการซื้อของลูกค้า",
		noPayback: "ข้อมูลไม่เพียงพอ: ระยะเวลาคืนทุนต้องใช้ยอดซื้อเฉลี่ยต่อบิลและความถี่ในการซื้อ ซึ่งไม่มีแหล่งใดเผยแพร่",
		noStrategy: "ข้อมูลไม่เพียงพอ: กลยุทธ์ที่มีเป้ารายได้ต้องใช้ยอดซื้อเฉลี่ยต่อบิลและความถี่ในการซื้อ",
		noCapacity: "ข้อมูลไม่เพียงพอ: เมืองนี้ไม่มีร้านของอุตสาหกรรมนี้ให้เปรียบเทียบ",
		noBrand: "ไม่ได้เลือกแบรนด์",
		noCompetitors: "ไม่มีร้านของอุตสาหกรรมนี้ภายในรัศมี",
	},
	strategy: {
		shortTermCompetition: "เดือนที่ 6–12: สร้างความแตกต่างจากร้านในอุตสาหกรรมเดียวกัน {competitors} ร้านที่อยู่ใกล้ (ร้านที่ใกล้ที่สุดห่าง {distance} ม.) ด้วยสินค้าและเวลาเปิดทำการ",
		shortTermDemand: "เดือนที่ 6–12: เปิดร้านให้ตรงกับช่วงที่ผู้โดยสารสถานีหนาแน่นที่สุด และวัดจำนวนคนผ่านหน้าร้านด้วยเครื่องนับเพื่อยืนยันอุปสงค์",
		longTermCapacity: "ปีที่ 1–3: พื้นที่การค้ารองรับร้านประเภทนี้ได้ราว {supported} ร้าน ขณะที่ปัจจุบันมี {existing} ร้าน: ยังมีที่ว่างอีก {room} ร้าน",
		longTermSaturated: "ปีที่ 1–3: พื้นที่การค้ามีร้านมากกว่าที่อุปสงค์รองรับได้แล้ว ({existing} ร้าน เทียบกับ {supported} ร้าน): เติบโตด้วยการแย่งส่วนแบ่งตลาด ไม่ใช่เปิดสาขาใกล้ ๆ",
	},
	narrative: {
		summary: "{place}: ในฐานะทำเลสำหรับ{industry} ได้คะแนน {score} จาก {scoreMax} — {tier} คำแนะนำ: {advice}",
		factors: "ปัจจัยที่แข็งแกร่งที่สุดคือ{strongest} ({strongestPoints} คะแนน) และปัจจัยที่อ่อนที่สุดคือ{weakest} ({weakestPoints} จาก {weakestMax} คะแนน)",
		strongestOnly: "ปัจจัยที่แข็งแกร่งที่สุดคือ{strongest} ({strongestPoints} คะแนน)",
		residents: "มีผู้อยู่อาศัยราว {residents} คนภายใน {radius} ม.",
		workers: "มีผู้ทำงานที่นี่ราว {workers} คน",
		stationFlow: "สถานีใกล้เคียงมีผู้โดยสารราว {flow} คนต่อวัน",
		competitors: "มีร้าน{industry} {competitors} ร้านภายใน {radius} ม.",
		saturation: "ความอิ่มตัวของการแข่งขัน: {saturation}",
		nearest: "ร้านที่ใกล้ที่สุดอยู่ห่าง {distance} ม.",
		ownStores: "{brand} มีสาขาของตัวเองอยู่แล้ว {stores} แห่งภายใน {radius} ม.",
		capacity: "อุปสงค์ของพื้นที่การค้ารองรับร้านประเภทนี้ได้ราว {supported} ร้าน ปัจจุบันมี {existing} ร้าน",
		consumption: "ดัชนีการบริโภคอยู่ที่ {index} เทียบกับค่าเฉลี่ยของเมือง {baseline}: {rating}",
		payback: "{reason}",
	},
} satisfies NamespaceSiteAnalysisTranslation

export default th_siteAnalysis
