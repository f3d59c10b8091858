import type { NamespaceInfoTranslation } from '../../i18n-types.js'

const zh_info = {
	contact: {
		lead: '对报告、积分或账号有疑问？我们很乐意为您提供帮助。',
		chat: '在线咨询',
		chatText: '在线客服',
		call: '致电我们',
		email: '给我们写信',
		notAvailable: '此处无法使用该方式',
	},
	about: {
		lead: 'Lokasi 借助公开数据、您自己的计数和透明的模型，帮助店主、投资者和选址人员选择店址。',
		version: '应用版本',
		sources: '数据来源与许可',
		sourcesLead: 'Lokasi 建立在开放数据之上。我们感谢以下数据发布方；报告中的每个数字都注明了其所属的数据集。',
		agreement: '用户协议与隐私政策',
		software: '软件',
	},
	agreement: {
		intro: '使用 Lokasi 即表示您接受本协议。请与下方的隐私条款一并阅读。',
		serviceTitle: '1. 服务内容',
		serviceText: 'Lokasi 提供选址报告、AI 商业分析以及选择店址的工具。每个数字都标注为公开统计、实测数据、用户计数或模型估算。报告为您的决策提供参考，但不保证经营结果。',
		accountTitle: '2. 您的账号',
		accountText: '您无需注册即可使用 Lokasi：我们会创建一个匿名账号，并以保存在您设备上的随机令牌识别它。您可以绑定电子邮箱，以便在其他设备上保留权益。任何持有您令牌的人都能使用您的账号，请妥善保管您的设备。',
		creditsTitle: '3. 积分与会员',
		creditsText: '部分分析需要使用积分解锁。会员每月可获得免费积分。订阅可在续费前随时取消，购买记录可以恢复。付款由您选择的应用商店或支付服务商处理。',
		useTitle: '4. 合理使用',
		useText: '请勿尝试访问他人账号、干扰服务，或未经许可转售报告。请仅在公共场所并遵守当地法律进行客流计数。',
		dataTitle: '5. 我们收集的信息',
		dataText: '我们会保存您的账号令牌、您绑定的电子邮箱、您的语言、您申请的报告、您的计数，以及帮助我们改进 Lokasi 的页面浏览和事件。保存在您设备上的请求诊断信息绝不包含令牌或电子邮箱。我们不会出售个人数据。',
		protectTitle: '6. 我们如何保护信息',
		protectText: '数据通过 HTTPS 传输，部分响应还会针对您的会话额外加密。只有确有需要的工作人员才能访问存储的数据。',
		choicesTitle: '7. 您的选择',
		choicesText: '您可以随时更改语言，在会员中心申请注销账号（通过发送到您邮箱的验证码确认），并可通过“联系我们”询问有关您数据的问题。',
		sourcesTitle: '8. 开放数据',
		sourcesText: '报告使用来自世界银行、联合国、OpenStreetMap 贡献者、GeoNames、新加坡公共机构等的开放数据，其许可协议列于“关于我们”页面。',
	},
} satisfies NamespaceInfoTranslation

export default zh_info
