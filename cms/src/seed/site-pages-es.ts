import { h2, p, pLink, ul } from './blocks';
import type { SitePageSeed } from './site-pages';

// The Spanish versions of the editorial pages (issue 32): the same sections as the English ones, in US Spanish.

const contact = 'hello@americandietitian.example';

export const aboutPageEs: SitePageSeed = {
  title: 'Acerca de American Dietitian',
  updated_on: '2026-11-28',
  body: [
    p(
      'American Dietitian ayuda a personas de todo Estados Unidos a encontrar un dietista registrado cerca de ellas, y ayuda a los dietistas registrados a llegar a quienes los necesitan. Busque por código postal, ciudad o estado, lea un perfil y comuníquese directamente.',
    ),
    h2('Nuestra misión'),
    p(
      'Un buen consejo de nutrición cambia vidas, pero encontrar a un profesional calificado es más difícil de lo que debería ser. Creamos un directorio sencillo y honesto de dietistas registrados (RD y RDN) con los datos que importan: dónde atienden, cuándo tienen disponibilidad, en qué se especializan y cómo comunicarse con ellos.',
    ),
    h2('Para quienes buscan ayuda'),
    ul([
      'Busque en el directorio por código postal, ciudad o estado.',
      'Compare perfiles: áreas de especialidad, formación, horario de atención y datos de contacto.',
      'Lea artículos escritos por dietistas y nuestro blog asistido por IA, que explica los conceptos básicos de la nutrición en palabras sencillas.',
      'Comuníquese directamente con el dietista: no nos interponemos entre usted y su atención.',
    ]),
    h2('Para dietistas registrados'),
    p(
      'Cree una cuenta, elija un plan de publicación y prepare su perfil; nuestro equipo lo revisa antes de publicarlo en el directorio. Su perfil muestra sus datos de contacto, su horario de trabajo, un resumen de su práctica, su formación y sus redes sociales. Los dietistas con los planes Professional y Practice también pueden publicar artículos en nuestro Authors Digest, después de una revisión de nuestros editores.',
    ),
    h2('Cómo funcionan los perfiles'),
    p(
      'Cada cuenta verifica su correo electrónico antes de poder iniciar sesión, y nuestro equipo revisa cada perfil antes de publicarlo. La insignia "✓ Verificado" significa que alguien de nuestro equipo consultó al menos una de las credenciales del dietista (NPI, registro de la CDR o licencia estatal) en su fuente y comprobó que es real y vigente; el perfil muestra cada verificación con su número y la fecha en que se hizo.',
    ),
    pLink('Lea ', 'qué significa "Verificado"', '/es/verified', ' y lo que no indica.'),
    p(
      'Cada perfil tiene un enlace "Reportar este perfil": avísenos si hay datos incorrectos, si la persona no es dietista o si el consultorio cerró. Nuestro equipo lee cada reporte y retira los perfiles que presentan una credencial de forma engañosa. Antes de comenzar cualquier tratamiento, confirme siempre la licencia del profesional con la junta de su estado.',
    ),
    h2('Una nota sobre nuestro blog asistido por IA'),
    p(
      'Algunos artículos de nuestro blog se redactan con ayuda de IA; cada uno lo revisa un dietista registrado, cuyo nombre aparece en el artículo, antes de publicarse, y lleva la etiqueta "AI-assisted". Son información general, no consejo médico. Para recibir orientación sobre su propia salud, hable con un dietista registrado o con su médico.',
    ),
    h2('Contáctenos'),
    pLink('¿Preguntas, correcciones o ideas de colaboración? Escríbanos a ', contact, `mailto:${contact}`, '. American Dietitian es una empresa de VV, LLC.'),
  ],
};

