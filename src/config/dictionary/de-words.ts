/**
 * The product's own words in German (the shape and what each word is for: en-words.ts): the
 * visitor is «Sie», as a portfolio read by recruiters addresses them, and quotes „…“.
 */
import type { Words } from './en-words.ts';

/** Numbers in German: 1.234. */
const count = (value: number) => value.toLocaleString('de-DE');

/** The word for `value` by German's plural rule (`Intl.PluralRules`): 1 Zeichen, 1 Minute, 2 Minuten. */
const plurals = new Intl.PluralRules('de-DE');
const byCount = (value: number, one: string, other: string) => (plurals.select(value) === 'one' ? one : other);

export const deWords: Words = {
  language: { name: 'Deutsch' },

  page: {
    skipLink: 'Zum Inhalt springen',
    title: (ownerName: string) => `Portfolio von ${ownerName}`,
    opensInNewTab: (label: string) => `${label} (öffnet sich in einem neuen Tab)`,
  },

  header: {
    sections: {
      home: 'Start',
      projects: 'Projekte',
      skills: 'Kenntnisse',
      about: 'Über mich',
      gallery: 'Galerie',
      contact: 'Kontakt',
    },
    optionalSections: { writing: 'Beiträge' },
    mainNavigation: 'Hauptnavigation',
    // Short, beside its download icon, so the bar of a laptop (1280 px) keeps room for the links (header-fit.ts).
    downloadResume: 'Lebenslauf',
    toggleTheme: 'Dunkles Design ein- oder ausschalten',
    menu: {
      button: 'Navigationsmenü',
      navigation: 'Menü',
      downloadResume: 'Lebenslauf herunterladen',
    },
    offline: {
      badge: 'Offline',
      details:
        'Alles auf dieser Seite funktioniert weiter mit der Kopie, die auf diesem Gerät gespeichert ist: der Lebenslauf, der QR-Code, die Kontaktkarte und das Teilen des Links. Nachrichten, die Sie senden, gehen raus, sobald Sie wieder online sind.',
      outsideLinks: 'Links zu anderen Websites, etwa zu den hier aufgeführten Beiträgen und Repositorys, brauchen eine Verbindung.',
    },
  },

  offlinePage: {
    heading: 'Sie sind offline',
    body: 'Diese Adresse ist nicht auf diesem Gerät gespeichert und braucht daher eine Verbindung. Das Portfolio selbst funktioniert offline.',
    home: 'Zum Portfolio',
  },

  hero: {
    viewWork: 'Meine Projekte ansehen',
    contactMe: 'Kontakt aufnehmen',
    scrollToProjects: 'Zu den Projekten scrollen',
  },

  projects: {
    technologies: 'Technologien',
    links: { code: 'Code', demo: 'Demo', writeUp: 'Bericht' },
    linksOf: (title: string) => `Links zu ${title}`,
    linkTo: (label: string, title: string) => `${label}: ${title}`,
    readCaseStudy: 'Fallstudie lesen',
    readCaseStudyOf: (title: string) => `Fallstudie lesen: ${title}`,
  },

  caseStudy: {
    kind: 'Fallstudie',
    title: (projectTitle: string, ownerName: string) => `${projectTitle}: Fallstudie von ${ownerName}`,
    back: 'Zurück zu den Projekten',
    more: 'Weitere Fallstudien',
    previous: 'Vorherige Fallstudie',
    next: 'Nächste Fallstudie',
    share: 'Diese Fallstudie teilen',
  },

  writing: {
    title: 'Beiträge',
    subtitle: 'Meine neuesten Beiträge, die jüngsten zuerst',
  },

  repositories: {
    title: 'Auf GitHub',
    subtitle: 'Meine öffentlichen Repositorys, die zuletzt aktualisierten zuerst',
    stars: (stars: number) => `${count(stars)} ${byCount(stars, 'Stern', 'Sterne')}`,
    all: 'Alle meine Repositorys auf GitHub',
  },

  outsideLinks: {
    offline: 'Sie sind offline: Diese Links öffnen andere Websites, die eine Verbindung brauchen.',
  },

  skills: {
    levels: { Advanced: 'Fortgeschritten', Moderate: 'Gute Kenntnisse', Beginner: 'Grundkenntnisse' },
  },

  history: {
    /** It ends a period: `Sept. 2023 – heute`. */
    present: 'heute',
  },

  about: {
    certificates: 'Zertifikate',
    awards: 'Auszeichnungen',
    publications: 'Publikationen',
    spokenLanguages: 'Sprachen',
  },

  gallery: {
    carousel: 'Fotogalerie',
    carouselRole: 'Karussell',
    slideRole: 'Folie',
    slideOf: (position: number, total: number) => `${count(position)} von ${count(total)}`,
    slideStatus: (position: number, total: number) => `Folie ${count(position)} von ${count(total)}`,
    indicators: 'Folien',
    previous: 'Vorheriges Foto',
    next: 'Nächstes Foto',
    showPhoto: (position: number, total: number) => `Foto ${count(position)} von ${count(total)} zeigen`,
    enlarge: (caption: string) => `Foto vergrößern: ${caption}`,
    closeEnlarged: 'Vergrößertes Foto schließen',
  },

  contact: {
    info: { email: 'E-Mail', phone: 'Telefon', location: 'Ort' },
    formTitle: 'Schreiben Sie mir',
    labels: { name: 'Name', email: 'E-Mail', subject: 'Betreff', message: 'Nachricht' },
    send: 'Nachricht senden',
    sending: 'Wird gesendet...',
    banners: {
      success: 'Vielen Dank! Ihre Nachricht wurde erfolgreich gesendet.',
      error: 'Hoppla! Etwas ist schiefgelaufen. Bitte versuchen Sie es später noch einmal.',
    },
    required: {
      name: 'Bitte geben Sie Ihren Namen ein.',
      subject: 'Bitte geben Sie einen Betreff ein.',
      message: 'Bitte schreiben Sie eine Nachricht.',
    },
    // «Zeichen» is the same in the singular and the plural (1 Zeichen, 2 Zeichen).
    charactersLeft: (left: number) => `Noch ${count(left)} Zeichen`,
    tooLong: (over: number) => `${count(over)} Zeichen zu viel: Mehr nimmt der E-Mail-Dienst nicht an.`,
    notes: {
      waiting: 'Ihre Nachricht ist auf diesem Gerät gespeichert und wird automatisch gesendet, sobald die Website den E-Mail-Dienst erreicht.',
      full: 'Auf diesem Gerät warten bereits zu viele ungesendete Nachrichten, deshalb wurde diese nicht gespeichert. Bitte versuchen Sie es später noch einmal.',
      unsaved: 'Dieses Gerät konnte die Nachricht nicht für später speichern, aber alles, was Sie geschrieben haben, steht noch im Formular.',
    },
    limited: (messages: number, minutes: number, at: string, inMinutes: number) =>
      `Um das Postfach vor einer Flut zu schützen, sendet dieses Gerät höchstens ${count(messages)} Nachrichten alle ${count(minutes)} Minuten. Ihr Text ist noch da: Sie können ihn um ${at} Uhr senden, in ${count(inMinutes)} ${byCount(inMinutes, 'Minute', 'Minuten')}.`,
    mailInstead: 'Stattdessen aus Ihrer E-Mail-App senden',
    trapLabel: 'Dieses Feld bitte leer lassen',
    earlySubmit: 'Diese Seite ist noch nicht fertig geladen, deshalb wurde Ihre Nachricht nicht gesendet. Ihr Text ist noch da; bitte schreiben Sie mir stattdessen eine E-Mail:',
    mailtoNote: 'Ihre E-Mail-App sollte sich mit Ihrer Nachricht geöffnet haben: Senden Sie sie von dort. Von dieser Seite wurde nichts gesendet. Falls sich keine E-Mail-App geöffnet hat, schreiben Sie an',
    notices: {
      sentTitle: 'Nachricht gesendet',
      sent: (subject: string) => `Ihre frühere Nachricht „${subject}“ wurde jetzt gesendet.`,
      notSentTitle: 'Nachricht nicht gesendet',
      expired: (subject: string) => `Ihre frühere Nachricht „${subject}“ hat zu lange gewartet und wurde nicht gesendet. Bitte senden Sie sie noch einmal.`,
      rejected: (subject: string) => `Der E-Mail-Dienst hat Ihre frühere Nachricht „${subject}“ abgelehnt. Bitte versuchen Sie es später noch einmal oder schreiben Sie eine E-Mail.`,
      putBack: 'Zurück ins Formular',
    },
  },

  footer: {
    elsewhere: 'Im Netz',
    emailOwner: (ownerName: string) => `E-Mail an ${ownerName}`,
  },

  careerKit: {
    title: 'Nehmen Sie diese Website mit',
    intro: 'Installieren, teilen oder scannen Sie sie, oder speichern Sie meine Kontaktkarte. Alles funktioniert offline.',
    install: 'App installieren',
    share: 'Teilen',
    shareText: (ownerName: string, tagline: string) => `${ownerName}: ${tagline}`,
    shared: 'Geteilt.',
    copied: (url: string) => `Link kopiert: ${url}`,
    copyByHand: (url: string) => `Kopieren Sie diesen Link: ${url}`,
    saveContact: 'Kontakt speichern',
    showQr: 'QR-Code zeigen',
    qrTitle: 'Scannen, um dieses Portfolio zu öffnen',
    qrAlt: (url: string) => `QR-Code von ${url}`,
    qrHint: 'Richten Sie die Kamera eines Handys auf den Code. Hier funktioniert er auch ohne Netz.',
    close: 'Schließen',
    /** Safari's controls as German iOS names them. */
    howTo: {
      title: 'Auf dem iPhone oder iPad installieren',
      intro: 'Safari legt diese Website als App auf Ihrem Home-Bildschirm ab, die sich offline öffnet:',
      steps: [
        { before: 'Tippen Sie in der Leiste von Safari auf ', strong: 'Teilen', after: ': das Quadrat mit dem Pfeil nach oben.' },
        { before: 'Scrollen Sie in der Liste nach unten und wählen Sie ', strong: 'Zum Home-Bildschirm', after: '.' },
        { before: 'Tippen Sie auf ', strong: 'Hinzufügen', after: '. Die App öffnet sich vom Home-Bildschirm aus, auch offline.' },
      ],
      done: 'Verstanden',
    },
  },

  update: {
    title: 'Eine neue Version ist verfügbar',
    message: 'Laden Sie die Seite neu, um das aktuelle Portfolio zu sehen.',
    reload: 'Neu laden',
  },

  resume: {
    title: (ownerName: string) => `${ownerName} – Lebenslauf`,
    headings: {
      education: 'Ausbildung',
      experience: 'Berufserfahrung',
      projects: 'Projekte',
      skills: 'Kenntnisse',
      certificates: 'Zertifikate',
      awards: 'Auszeichnungen',
      publications: 'Publikationen',
      spokenLanguages: 'Sprachen',
      interests: 'Interessen',
    },
    builtWith: 'Umgesetzt mit',
    labelled: (label: string) => `${label}: `,
  },

  shareCard: {
    label: 'Portfolio',
    alt: (ownerName: string, headline: string) => `Porträt von ${ownerName} neben dem Namen und „${headline}“.`,
  },
};
