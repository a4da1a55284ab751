export const es: Record<string, string> = {
  'layout.skip': 'Saltar al contenido',
  'layout.mainNav': 'Principal',
  'layout.footerNav': 'Información de la tienda',
  'layout.language': 'Idioma',
  'layout.copyright': '© {{year}} Haat. Artesanía de toda la India.',
  'nav.shop': 'Tienda',
  'nav.about': 'Quiénes somos',
  'nav.contact': 'Contacto',
  'nav.account': 'Mi cuenta',
  'nav.signIn': 'Iniciar sesión',
  'nav.shipping': 'Política de envíos',
  'nav.refund': 'Política de reembolsos',
  'nav.privacy': 'Política de privacidad',
  'nav.terms': 'Condiciones del servicio',
  'nav.sample': 'Kit de interfaz',
  'admin.title': 'Administración',
  'admin.nav': 'Secciones de administración',
  'admin.dashboard': 'Panel',
  'admin.listing': 'Catálogo',
  'admin.orders': 'Pedidos',
  'admin.users': 'Usuarios',
  'admin.backToShop': 'Volver a la tienda',
  'remote.loading': 'Cargando…',
  'remote.unavailableTitle': 'Esta parte de la tienda no está disponible en este momento',
  'remote.unavailableText': 'El resto del sitio sigue funcionando. Vuelve a intentarlo en un momento.',
  'remote.retry': 'Reintentar',
  'error.serverDescription': 'Algo ha fallado por nuestra parte. Vuelve a intentarlo en un momento.',
  'error.backHome': 'Volver a la página de inicio',
  'update.available': 'Hay una nueva versión de la tienda.',
  'update.reload': 'Recargar',

  // Content pages
  'page.updated': 'Última actualización:',
  'page.related': 'Véase también',

  'about.title': 'Sobre Haat',
  'about.intro':
    'Haat es una pequeña tienda en línea de artesanía de toda la India. El nombre viene del haat de los pueblos, el mercado semanal donde los artesanos venden su trabajo directamente a quienes lo usan.',
  'about.story.title': 'Nuestra historia',
  'about.story.p1':
    'Empezamos en {{city}} en 2021 con unas cuantas colchas de algodón estampadas a mano de Bagru y una cesta de cuencos de cerámica azul. Hoy trabajamos con más de cuarenta familias y cooperativas artesanas, desde los bordados de Kutch y el kantha de Bengala hasta los juguetes lacados de Channapatna y las cestas de caña de Assam.',
  'about.story.p2':
    'Cada pieza está hecha a mano, en pequeñas cantidades, con técnicas transmitidas de generación en generación. No hay dos iguales, y de eso se trata.',
  'about.makers.title': 'Cómo trabajamos con los artesanos',
  'about.makers.i1': 'Compramos en pequeños lotes, al precio que fijan los artesanos, y les pagamos en un plazo de 15 días.',
  'about.makers.i2': 'Cada ficha de producto indica la técnica, la región y, si están de acuerdo, el nombre del artesano.',
  'about.makers.i3': 'Preferimos los tintes naturales, los materiales locales y los embalajes sin plástico.',
  'about.makers.i4': 'Solo encargamos piezas a medida cuando el artesano tiene tiempo para ellas: nada de prisas.',
  'about.buying.title': 'Comprar en Haat',
  'about.buying.p1':
    'Todos los precios están en rupias indias e incluyen el GST. Cada pedido va acompañado de una factura con GST; si compras para una empresa, añade tu GSTIN al pagar. Enviamos a toda la India y puedes devolver un artículo en los 7 días siguientes a la entrega.',
  'about.team.title': 'Quiénes somos',
  'about.team.p1':
    'Haat lo gestiona {{legalName}}, un equipo de seis personas en {{city}}: nosotros mismos fotografiamos, empaquetamos y enviamos cada pedido, y también respondemos a tus mensajes.',
  'about.link.shop': 'Ver la tienda',

  'privacy.title': 'Política de privacidad',
  'privacy.intro':
    'Esta política explica qué datos personales recoge {{legalName}} («Haat», «nosotros») cuando usas esta tienda, para qué y qué puedes hacer al respecto. Cumplimos la Ley de Tecnologías de la Información de 2000 (Information Technology Act) y sus reglamentos, y la Ley de Protección de Datos Personales Digitales de 2023 (Digital Personal Data Protection Act).',
  'privacy.collect.title': 'Qué datos recogemos',
  'privacy.collect.i1':
    'Datos de la cuenta: tu nombre, tu correo electrónico y tu teléfono. Tu contraseña la gestiona nuestro proveedor de inicio de sesión; nosotros nunca la vemos.',
  'privacy.collect.i2': 'Datos de los pedidos: direcciones de entrega y de facturación, lo que compras y tu GSTIN si nos lo das.',
  'privacy.collect.i3':
    'El estado del pago que nos comunica nuestro proveedor de pagos. Nunca vemos ni guardamos el número de tu tarjeta, tu PIN de UPI ni tu contraseña de banca en línea.',
  'privacy.collect.i4':
    'Los mensajes que nos envías y los datos técnicos (navegador, páginas visitadas) necesarios para mantener el sitio seguro.',
  'privacy.use.title': 'Para qué los usamos',
  'privacy.use.p1':
    'Usamos tus datos para entregar tus pedidos, emitir facturas con GST, responder a tus preguntas y prevenir el fraude. Solo los compartimos con quienes nos ayudan a hacerlo: empresas de mensajería, nuestro proveedor de pagos y nuestros proveedores de alojamiento y de inicio de sesión, todos obligados a protegerlos.',
  'privacy.use.p2': 'No vendemos tus datos ni los usamos para publicidad de terceros.',
  'privacy.cookies.title': 'Cookies',
  'privacy.cookies.p1':
    'Solo usamos cookies esenciales y almacenamiento similar: una recuerda tu idioma durante un año; otras mantienen tu sesión iniciada y guardan tu carrito. No hay cookies publicitarias ni de seguimiento.',
  'privacy.rights.title': 'Tus derechos y cuánto tiempo guardamos los datos',
  'privacy.rights.p1':
    'Puedes pedirnos que te mostremos, corrijamos o borremos tus datos personales, y puedes eliminar tu cuenta tú mismo en cualquier momento. Escribe a {{email}} y te responderemos en un plazo de 30 días.',
  'privacy.rights.p2':
    'Cuando se elimina una cuenta, sus pedidos y facturas se conservan sin tu nombre ni tus datos de contacto durante el tiempo que exige la legislación fiscal india.',
  'privacy.grievance.title': 'Responsable de reclamaciones',
  'privacy.grievance.p1':
    'Conforme a las Normas de Tecnologías de la Información de 2011 y a las Normas de Protección del Consumidor (Comercio Electrónico) de 2020, nuestra responsable de reclamaciones es {{grievanceOfficer}}, a quien puedes escribir a {{grievanceEmail}} o por correo postal a la dirección de nuestra página de contacto. Acusamos recibo de cada reclamación en 48 horas y la resolvemos en un mes.',
  'privacy.link.delete': 'Eliminar tu cuenta',

  'refund.title': 'Política de devoluciones y reembolsos',
  'refund.intro':
    'Cada pieza de Haat está hecha a mano, así que las pequeñas diferencias de color, tejido o esmalte forman parte de su carácter y no son defectos. Si algo no está bien, lo solucionaremos.',
  'refund.returns.title': 'Devoluciones en 7 días',
  'refund.returns.p1':
    'Puedes devolver un artículo en los 7 días siguientes a la entrega. Debe estar sin usar, sin lavar y en su embalaje original, con sus etiquetas.',
  'refund.returns.s1': 'Escribe a {{email}} con tu número de pedido y una foto del artículo.',
  'refund.returns.s2': 'En 2 días laborables organizamos la recogida o te enviamos la dirección de devolución.',
  'refund.returns.s3': 'Cuando el artículo nos llega y lo hemos revisado, te confirmamos el reembolso por correo electrónico.',
  'refund.exceptions.title': 'Qué no se puede devolver',
  'refund.exceptions.i1': 'Los artículos hechos o personalizados por encargo, como tallas a medida o ropa de hogar con monograma.',
  'refund.exceptions.i2': 'Los alimentos, como especias, tés y miel, una vez abiertos.',
  'refund.exceptions.i3': 'Las tarjetas regalo.',
  'refund.damaged.title': 'Artículos dañados o equivocados',
  'refund.damaged.p1':
    'Si un artículo llega dañado o no es lo que pediste, avísanos en las 48 horas siguientes a la entrega con fotos del paquete y del artículo. Nos hacemos cargo de la devolución y te enviamos un repuesto o te reembolsamos el importe íntegro, como prefieras.',
  'refund.money.title': 'Cómo se pagan los reembolsos',
  'refund.money.p1':
    'Los reembolsos se abonan en el medio de pago original (tarjeta, UPI, banca en línea o monedero electrónico) en un plazo de 5 a 7 días laborables desde nuestra aprobación; tu banco puede tardar unos días más en mostrar el abono.',
  'refund.money.p2':
    'El reembolso incluye el GST que pagaste y emitimos la nota de crédito correspondiente. Los gastos de envío se reembolsan cuando el artículo llegó dañado o era equivocado.',
  'refund.cancel.title': 'Cancelar un pedido',
  'refund.cancel.p1':
    'Puedes cancelar un pedido sin coste hasta que se envíe, y te reembolsamos el importe íntegro. Una vez enviado, utiliza el procedimiento de devolución descrito arriba.',

  'shipping.title': 'Política de envíos',
  'shipping.intro':
    'Enviamos a todos los códigos PIN con servicio de la India desde nuestro taller de {{city}}. Por ahora no enviamos fuera de la India.',
  'shipping.dispatch.title': 'Cuándo sale tu pedido',
  'shipping.dispatch.p1':
    'Los artículos en existencias se empaquetan y envían en 2 días laborables. Las piezas por encargo indican su plazo de fabricación en la ficha del producto, normalmente de 7 a 15 días.',
  'shipping.times.title': 'Plazos de entrega',
  'shipping.times.i1': 'Grandes ciudades: de 3 a 5 días laborables desde el envío.',
  'shipping.times.i2': 'Resto de la India: de 5 a 8 días laborables.',
  'shipping.times.i3':
    'Estados del noreste, Jammu y Cachemira, Ladakh, las islas Andamán y Nicobar y Lakshadweep: de 7 a 12 días laborables.',
  'shipping.times.p1': 'Las fiestas, las huelgas y las lluvias intensas pueden retrasar las entregas; te avisaremos si tu paquete se ve afectado.',
  'shipping.charges.title': 'Gastos de envío',
  'shipping.charges.p1':
    'El envío es gratuito en pedidos de {{threshold}} o más. Por debajo de ese importe se añade una tarifa fija de {{fee}} al pagar. Ambos importes incluyen el GST y la tarifa se muestra antes de pagar.',
  'shipping.tracking.title': 'Seguimiento del paquete',
  'shipping.tracking.p1':
    'En cuanto se envía tu pedido, te mandamos por correo electrónico el nombre de la empresa de mensajería y el número de seguimiento. También puedes seguirlo desde la página de tus pedidos.',
  'shipping.problems.title': 'Si algo sale mal',
  'shipping.problems.p1':
    'Si un paquete no ha llegado 5 días laborables después de la fecha prevista, o llega dañado, escribe a {{email}}. Lo rastrearemos con la empresa de mensajería y, si se ha perdido, te enviaremos un repuesto o te reembolsaremos el importe íntegro.',
  'shipping.link.orders': 'Tus pedidos',

  'terms.title': 'Condiciones del servicio',
  'terms.intro':
    'Estas condiciones se aplican cuando usas esta tienda o compras en ella. La tienda la gestiona {{legalName}}, {{city}}, Rajastán, India (GSTIN {{gstin}}). Al hacer un pedido, las aceptas.',
  'terms.orders.title': 'Pedidos y precios',
  'terms.orders.p1':
    'Todos los precios están en rupias indias e incluyen el GST al tipo de cada producto. Tu factura muestra el CGST y el SGST en las entregas dentro de Rajastán, y el IGST en las entregas a otros estados.',
  'terms.orders.p2':
    'Un pedido es vinculante cuando lo confirmamos por correo electrónico tras el pago. Si un artículo resulta estar agotado o se mostró con un precio erróneo, podemos cancelar el pedido y reembolsarte el importe íntegro.',
  'terms.products.title': 'Productos hechos a mano',
  'terms.products.p1':
    'Nuestros productos están hechos a mano con materiales naturales. Las medidas, los colores y los dibujos pueden variar ligeramente respecto a las fotos, y no hay dos piezas idénticas. Las instrucciones de cuidado figuran en cada ficha de producto.',
  'terms.account.title': 'Tu cuenta',
  'terms.account.p1':
    'Mantén tu contraseña en secreto: eres responsable de los pedidos hechos con tu cuenta. Avísanos enseguida si crees que otra persona la ha usado. Puedes eliminar tu cuenta en cualquier momento.',
  'terms.use.title': 'Uso del sitio',
  'terms.use.i1': 'No uses el sitio para nada ilegal ni para perjudicar a otros.',
  'terms.use.i2': 'No intentes acceder sin permiso al sitio o a sus datos, sobrecargarlo ni copiarlo.',
  'terms.use.i3': 'Las fotos, los textos y los diseños pertenecen a Haat o a los artesanos; no los reutilices sin permiso.',
  'terms.liability.title': 'Nuestra responsabilidad',
  'terms.liability.p1':
    'Respondemos de los productos que vendemos según lo dispuesto en la Ley de Protección del Consumidor de 2019 (Consumer Protection Act). Más allá de eso, y en la medida en que la ley lo permita, nuestra responsabilidad por un pedido se limita al importe que pagaste por él.',
  'terms.law.title': 'Ley aplicable y litigios',
  'terms.law.p1':
    'Estas condiciones se rigen por las leyes de la India y son competentes los tribunales de {{city}}, Rajastán. Esto no afecta a tu derecho como consumidor a acudir a la comisión de consumo de tu lugar de residencia. Escribe primero a nuestra responsable de reclamaciones: la mayoría de los problemas se resuelven rápido.',

  'contact.title': 'Contacto',
  'contact.intro':
    'Somos un equipo pequeño y leemos todos los mensajes. Escríbenos sobre un pedido, una devolución, un producto o una pieza por encargo.',
  'contact.reach.title': 'Escríbenos o llámanos',
  'contact.email': 'Correo electrónico',
  'contact.phone': 'Teléfono',
  'contact.hours': 'Horario',
  'contact.hoursValue': 'De lunes a sábado, de 10:00 a 18:00 IST (cerrado domingos y festivos)',
  'contact.reply': 'Respondemos a los correos en un día laborable. Si se trata de un pedido, indica su número.',
  'contact.address.title': 'Dirección postal',
  'contact.address.country': 'India',
  'contact.gstin': 'GSTIN: {{gstin}}',
  'contact.grievance.title': 'Responsable de reclamaciones',
  'contact.grievance.p1':
    'Si no hemos resuelto un problema a tu satisfacción, o para cualquier reclamación sobre tus datos personales, contacta con nuestra responsable de reclamaciones, {{grievanceOfficer}}, por correo electrónico o por correo postal en la dirección indicada arriba. Acusamos recibo de las reclamaciones en 48 horas y las resolvemos en un mes.',
  'contact.grievance.write': 'Escribir a la responsable de reclamaciones ({{grievanceEmail}})',

  // Identity pages
  'identity.notOpen': 'El inicio de sesión aún no está disponible; llegará pronto. Mientras tanto, puedes recorrer la tienda.',

  'accounts.title': 'Mi cuenta',
  'accounts.intro':
    'Tu cuenta reúne tus datos en un solo lugar, para que pagar sea rápido y puedas seguir fácilmente cada pedido.',
  'accounts.here.title': 'Qué encontrarás aquí',
  'accounts.here.i1': 'Tu perfil: nombre, correo electrónico y teléfono.',
  'accounts.here.i2': 'Hasta {{max}} direcciones de entrega guardadas.',
  'accounts.here.i3': 'Tu GSTIN, que figura en tus facturas para que tu empresa pueda deducir el crédito fiscal.',
  'accounts.here.i4': 'Tus pedidos, con el estado del pago y de la entrega y sus facturas con GST.',
  'accounts.data.title': 'Tus datos',
  'accounts.data.p1':
    'Puedes cambiar tus datos o eliminar tu cuenta en cualquier momento. Nuestra política de privacidad explica qué conservamos y por qué.',
  'accounts.link.login': 'Iniciar sesión',
  'accounts.link.orders': 'Tus pedidos',
  'accounts.link.delete': 'Eliminar tu cuenta',

  'login.title': 'Iniciar sesión',
  'login.intro':
    'Inicia sesión con tu correo electrónico y tu contraseña para seguir tus pedidos, guardar tus direcciones de entrega y pagar más rápido.',
  'login.new.title': '¿Eres nuevo en Haat?',
  'login.new.p1':
    'Para crear una cuenta basta con un correo electrónico y una contraseña de al menos {{min}} caracteres, con al menos una letra minúscula y un dígito.',
  'login.staff.title': 'Personal de la tienda',
  'login.staff.p1': 'Los administradores inician sesión en la página de acceso de administración.',
  'login.link.shop': 'Ver la tienda',
  'login.link.admin': 'Acceso de administración',

  'delete.title': 'Eliminar tu cuenta',
  'delete.intro':
    'Puedes eliminar tu cuenta de Haat en cualquier momento. No se puede deshacer, así que lee qué se borra y qué nos obliga la ley a conservar.',
  'delete.notice': 'Podrás eliminar tu cuenta aquí cuando hayas iniciado sesión. El inicio de sesión llegará pronto.',
  'delete.erased.title': 'Qué se borra',
  'delete.erased.i1': 'Tu acceso (correo electrónico y contraseña) y tu perfil: nombre y teléfono.',
  'delete.erased.i2': 'Tus direcciones de entrega guardadas y tu GSTIN.',
  'delete.erased.i3': 'Tu carrito y tus preferencias.',
  'delete.kept.title': 'Qué conservamos',
  'delete.kept.p1':
    'Tus pedidos anteriores se conservan de forma anónima: se eliminan tu nombre y tus datos de contacto, pero se mantienen las facturas, los artículos, los importes y el GST. La ley india del GST obliga a los vendedores a conservar facturas y cuentas durante 72 meses desde la fecha límite de la declaración anual de ese año.',
  'delete.kept.p2':
    'Eliminar tu cuenta no cancela los pedidos en camino ni los reembolsos en curso: se completan con normalidad.',
  'delete.link.account': 'Volver a mi cuenta',

  'quick.title': 'Acceso rápido',
  'quick.intro':
    'Un atajo para trabajar en la tienda en tu propio ordenador: elige una de las cuentas de prueba e inicias sesión sin escribir ninguna contraseña.',
  'quick.local':
    'Esta copia de la tienda usa el servicio local de inicio de sesión de prueba. Las cuentas de prueba aparecerán aquí cuando el inicio de sesión esté conectado.',
  'quick.unavailable':
    'El acceso rápido solo está disponible en una copia local de la tienda que use el servicio de inicio de sesión de prueba.',
  'quick.accounts.title': 'Cuentas de prueba',
  'quick.accounts.i1': 'Un cliente, para comprar, pagar con tarjetas de prueba y seguir los pedidos.',
  'quick.accounts.i2': 'Un administrador, para gestionar el catálogo, los pedidos y los usuarios.',
  'quick.link.login': 'Iniciar sesión con correo electrónico y contraseña',

  // UI kit (/sample)
  'sample.title': 'Kit de interfaz',
  'sample.intro':
    'La referencia viva del aspecto de la tienda: tema, botones, tipografía, formularios con su validación y avisos. Todas las partes de la tienda los usan.',
  'sample.top': 'Volver arriba',
  'sample.theme.title': 'Tema',
  'sample.theme.primary': 'Principal: verde oliva',
  'sample.theme.secondary': 'Secundario: verde azulado',
  'sample.theme.breakpoints': 'Puntos de corte',
  'sample.theme.from': 'desde {{px}} px',
  'sample.theme.mobile': 'Por debajo de {{px}} px, los diseños pasan a su versión para móvil.',
  'sample.theme.current': 'Esta ventana mide {{width}} px de ancho (punto de corte {{name}}): {{layout}}.',
  'sample.theme.phone': 'diseño para móvil',
  'sample.theme.desktop': 'diseño para escritorio',
  'sample.theme.motion': 'Las animaciones de desplazamiento duran {{ms}} ms: prueba «Volver arriba» al final de la página.',
  'sample.buttons.title': 'Botones',
  'sample.buttons.variants': 'Variantes',
  'sample.buttons.sizes': 'Tamaños',
  'sample.buttons.primary': 'Principal',
  'sample.buttons.secondary': 'Secundario',
  'sample.buttons.default': 'Predeterminado',
  'sample.buttons.dashed': 'Discontinuo',
  'sample.buttons.text': 'Texto',
  'sample.buttons.link': 'Enlace',
  'sample.buttons.danger': 'Peligro',
  'sample.buttons.disabled': 'Desactivado',
  'sample.buttons.loading': 'Cargando',
  'sample.buttons.small': 'Pequeño',
  'sample.buttons.middle': 'Compacto (predeterminado)',
  'sample.buttons.large': 'Grande',
  'sample.type.title': 'Tipografía',
  'sample.type.h3': 'Título de nivel 3',
  'sample.type.h4': 'Título de nivel 4',
  'sample.type.h5': 'Título de nivel 5',
  'sample.type.paragraph':
    'Texto normal. Estampada a mano en Bagru con índigo natural, cada colcha lleva unas tres semanas de trabajo, desde el primer lavado hasta la última estampación.',
  'sample.type.price': 'Precio: {{price}}, GST incluido.',
  'sample.type.strong': 'Negrita',
  'sample.type.italic': 'Cursiva',
  'sample.type.underline': 'Subrayado',
  'sample.type.delete': 'Tachado',
  'sample.type.code': 'Código',
  'sample.type.keyboard': 'Tecla',
  'sample.type.mark': 'Resaltado',
  'sample.type.secondary': 'Secundario',
  'sample.type.success': 'Éxito',
  'sample.type.warning': 'Advertencia',
  'sample.type.danger': 'Peligro',
  'sample.type.link': 'Un enlace a la tienda',
  'sample.form.title': 'Formularios y validación',
  'sample.form.intro':
    'Los campos de texto, las áreas de texto y los selectores de archivos tienen contorno; los desplegables y los campos con autocompletado tienen relleno; todos son compactos. Cada campo se comprueba con las reglas de validación compartidas, igual que lo hace la API. Envía el formulario vacío para ver los mensajes. No se envía nada.',
  'sample.form.name': 'Nombre completo',
  'sample.form.email': 'Correo electrónico',
  'sample.form.password': 'Contraseña',
  'sample.form.passwordHint': 'Al menos {{min}} caracteres, con una letra minúscula y un dígito.',
  'sample.form.gstin': 'GSTIN (opcional)',
  'sample.form.gstinHint': '{{n}} caracteres, por ejemplo 08AAHCH1234K1Z2.',
  'sample.form.state': 'Estado de entrega',
  'sample.form.statePlaceholder': 'Elige un estado o territorio de la unión',
  'sample.form.craft': 'Artesanía favorita',
  'sample.form.craftPlaceholder': 'Empieza a escribir, por ejemplo «cerámica»',
  'sample.form.port': 'Puerto',
  'sample.form.url': 'Sitio web',
  'sample.form.message': 'Mensaje',
  'sample.form.photo': 'Foto',
  'sample.form.photoHint': 'El archivo se queda en tu navegador.',
  'sample.form.choose': 'Elegir un archivo',
  'sample.form.submit': 'Comprobar el formulario',
  'sample.form.reset': 'Borrar',
  'sample.form.valid': 'Todos los campos son válidos. No se ha enviado nada: es un ejemplo.',
  'sample.form.invalid': 'Corrige los campos marcados.',
  'sample.craft.blockPrint': 'Estampado con bloques',
  'sample.craft.bluePottery': 'Cerámica azul',
  'sample.craft.kantha': 'Bordado kantha',
  'sample.craft.dhokra': 'Fundición de metal dhokra',
  'sample.craft.channapatna': 'Juguetes de Channapatna',
  'sample.craft.pashmina': 'Tejido de pashmina',
  'sample.toast.title': 'Avisos',
  'sample.toast.intro':
    'Los avisos aparecen abajo en el centro y se cierran a los 2 segundos. Pueden contener HTML, que siempre se sanea antes.',
  'sample.toast.info': 'Información',
  'sample.toast.success': 'Éxito',
  'sample.toast.warning': 'Advertencia',
  'sample.toast.error': 'Error',
  'sample.toast.infoMessage': 'Tu paquete ha salido de nuestro taller.',
  'sample.toast.successMessage': 'Añadido a tu carrito.',
  'sample.toast.warningMessage': 'Solo quedan 2 en existencias.',
  'sample.toast.errorMessage': 'El pago ha fallado. No se ha cobrado nada.',
  'sample.toast.html': 'Aviso con HTML',
  'sample.toast.htmlMessage': '<b>Guardado</b>: tus cambios se han conservado.',
  'sample.toast.unsafe': 'Aviso con HTML peligroso',
  'sample.toast.unsafeMessage': 'Se ha eliminado el script, no se abre ninguna alerta:',
  'sample.toast.payload': 'El aviso peligroso envía este código:',
};