export const termsPageEs: SitePageSeed = {
  title: 'Términos del servicio',
  updated_on: '2026-11-01',
  body: [
    p(
      'Estos términos se aplican cuando usted usa el sitio web de American Dietitian y sus servicios, operados por VV, LLC ("nosotros"). Al usar el sitio, usted los acepta. Si no está de acuerdo, le pedimos que no use el sitio.',
    ),
    h2('1. Lo que ofrecemos'),
    p(
      'Mantenemos un directorio de dietistas registrados y publicamos artículos de nutrición. No brindamos atención médica ni nutricional, y nada de lo que aparece en el sitio reemplaza el consejo de un profesional calificado que conozca su situación.',
    ),
    h2('2. Cuentas'),
    ul([
      'Debe proporcionar información correcta y mantener su contraseña en secreto.',
      'Debe verificar su correo electrónico antes de poder iniciar sesión.',
      'Usted es responsable de lo que ocurra con su cuenta. Avísenos de inmediato si cree que otra persona la ha usado.',
      'Podemos suspender o cerrar las cuentas que no cumplan estos términos.',
    ]),
    h2('3. Perfiles de los dietistas'),
    p(
      'Si publica un perfil, usted confirma que tiene las credenciales que declara, que está autorizado para ejercer donde dice hacerlo y que la información es correcta y se mantiene al día. Nos otorga una licencia para mostrar su perfil y sus artículos en el sitio y en su publicidad.',
    ),
    h2('4. Planes y pagos'),
    p(
      'Los planes de publicación se cobran cada mes en dólares estadounidenses. Los pagos los procesa Stripe; nunca vemos ni guardamos el número completo de su tarjeta. Puede cancelar en cualquier momento; su perfil sigue visible hasta el final del período que pagó. Los precios pueden cambiar con un aviso de 30 días por correo electrónico.',
    ),
    h2('5. Uso aceptable'),
    ul([
      'Nada de contenido falso, engañoso o ilegal.',
      'Nada de extracción de datos (scraping), acceso automatizado masivo ni intentos de vulnerar la seguridad del sitio.',
      'Nada de usar los datos de contacto del directorio para publicidad no solicitada.',
    ]),
    h2('6. Contenido y propiedad intelectual'),
    p(
      'El diseño, los textos y el software del sitio nos pertenecen a nosotros o a quienes nos otorgan licencia. Los artículos pertenecen a sus autores, que nos conceden una licencia para publicarlos. Puede compartir enlaces a cualquier página.',
    ),
    h2('7. Exención de garantías y responsabilidad'),
    p(
      'El sitio se ofrece "tal cual". Hacemos todo lo posible por mantenerlo correcto y disponible, pero no podemos garantizarlo. En la medida en que la ley lo permita, nuestra responsabilidad por cualquier reclamo se limita a la cantidad que nos haya pagado en los doce meses anteriores a que surgiera.',
    ),
    h2('8. Cambios y contacto'),
    pLink('Podemos actualizar estos términos; la fecha de arriba indica la versión más reciente. Preguntas: ', contact, `mailto:${contact}`, '.'),
  ],
};

