/**
 * The product's own words in Canadian French (the shape and what each word is for: en-words.ts).
 * Typography after the Office québécois de la langue française: a narrow no-break space before
 * ! ? ; a no-break space before : and inside « », so a line never starts with the mark.
 */
import type { Words } from './en-words.ts';

/** Numbers in Canadian French: 1 234. ICU may group with U+202F or U+00A0 (Node and browsers differ): one space, so the prerendered page and the browser agree. */
const count = (value: number) => value.toLocaleString('fr-CA').replace(/\u202f/g, '\u00a0');

/** Before a colon and inside « », where a message is built from a template. */
const NBSP = '\u00a0';

/** A text between French guillemets: « Bonjour ». */
const quoted = (text: string) => `«${NBSP}${text}${NBSP}»`;

/** The word for `value` by French's plural rule (`Intl.PluralRules`), which counts 0 and 1 as singular: 0 caractère, 2 caractères. */
const plurals = new Intl.PluralRules('fr-CA');
const byCount = (value: number, one: string, other: string) => (plurals.select(value) === 'one' ? one : other);

/** "de" before a name, elided before a vowel: Portfolio d'Avery Quinn, Portfolio de Sam Lee. */
const of = (name: string) => (/^[aeiouàâäéèêëîïôöùûüœæ]/i.test(name) ? `d'${name}` : `de ${name}`);

