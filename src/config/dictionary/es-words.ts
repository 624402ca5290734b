/**
 * The product's own words in Spanish (the shape and what each word is for: en-words.ts), as
 * Latin American sites write them: the visitor is «tú», and typography after the RAE: ¡…! ¿…?,
 * quotes « » around a quoted text.
 */
import type { Words } from './en-words.ts';

/** Numbers in Spanish: 1,234 in Mexico, 1234 or 1.234 in Spain (the locale's own grouping). */
const count = (value: number) => value.toLocaleString('es');

/** The word for `value` by Spanish's plural rule (`Intl.PluralRules`): 1 carácter, 0 or 2 caracteres (`many`, for millions, takes the plural too). */
const plurals = new Intl.PluralRules('es');
const byCount = (value: number, one: string, other: string) => (plurals.select(value) === 'one' ? one : other);

export const esWords: Words = {
  language: { name: 'Español' },

  page: {
    skipLink: 'Saltar al contenido',
    title: (ownerName: string) => `Portafolio de ${ownerName}`,
    opensInNewTab: (label: string) => `${label} (se abre en una pestaña nueva)`,
  },

  header: {
    sections: {
      home: 'Inicio',
      projects: 'Proyectos',
      skills: 'Habilidades',
      about: 'Sobre mí',
      gallery: 'Galería',
      contact: 'Contacto',
    },
    optionalSections: { writing: 'Artículos' },
    mainNavigation: 'Principal',
    // Short, beside its download icon, so the bar of a laptop (1280 px) keeps room for the links (header-fit.ts).
    downloadResume: 'Mi CV',
    toggleTheme: 'Activar o desactivar el tema oscuro',
    menu: {
      button: 'Menú de navegación',
      navigation: 'Menú',
      downloadResume: 'Descargar CV',
    },
    offline: {
      badge: 'Sin conexión',
      details:
        'Todo lo que hay en esta página sigue funcionando con la copia guardada en este dispositivo: el CV, el código QR, la tarjeta de contacto y compartir el enlace. Los mensajes que envíes saldrán en cuanto vuelvas a tener conexión.',
      outsideLinks: 'Los enlaces a otros sitios, como los artículos y repositorios que aparecen aquí, necesitan conexión.',
    },
  },

  offlinePage: {
    heading: 'No tienes conexión',
    body: 'Esta dirección no está guardada en este dispositivo, así que necesita conexión. El portafolio en sí funciona sin conexión.',
    home: 'Ir al portafolio',
  },

  hero: {
    viewWork: 'Ver mis proyectos',
    contactMe: 'Contáctame',
    scrollToProjects: 'Desplazarse a los proyectos',
  },

  projects: {
    technologies: 'Tecnologías',
    links: { code: 'Código', demo: 'Demo', writeUp: 'Reseña' },
    linksOf: (title: string) => `Enlaces de ${title}`,
    linkTo: (label: string, title: string) => `${label}: ${title}`,
    readCaseStudy: 'Leer el caso de estudio',
    readCaseStudyOf: (title: string) => `Leer el caso de estudio: ${title}`,
  },

  caseStudy: {
    kind: 'Caso de estudio',
    title: (projectTitle: string, ownerName: string) => `${projectTitle}: caso de estudio de ${ownerName}`,
    back: 'Volver a los proyectos',
    more: 'Más casos de estudio',
    previous: 'Caso de estudio anterior',
    next: 'Caso de estudio siguiente',
    share: 'Compartir este caso de estudio',
  },

  writing: {
    title: 'Artículos',
    subtitle: 'Mis publicaciones más recientes, de la más nueva a la más antigua',
  },

  repositories: {
    title: 'En GitHub',
    subtitle: 'Mis repositorios públicos, del actualizado más recientemente al más antiguo',
    stars: (stars: number) => `${count(stars)} ${byCount(stars, 'estrella', 'estrellas')}`,
    all: 'Todos mis repositorios en GitHub',
  },

  outsideLinks: {
    offline: 'No tienes conexión: estos enlaces abren otros sitios, que la necesitan.',
  },

  skills: {
    levels: { Advanced: 'Avanzado', Moderate: 'Intermedio', Beginner: 'Principiante' },
  },

  history: {
    /** Lower case: it ends a period, `sep 2023 – actualidad`. */
    present: 'actualidad',
  },

  about: {
    certificates: 'Certificaciones',
    awards: 'Premios y reconocimientos',
    publications: 'Publicaciones',
    spokenLanguages: 'Idiomas',
  },

  gallery: {
    carousel: 'Galería de fotos',
    carouselRole: 'carrusel',
    slideRole: 'diapositiva',
    slideOf: (position: number, total: number) => `${count(position)} de ${count(total)}`,
    slideStatus: (position: number, total: number) => `Diapositiva ${count(position)} de ${count(total)}`,
    indicators: 'Diapositivas',
    previous: 'Foto anterior',
    next: 'Foto siguiente',
    showPhoto: (position: number, total: number) => `Mostrar la foto ${count(position)} de ${count(total)}`,
    enlarge: (caption: string) => `Ampliar la foto: ${caption}`,
    closeEnlarged: 'Cerrar la foto ampliada',
  },

  contact: {
    info: { email: 'Correo', phone: 'Teléfono', location: 'Ubicación' },
    formTitle: 'Envíame un mensaje',
    labels: { name: 'Nombre', email: 'Correo electrónico', subject: 'Asunto', message: 'Mensaje' },
    send: 'Enviar mensaje',
    sending: 'Enviando...',
    banners: {
      success: '¡Gracias! Tu mensaje se envió correctamente.',
      error: '¡Uy! Algo salió mal. Inténtalo de nuevo más tarde.',
    },
    required: {
      name: 'Escribe tu nombre.',
      subject: 'Escribe un asunto.',
      message: 'Escribe un mensaje.',
    },
    charactersLeft: (left: number) => `${byCount(left, 'Queda', 'Quedan')} ${count(left)} ${byCount(left, 'carácter', 'caracteres')}`,
    tooLong: (over: number) => `${byCount(over, 'Sobra', 'Sobran')} ${count(over)} ${byCount(over, 'carácter', 'caracteres')}: el servicio de correo no acepta más.`,
    notes: {
      waiting: 'Tu mensaje está guardado en este dispositivo y se enviará automáticamente en cuanto el sitio pueda comunicarse con el servicio de correo.',
      full: 'Ya hay demasiados mensajes sin enviar esperando en este dispositivo, así que este no se guardó. Inténtalo de nuevo más tarde.',
      unsaved: 'Este dispositivo no pudo guardar el mensaje para más tarde, pero todo lo que escribiste sigue en el formulario.',
    },
    limited: (messages: number, minutes: number, at: string, inMinutes: number) =>
      `Para proteger la bandeja de entrada, este dispositivo envía como máximo ${count(messages)} mensajes cada ${count(minutes)} minutos. Tu texto sigue aquí: podrás enviarlo a las ${at}, dentro de ${count(inMinutes)} ${byCount(inMinutes, 'minuto', 'minutos')}.`,
    mailInstead: 'Enviarlo desde tu aplicación de correo',
    trapLabel: 'Deja este campo vacío',
    earlySubmit: 'Esta página no terminó de cargarse, así que tu mensaje no se envió. Tu texto sigue aquí; mejor escríbeme por correo:',
    mailtoNote: 'Tu aplicación de correo debería haberse abierto con tu mensaje ya escrito: envíalo desde ahí. Desde esta página no se envió nada. Si no se abrió ninguna aplicación de correo, escribe a',
    notices: {
      sentTitle: 'Mensaje enviado',
      sent: (subject: string) => `Tu mensaje anterior «${subject}» ya se envió.`,
      notSentTitle: 'Mensaje no enviado',
      expired: (subject: string) => `Tu mensaje anterior «${subject}» esperó demasiado y no se envió. Vuelve a enviarlo.`,
      rejected: (subject: string) => `El servicio de correo rechazó tu mensaje anterior «${subject}». Inténtalo de nuevo más tarde o escribe por correo.`,
      putBack: 'Volver a ponerlo en el formulario',
    },
  },

  footer: {
    elsewhere: 'En otros sitios',
    emailOwner: (ownerName: string) => `Escribir un correo a ${ownerName}`,
  },

  careerKit: {
    title: 'Llévate este sitio',
    intro: 'Instálalo, compártelo, escanéalo o guarda mi tarjeta de contacto. Todo funciona sin conexión.',
    install: 'Instalar la aplicación',
    share: 'Compartir',
    shareText: (ownerName: string, tagline: string) => `${ownerName}: ${tagline}`,
    shared: 'Compartido.',
    copied: (url: string) => `Enlace copiado: ${url}`,
    copyByHand: (url: string) => `Copia este enlace: ${url}`,
    saveContact: 'Guardar contacto',
    showQr: 'Mostrar el código QR',
    qrTitle: 'Escanea para abrir este portafolio',
    qrAlt: (url: string) => `Código QR de ${url}`,
    qrHint: 'Apunta la cámara de un teléfono al código. Aquí funciona sin red.',
    close: 'Cerrar',
    /** Safari's controls as Spanish iOS names them. */
    howTo: {
      title: 'Instalar en tu iPhone o iPad',
      intro: 'Safari agrega este sitio a tu pantalla de inicio como una aplicación que se abre sin conexión:',
      steps: [
        { before: 'Toca ', strong: 'Compartir', after: ' en la barra de Safari: el cuadrado con una flecha hacia arriba.' },
        { before: 'Desplázate por la lista y elige ', strong: 'Agregar a inicio', after: '.' },
        { before: 'Toca ', strong: 'Agregar', after: '. La aplicación se abre desde tu pantalla de inicio, también sin conexión.' },
      ],
      done: 'Entendido',
    },
  },

  update: {
    title: 'Hay una versión nueva disponible',
    message: 'Vuelve a cargar la página para ver la versión más reciente del portafolio.',
    reload: 'Volver a cargar',
  },

  resume: {
    title: (ownerName: string) => `${ownerName} – CV`,
    headings: {
      education: 'Formación',
      experience: 'Experiencia',
      projects: 'Proyectos',
      skills: 'Habilidades',
      certificates: 'Certificaciones',
      awards: 'Premios',
      publications: 'Publicaciones',
      spokenLanguages: 'Idiomas',
      interests: 'Intereses',
    },
    builtWith: 'Hecho con',
    labelled: (label: string) => `${label}: `,
  },

  shareCard: {
    label: 'Portafolio',
    alt: (ownerName: string, headline: string) => `Retrato de ${ownerName} junto a su nombre y «${headline}».`,
  },
};
