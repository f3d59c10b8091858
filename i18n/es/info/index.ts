import type { NamespaceInfoTranslation } from '../../i18n-types.js'

const es_info = {
	contact: {
		lead: '¿Tienes dudas sobre un informe, tus créditos o tu cuenta? Estaremos encantados de ayudarte.',
		chat: 'Chatea con nosotros',
		chatText: 'Atención al cliente en línea',
		call: 'Llámanos',
		email: 'Escríbenos',
		notAvailable: 'Esta opción no está disponible aquí',
	},
	about: {
		lead: 'Lokasi ayuda a dueños de tiendas, inversores y buscadores de locales a elegir ubicaciones con datos públicos, sus propios conteos y modelos transparentes.',
		version: 'Versión de la aplicación',
		sources: 'Fuentes de datos y licencias',
		sourcesLead: 'Lokasi se basa en datos abiertos. Agradecemos a los editores que figuran abajo; cada cifra de un informe indica el conjunto de datos del que procede.',
		agreement: 'Acuerdo de usuario y política de privacidad',
		software: 'Software',
	},
	agreement: {
		intro: 'Al usar Lokasi aceptas este acuerdo. Léelo junto con la sección de privacidad que aparece abajo.',
		serviceTitle: '1. El servicio',
		serviceText: 'Lokasi ofrece informes de ubicación, análisis de negocio con IA y herramientas para elegir locales comerciales. Cada cifra se identifica como estadística pública, medición, conteo del usuario o estimación de modelo. Los informes apoyan tus decisiones, pero no garantizan resultados comerciales.',
		accountTitle: '2. Tu cuenta',
		accountText: 'Puedes usar Lokasi sin registrarte: creamos una cuenta anónima identificada por un token aleatorio guardado en tu dispositivo. Puedes vincular una dirección de correo electrónico para conservar tus ventajas en otros dispositivos. Cualquiera que tenga tu token puede usar tu cuenta, así que mantén tu dispositivo protegido.',
		creditsTitle: '3. Créditos y membresía',
		creditsText: 'Algunos análisis se desbloquean con créditos. Los socios reciben créditos gratuitos cada mes. La suscripción se puede cancelar en cualquier momento antes de su renovación y las compras se pueden restaurar. Los pagos los gestiona la tienda o el proveedor de pagos que elijas.',
		useTitle: '4. Uso justo',
		useText: 'No intentes acceder a otras cuentas, perturbar el servicio ni revender informes sin permiso. Cuenta la afluencia solo en lugares públicos y conforme a la ley local.',
		dataTitle: '5. Qué recopilamos',
		dataText: 'Guardamos el token de tu cuenta, la dirección de correo si vinculas una, tu idioma, los informes que solicitas, tus conteos y las visitas a páginas y eventos que nos ayudan a mejorar Lokasi. Los diagnósticos de solicitudes guardados en tu dispositivo nunca contienen tokens ni direcciones de correo. No vendemos datos personales.',
		protectTitle: '6. Cómo los protegemos',
		protectText: 'Los datos viajan por HTTPS y algunas respuestas se cifran además para tu sesión. Solo el personal que lo necesita puede acceder a los datos almacenados.',
		choicesTitle: '7. Tus opciones',
		choicesText: 'Puedes cambiar el idioma cuando quieras, solicitar la eliminación de tu cuenta desde el centro de socios (se confirma con un código enviado a tu correo) y consultarnos sobre tus datos a través de Contáctanos.',
		sourcesTitle: '8. Datos abiertos',
		sourcesText: 'Los informes usan datos abiertos del Banco Mundial, las Naciones Unidas, los colaboradores de OpenStreetMap, GeoNames, organismos públicos de Singapur y otros, con las licencias indicadas en la página Sobre nosotros.',
	},
} satisfies NamespaceInfoTranslation

export default es_info