export const frWords: Words = {
  language: { name: 'Français' },

  page: {
    skipLink: 'Passer au contenu',
    title: (ownerName: string) => `Portfolio ${of(ownerName)}`,
    opensInNewTab: (label: string) => `${label} (s'ouvre dans un nouvel onglet)`,
  },

  header: {
    sections: {
      home: 'Accueil',
      projects: 'Projets',
      skills: 'Compétences',
      about: 'À propos',
      gallery: 'Galerie',
      contact: 'Contact',
    },
    optionalSections: { writing: 'Articles' },
    mainNavigation: 'Principale',
    // Short, beside its download icon, so the bar of a laptop (1280 px) keeps room for the links (header-fit.ts).
    downloadResume: 'Mon CV',
    toggleTheme: 'Activer ou désactiver le thème sombre',
    menu: {
      button: 'Menu de navigation',
      navigation: 'Menu',
      downloadResume: 'Télécharger le CV',
    },
    offline: {
      badge: 'Hors ligne',
      details:
        "Tout ce qui se trouve sur cette page fonctionne encore grâce à la copie enregistrée sur cet appareil : le CV, le code QR, la carte de contact et le partage du lien. Les messages que vous envoyez partiront dès que vous serez de nouveau en ligne.",
      outsideLinks: "Les liens vers d'autres sites, comme les articles et les dépôts listés ici, demandent une connexion.",
    },
  },

  offlinePage: {
    heading: 'Vous êtes hors ligne',
    body: `Cette adresse n'est pas enregistrée sur cet appareil${NBSP}: elle demande une connexion. Le portfolio, lui, fonctionne hors ligne.`,
    home: 'Aller au portfolio',
  },

  hero: {
    viewWork: 'Voir mes projets',
    contactMe: 'Me contacter',
    scrollToProjects: "Faire défiler jusqu'aux projets",
  },

  projects: {
    technologies: 'Technologies',
    links: { code: 'Code', demo: 'Démo', writeUp: 'Compte rendu' },
    linksOf: (title: string) => `Liens du projet ${title}`,
    linkTo: (label: string, title: string) => `${label}${NBSP}: ${title}`,
    readCaseStudy: "Lire l'étude de cas",
    readCaseStudyOf: (title: string) => `Lire l'étude de cas${NBSP}: ${title}`,
  },

  caseStudy: {
    kind: 'Étude de cas',
    title: (projectTitle: string, ownerName: string) => `${projectTitle}${NBSP}: étude de cas de ${ownerName}`,
    back: 'Retour aux projets',
    more: "Autres études de cas",
    previous: 'Étude de cas précédente',
    next: 'Étude de cas suivante',
    share: 'Partager cette étude de cas',
  },

  writing: {
    title: 'Articles',
    subtitle: 'Mes derniers articles, du plus récent au plus ancien',
  },

  repositories: {
    title: 'Sur GitHub',
    subtitle: 'Mes dépôts publics, du plus récemment modifié au plus ancien',
    /** French counts 0 and 1 as singular (Intl.PluralRules): 0 étoile, 1 étoile, 2 étoiles. */
    stars: (stars: number) => `${count(stars)} ${new Intl.PluralRules('fr').select(stars) === 'one' ? 'étoile' : 'étoiles'}`,
    all: 'Tous mes dépôts sur GitHub',
  },

  outsideLinks: {
    offline: `Vous êtes hors ligne${NBSP}: ces liens ouvrent d'autres sites, qui demandent une connexion.`,
  },

  skills: {
    levels: { Advanced: 'Avancé', Moderate: 'Intermédiaire', Beginner: 'Débutant' },
  },

  history: {
    /** Lower case: it ends a period, `sept. 2023 – aujourd'hui`. */
    present: "aujourd'hui",
  },

  about: {
    certificates: 'Certifications',
    awards: 'Prix et distinctions',
    publications: 'Publications',
    spokenLanguages: 'Langues',
  },

  gallery: {
    carousel: 'Galerie de photos',
    carouselRole: 'carrousel',
    slideRole: 'diapositive',
    slideOf: (position: number, total: number) => `${count(position)} sur ${count(total)}`,
    slideStatus: (position: number, total: number) => `Diapositive ${count(position)} sur ${count(total)}`,
    indicators: 'Diapositives',
    previous: 'Photo précédente',
    next: 'Photo suivante',
    showPhoto: (position: number, total: number) => `Afficher la photo ${count(position)} sur ${count(total)}`,
    enlarge: (caption: string) => `Agrandir la photo${NBSP}: ${caption}`,
    closeEnlarged: 'Fermer la photo agrandie',
  },

  contact: {
    info: { email: 'Courriel', phone: 'Téléphone', location: 'Lieu' },
    formTitle: 'Envoyez-moi un message',
    labels: { name: 'Nom', email: 'Courriel', subject: 'Objet', message: 'Message' },
    send: 'Envoyer le message',
    sending: 'Envoi...',
    banners: {
      success: 'Merci ! Votre message a bien été envoyé.',
      error: "Oups ! Une erreur s'est produite. Veuillez réessayer plus tard.",
    },
    required: {
      name: 'Veuillez indiquer votre nom.',
      subject: 'Veuillez indiquer un objet.',
      message: 'Veuillez écrire un message.',
    },
    charactersLeft: (left: number) => `${count(left)} ${byCount(left, 'caractère restant', 'caractères restants')}`,
    tooLong: (over: number) => `${count(over)} ${byCount(over, 'caractère', 'caractères')} de trop${NBSP}: le service de courriel n'en accepte pas plus.`,
    notes: {
      waiting: 'Votre message est enregistré sur cet appareil et partira automatiquement dès que le site pourra joindre le service de courriel.',
      full: "Trop de messages non envoyés attendent déjà sur cet appareil, alors celui-ci n'a pas été enregistré. Veuillez réessayer plus tard.",
      unsaved: "Cet appareil n'a pas pu enregistrer le message pour plus tard, mais tout ce que vous avez écrit est encore dans le formulaire.",
    },
    limited: (messages: number, minutes: number, at: string, inMinutes: number) =>
      `Pour protéger la boîte de réception, cet appareil envoie au plus ${count(messages)} messages toutes les ${count(minutes)} minutes. Votre texte est toujours là${NBSP}: vous pourrez l'envoyer à ${at}, dans ${count(inMinutes)} ${byCount(inMinutes, 'minute', 'minutes')}.`,
    mailInstead: "L'envoyer plutôt depuis votre application de courriel",
    trapLabel: 'Laissez ce champ vide',
    earlySubmit: "Cette page n'a pas fini de se charger, alors votre message n'a pas été envoyé. Votre texte est toujours là ; écrivez-moi plutôt par courriel :",
    mailtoNote: "Votre application de courriel devrait s'être ouverte avec votre message déjà rédigé : envoyez-le à partir de là. Rien n'a été envoyé depuis cette page. Si aucune application de courriel ne s'est ouverte, écrivez à",
    notices: {
      sentTitle: 'Message envoyé',
      sent: (subject: string) => `Votre message précédent ${quoted(subject)} a maintenant été envoyé.`,
      notSentTitle: 'Message non envoyé',
      expired: (subject: string) => `Votre message précédent ${quoted(subject)} a attendu trop longtemps et n'a pas été envoyé. Veuillez l'envoyer de nouveau.`,
      rejected: (subject: string) => `Le service de courriel a refusé votre message précédent ${quoted(subject)}. Veuillez réessayer plus tard ou écrire par courriel.`,
      putBack: 'Le remettre dans le formulaire',
    },
  },

  footer: {
    elsewhere: 'Ailleurs sur le Web',
    emailOwner: (ownerName: string) => `Écrire un courriel à ${ownerName}`,
  },

  careerKit: {
    title: 'Emportez ce site avec vous',
    intro: 'Installez-le, partagez-le, balayez son code QR ou enregistrez ma carte de contact. Tout fonctionne hors ligne.',
    install: "Installer l'application",
    share: 'Partager',
    shareText: (ownerName: string, tagline: string) => `${ownerName}${NBSP}: ${tagline}`,
    shared: 'Lien partagé.',
    copied: (url: string) => `Lien copié${NBSP}: ${url}`,
    copyByHand: (url: string) => `Copiez ce lien${NBSP}: ${url}`,
    saveContact: 'Enregistrer le contact',
    showQr: 'Afficher le code QR',
    qrTitle: 'Balayez le code pour ouvrir ce portfolio',
    qrAlt: (url: string) => `Code QR de ${url}`,
    qrHint: "Pointez l'appareil photo d'un téléphone vers le code. Ici, il fonctionne même sans réseau.",
    close: 'Fermer',
    /** Safari's controls as French iOS names them. */
    howTo: {
      title: 'Installer sur votre iPhone ou iPad',
      intro: "Safari ajoute ce site à votre écran d'accueil comme une application qui s'ouvre hors ligne :",
      steps: [
        { before: 'Touchez ', strong: 'Partager', after: " dans la barre d'outils de Safari : le carré avec une flèche vers le haut." },
        { before: 'Faites défiler la liste et choisissez ', strong: "Sur l'écran d'accueil", after: '.' },
        { before: 'Touchez ', strong: 'Ajouter', after: ". L'application s'ouvre depuis votre écran d'accueil, même hors ligne." },
      ],
      done: 'Compris',
    },
  },

  update: {
    title: 'Une nouvelle version est disponible',
    message: 'Rechargez la page pour voir la dernière version du portfolio.',
    reload: 'Recharger',
  },

  /** The resume made from the owner's content (scripts/resume): the PDF's own words. */
  resume: {
    /** The PDF's title, in its metadata. */
    title: (ownerName: string) => `${ownerName} – CV`,
    /** The sections' headings (printed in capitals). */
    headings: {
      education: 'Formation',
      experience: 'Expérience',
      projects: 'Projets',
      skills: 'Compétences',
      certificates: 'Certifications',
      awards: 'Distinctions',
      publications: 'Publications',
      spokenLanguages: 'Langues',
      interests: "Centres d'intérêt",
    },
    /** Before a project's technologies. */
    builtWith: 'Réalisé avec',
    /** A label and what follows it on its line, a no-break space before the colon (as the OQLF has it): `Réalisé avec : `. */
    labelled: (label: string) => `${label}\u00A0: `,
  },

  /** The link-preview card (scripts/vite/owner-art/share-card.ts). */
  shareCard: {
    /** Over the owner's name (printed in capitals). */
    label: 'Portfolio',
    /** What the card shows, for those who cannot see it (og:image:alt). */
    alt: (ownerName: string, headline: string) => `Portrait de ${ownerName} à côté de son nom et de «\u00A0${headline}\u00A0».`,
  },
};