export const privacyPageEs: SitePageSeed = {
  title: 'Política de privacidad',
  updated_on: '2026-11-28',
  body: [
    p(
      'Esta política explica qué datos personales guarda American Dietitian (VV, LLC), por qué los guarda y qué opciones tiene usted. Recopilamos lo menos posible y nunca vendemos datos personales.',
    ),
    h2('Qué guardamos'),
    ul([
      'Datos de la cuenta: su nombre, su correo electrónico, un hash de su contraseña (nunca la contraseña en sí), su plan y la fecha en que verificó su correo.',
      'Datos del perfil, para los dietistas que publican uno: los datos de contacto, la dirección del consultorio, el horario de trabajo, la foto, el resumen, la formación y las redes sociales que ingrese. Un perfil publicado es público.',
      'Boletín: su correo electrónico, si se suscribe.',
      'Registros de seguridad: códigos de un solo uso de corta duración (guardados como hashes) y sesiones iniciadas, para que pueda cerrar sesión en todos sus dispositivos.',
    ]),
    h2('Pagos'),
    p(
      'Los pagos los gestiona Stripe. Guardamos el identificador de cliente de Stripe y el correo electrónico de facturación, nunca los datos de su tarjeta. La política de privacidad de Stripe se aplica al pago en sí.',
    ),
    h2('Correo electrónico'),
    p(
      'Enviamos correos transaccionales (enlaces de verificación, códigos para restablecer la contraseña, recibos) a través de Postmark, que procesa su dirección solo para entregar nuestros mensajes. Los correos del boletín se envían solo después de que usted confirma su dirección, por un canal aparte, y todos incluyen un enlace para cancelar la suscripción con un clic y una dirección para cancelarla por correo.',
    ),
    p(
      'Cuando un correo a su dirección rebota de forma definitiva, o usted marca uno de los nuestros como spam, dejamos de escribir a esa dirección (un aviso de spam también cancela la suscripción al boletín). Guardamos durante 45 días un registro de qué correos enviamos a qué dirección.',
    ),
    h2('Cookies'),
    p(
      'Usamos una cookie de sesión para mantener su sesión iniciada y una cookie de corta duración para mostrar un mensaje después de un cambio de página. No usamos cookies publicitarias ni de seguimiento entre sitios.',
    ),
    h2('Cuánto tiempo guardamos los datos'),
    p(
      'Los datos de la cuenta y del perfil se guardan mientras su cuenta esté abierta. Cuando usted elimina su cuenta (en su panel, en “Sus datos”), eliminamos de inmediato su cuenta, su perfil, sus fotos, sus solicitudes de contacto y sus citas, cancelamos las citas pendientes (se avisa a cada cliente) y su suscripción deja de renovarse. Sus artículos publicados siguen en el sitio firmados como “Un antiguo colaborador”, sin su nombre ni su foto; los no publicados se eliminan. Durante un año, la dirección de su perfil indica que el perfil está cerrado y sugiere dietistas cercanos; solo conserva la zona y las especialidades, nunca su nombre. Stripe conserva los registros de facturación que exige la ley tributaria. Los códigos y las sesiones vencidos se eliminan automáticamente.',
    ),
    h2('Solicitudes de cita'),
    p(
      'El motivo de una consulta y su número de teléfono son datos de salud: solo los ve el dietista al que usted se los envió, en su panel con sesión iniciada, y nunca se envían por correo electrónico. Los guardamos solo mientras la cita los necesita:',
    ),
    ul([
      'Una solicitud cuyo correo electrónico no se confirmó en 30 minutos: el motivo y el teléfono se borran de inmediato.',
      'Una solicitud rechazada, cancelada o sin respuesta: el motivo y el teléfono se borran 30 días después de que terminó.',
      'Una consulta que se realizó: el motivo y el teléfono se borran 30 días después de la consulta.',
      'Su nombre, su correo electrónico y su seguro: se eliminan con la cita 180 días después de su fecha.',
      'La hora, el tipo y el estado de una cita (sin datos personales una vez borrados los anteriores) se conservan hasta entonces para las estadísticas del dietista.',
    ]),
    p(
      'Las respuestas que da en la guía de Medicare (su diagnóstico y su código postal) no se guardan, y nuestros registros nunca las muestran.',
    ),
    h2('Sus derechos'),
    ul([
      'Ver y corregir sus datos en su cuenta, y descargarlos todos en un archivo (su panel, “Sus datos”).',
      'Eliminar usted mismo su cuenta y sus datos, desde el mismo lugar, con su contraseña.',
      'Si escribió a un dietista o pidió una cita, borrar lo que envió: cada correo que le enviamos enlaza a la página, que le envía un código para comprobar que la dirección es suya. Sus solicitudes de contacto desaparecen, sus citas conservan solo la hora, y una cita pendiente se cancela primero (se avisa al dietista).',
      'Cancelar su suscripción al boletín en cualquier momento.',
    ]),
    pLink('Para ejercer estos derechos, o para cualquier pregunta sobre privacidad, escriba a ', contact, `mailto:${contact}`, '.'),
  ],
};
