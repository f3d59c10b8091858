import type { Translation } from '../i18n-types.js'

const platform = {
	loading: 'กำลังโหลด...',
	sessionExpired: 'เซสชันหมดอายุ กรุณาเข้าสู่ระบบอีกครั้ง',
	serverBusy: 'เซิร์ฟเวอร์ไม่ว่าง กรุณาลองใหม่ภายหลัง[{status}]',
	unknownBusinessError: 'ข้อผิดพลาดทางธุรกิจที่ไม่รู้จัก',
	tokenTimeout: 'ไม่สามารถเริ่มเซสชันได้ กรุณาตรวจสอบการเชื่อมต่อแล้วลองอีกครั้ง',
	networkError: 'เครือข่ายขัดข้อง กรุณาตรวจสอบการเชื่อมต่อแล้วลองอีกครั้ง',
	requestTimeout: 'คำขอใช้เวลานานเกินไป กรุณาลองอีกครั้ง',
	notAvailableHere: 'ฟีเจอร์นี้ใช้งานที่นี่ไม่ได้ กรุณาใช้แอป Lokasi',
	linkCopied: 'คัดลอกลิงก์แล้ว',
} satisfies Translation['platform']

export default platform
