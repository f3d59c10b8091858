import type { NamespaceInfoTranslation } from '../../i18n-types.js'

const ms_info = {
	contact: {
		lead: 'Ada soalan tentang laporan, kredit atau akaun anda? Kami sedia membantu.',
		chat: 'Bersembang dengan kami',
		chatText: 'Khidmat pelanggan dalam talian',
		call: 'Telefon kami',
		email: 'Tulis kepada kami',
		notAvailable: 'Pilihan ini tidak tersedia di sini',
	},
	about: {
		lead: 'Lokasi membantu pemilik kedai, pelabur dan pencari tapak memilih lokasi dengan data awam, kiraan mereka sendiri dan model yang telus.',
		version: 'Versi aplikasi',
		sources: 'Sumber data dan lesen',
		sourcesLead: 'Lokasi dibina atas data terbuka. Kami berterima kasih kepada penerbit di bawah; setiap angka dalam laporan menamakan set data asalnya.',
		agreement: 'Perjanjian pengguna dan dasar privasi',
		software: 'Perisian',
	},
	agreement: {
		intro: 'Dengan menggunakan Lokasi, anda menerima perjanjian ini. Sila bacanya bersama bahagian privasi di bawah.',
		serviceTitle: '1. Perkhidmatan',
		serviceText: 'Lokasi menyediakan laporan lokasi, analisis perniagaan AI dan alatan untuk memilih tapak kedai. Setiap angka dilabel sebagai statistik awam, ukuran, kiraan pengguna atau anggaran model. Laporan membantu keputusan anda tetapi tidak menjamin hasil perniagaan.',
		accountTitle: '2. Akaun anda',
		accountText: 'Anda boleh menggunakan Lokasi tanpa mendaftar: kami mencipta akaun tanpa nama yang dikenal pasti oleh token rawak yang disimpan pada peranti anda. Anda boleh memautkan alamat e-mel untuk mengekalkan faedah anda pada peranti lain. Sesiapa yang memegang token anda boleh menggunakan akaun anda, jadi pastikan peranti anda selamat.',
		creditsTitle: '3. Kredit dan keahlian',
		creditsText: 'Sesetengah analisis dibuka dengan kredit. Ahli menerima kredit percuma setiap bulan. Langganan boleh dibatalkan pada bila-bila masa sebelum diperbaharui, dan pembelian boleh dipulihkan. Pembayaran dikendalikan oleh gedung aplikasi atau penyedia pembayaran pilihan anda.',
		useTitle: '4. Penggunaan wajar',
		useText: 'Jangan cuba mengakses akaun orang lain, mengganggu perkhidmatan atau menjual semula laporan tanpa kebenaran. Kira trafik pejalan kaki hanya di tempat awam dan mengikut undang-undang tempatan.',
		dataTitle: '5. Apa yang kami kumpul',
		dataText: 'Kami menyimpan token akaun anda, alamat e-mel jika anda memautkannya, bahasa anda, laporan yang anda minta, kiraan anda, serta paparan halaman dan peristiwa yang membantu kami menambah baik Lokasi. Diagnostik permintaan yang disimpan pada peranti anda tidak pernah mengandungi token atau alamat e-mel. Kami tidak menjual data peribadi.',
		protectTitle: '6. Cara kami melindunginya',
		protectText: 'Data dihantar melalui HTTPS, dan sesetengah jawapan turut disulitkan untuk sesi anda. Hanya kakitangan yang memerlukan akses boleh mencapai data yang disimpan.',
		choicesTitle: '7. Pilihan anda',
		choicesText: 'Anda boleh menukar bahasa pada bila-bila masa, meminta akaun anda dipadam dari pusat keahlian (disahkan dengan kod yang dihantar ke e-mel anda), dan bertanya tentang data anda melalui Hubungi kami.',
		sourcesTitle: '8. Data terbuka',
		sourcesText: 'Laporan menggunakan data terbuka daripada Bank Dunia, Pertubuhan Bangsa-Bangsa Bersatu, penyumbang OpenStreetMap, GeoNames, agensi awam Singapura dan lain-lain, di bawah lesen yang disenaraikan pada halaman Tentang kami.',
	},
} satisfies NamespaceInfoTranslation

export default ms_info
