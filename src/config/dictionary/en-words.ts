/**
 * The product's own words in English, word for word the specification's where it words them:
 * everything a visitor reads or hears that is not the owner's (their words are src/content).
 * Grouped by where they appear on the page. A message with a value in it is a function, so each
 * language places the value and formats its numbers itself.
 */

/** Numbers in English: 1,234. */
const count = (value: number) => value.toLocaleString('en-CA');

/** The word for `value` by English's plural rule (`Intl.PluralRules`): 1 character, 0 or 2 characters. */
const plurals = new Intl.PluralRules('en-CA');
const byCount = (value: number, one: string, other: string) => (plurals.select(value) === 'one' ? one : other);

export const enWords = {
  /** This language's own name, as the language switch shows it. */
  language: { name: 'English' },

  /** The page as a whole. */
  page: {
    /** The first link of the page, for keyboard users. */
    skipLink: 'Skip to content',
    /** The page's title, and the title a shared link carries. */
    title: (ownerName: string) => `${ownerName} Portfolio`,
    /** After a link that opens another tab, for screen readers. */
    opensInNewTab: (label: string) => `${label} (opens in a new tab)`,
  },

  header: {
    /** The section links, by section id. */
    sections: {
      home: 'Home',
      projects: 'Projects',
      skills: 'Skills',
      about: 'About',
      gallery: 'Gallery',
      contact: 'Contact',
    },
    /** Links to the sections an owner's content turns on, each shown only on a page that has it. */
    optionalSections: { writing: 'Writing' },
    mainNavigation: 'Main',
    downloadResume: 'Download My Resume',
    toggleTheme: 'Toggle dark theme',
    /** The phone menu. */
    menu: {
      button: 'Navigation menu',
      navigation: 'Menu',
      downloadResume: 'Download Resume',
    },
    /** The badge while the browser is offline. */
    offline: {
      badge: 'Offline',
      /** What still works without a network, in full: its tooltip and what screen readers hear. */
      details:
        'Everything on this page still works from the copy saved on this device: the resume, the QR code, the contact card and sharing the link. Messages you send go out once you are back online.',
      /** After `details` on a page that lists the owner's posts or repositories. */
      outsideLinks: 'Links to other sites, such as the posts and repositories listed here, need a connection.',
    },
  },

  /** The service worker's page for an address this site does not have, asked for while offline. */
  offlinePage: {
    heading: 'You are offline',
    body: 'This address is not saved on this device, so it needs a connection. The portfolio itself works offline.',
    home: 'Go to the portfolio',
  },

  hero: {
    viewWork: 'View My Work',
    contactMe: 'Contact Me',
    scrollToProjects: 'Scroll to projects',
  },

  projects: {
    technologies: 'Technologies',
    /** A project's links, by kind. */
    links: { code: 'Code', demo: 'Demo', writeUp: 'Write-up' },
    linksOf: (title: string) => `Links for ${title}`,
    /** A link's full name for screen readers: what it is and of which project. */
    linkTo: (label: string, title: string) => `${label}: ${title}`,
    /** The card's link to its project's case study (a page of its own), named with the project. */
    readCaseStudy: 'Read the case study',
    readCaseStudyOf: (title: string) => `Read the case study: ${title}`,
  },

  /** A project's case study: a page of its own beside the one page (src/content/case-studies). */
  caseStudy: {
    /** Above the project's title. */
    kind: 'Case study',
    /** The page's title, and the title a shared link carries. */
    title: (projectTitle: string, ownerName: string) => `${projectTitle}: case study by ${ownerName}`,
    /** The way back, to the project's card on the one page. */
    back: 'Back to the projects',
    /** Around the previous and next case studies. */
    more: 'More case studies',
    previous: 'Previous case study',
    next: 'Next case study',
    share: 'Share this case study',
  },

  /** The owner's newest posts, from the writing feed profile.ts names (scripts/outside-data). */
  writing: {
    title: 'Writing',
    subtitle: 'My latest posts, newest first',
  },

  /** The owner's GitHub repositories beside the projects, when profile.ts asks for them. */
  repositories: {
    title: 'On GitHub',
    subtitle: 'My public repositories, most recently updated first',
    /** What a screen reader says for a repository's stars. */
    stars: (stars: number) => `${count(stars)} ${new Intl.PluralRules('en').select(stars) === 'one' ? 'star' : 'stars'}`,
    all: 'All my repositories on GitHub',
  },

  /** Beside links to other sites (the posts, the repositories), shown only while the page is offline. */
  outsideLinks: {
    offline: 'You are offline: these links open other sites, which need a connection.',
  },

  skills: {
    /** A skill's level as shown; the content keeps the value ('Advanced' | 'Moderate' | 'Beginner'). */
    levels: { Advanced: 'Advanced', Moderate: 'Moderate', Beginner: 'Beginner' },
  },

  /** Work experience and education. */
  history: {
    /** The end of a period still going on: `Sep 2023 – Present`. */
    present: 'Present',
  },

  /** About's optional blocks beside Education, each shown only where the owner's content has entries of its kind. */
  about: {
    certificates: 'Certificates',
    awards: 'Awards',
    publications: 'Publications',
    /** The languages the owner speaks. */
    spokenLanguages: 'Languages',
  },

  gallery: {
    carousel: 'Photo gallery',
    /** What screen readers call the carousel and each of its slides. */
    carouselRole: 'carousel',
    slideRole: 'slide',
    slideOf: (position: number, total: number) => `${count(position)} of ${count(total)}`,
    /** What screen readers hear when the carousel moves to another photo. */
    slideStatus: (position: number, total: number) => `Slide ${count(position)} of ${count(total)}`,
    /** The row of dots, one per photo. */
    indicators: 'Slides',
    previous: 'Previous photo',
    next: 'Next photo',
    showPhoto: (position: number, total: number) => `Show photo ${count(position)} of ${count(total)}`,
    enlarge: (caption: string) => `Enlarge photo: ${caption}`,
    closeEnlarged: 'Close enlarged photo',
  },

  contact: {
    /** The contact information's rows. */
    info: { email: 'Email', phone: 'Phone', location: 'Location' },
    /** Over the form when the owner's content names no title of its own. */
    formTitle: 'Send a Message',
    labels: { name: 'Name', email: 'Email', subject: 'Subject', message: 'Message' },
    send: 'Send Message',
    sending: 'Sending...',
    /** The spec's two banners. */
    banners: {
      success: 'Thank you! Your message has been sent successfully.',
      error: 'Oops! Something went wrong. Please try again later.',
    },
    /** Under a field left empty or holding only spaces. */
    required: {
      name: 'Please enter your name.',
      subject: 'Please enter a subject.',
      message: 'Please write a message.',
    },
    charactersLeft: (left: number) => `${count(left)} ${byCount(left, 'character', 'characters')} left`,
    tooLong: (over: number) => `Too long by ${count(over)} ${byCount(over, 'character', 'characters')}: the email service takes no more.`,
    /** The calm note beside the error banner: what became of the message on this device (by its outcome). */
    notes: {
      waiting: 'Your message is saved on this device and will be sent automatically once the site can reach the email service.',
      full: 'Too many unsent messages are already waiting on this device, so this one was not saved. Please try again later.',
      unsaved: 'This device could not save the message for later, but everything you typed is still in the form.',
    },
    /**
     * Beside the error banner when this device has sent its share for now: the limit (`messages`
     * in `minutes`), and when one more may go, as a time of day (`at`) and in minutes from now.
     */
    limited: (messages: number, minutes: number, at: string, inMinutes: number) =>
      `To keep the inbox free of floods, this device sends at most ${count(messages)} messages every ${count(minutes)} minutes. Your text is still here: you can send it at ${at}, in ${count(inMinutes)} ${byCount(inMinutes, 'minute', 'minutes')}.`,
    /** Beside the error banner when the email service refused the message for good: the link opens the visitor's mail app with it. */
    mailInstead: 'Send it from your mail app instead',
    /** The trap field's label, which only a bot ever meets (people never see or reach the field). */
    trapLabel: 'Leave this field empty',
    /** Shown by the page's guard when Send was pressed and the page's code never arrived; the owner's address follows. */
    earlySubmit: 'This page has not finished loading, so your message was not sent. Your text is still here; please write to me by email instead:',
    /** Beside the form after Send in mailto mode; the owner's address and a full stop follow. */
    mailtoNote: 'Your mail app should have opened with your message filled in: send it from there. Nothing was sent from this page. If no mail app opened, write to',
    /** Notices about a message that had been waiting. */
    notices: {
      sentTitle: 'Message sent',
      sent: (subject: string) => `Your earlier message “${subject}” has now been sent.`,
      notSentTitle: 'Message not sent',
      expired: (subject: string) => `Your earlier message “${subject}” waited too long and was not sent. Please send it again.`,
      rejected: (subject: string) => `The email service refused your earlier message “${subject}”. Please try again later or write by email.`,
      putBack: 'Put it back in the form',
    },
  },

  footer: {
    /** The owner's profiles elsewhere. */
    elsewhere: 'Elsewhere',
    emailOwner: (ownerName: string) => `Email ${ownerName}`,
  },

  /** The footer's kit to install, share or scan the site and save the owner's contact card. */
  careerKit: {
    /** Its heading and intro when the owner's content gives none. */
    title: 'Take this site with you',
    intro: 'Install it, share it, scan it or save my contact card. All of it works offline.',
    install: 'Install app',
    share: 'Share',
    /** What a shared link says besides the title. */
    shareText: (ownerName: string, tagline: string) => `${ownerName}: ${tagline}`,
    /** The confirmation after Share, by outcome (none when the visitor closed the share sheet). */
    shared: 'Shared.',
    copied: (url: string) => `Link copied: ${url}`,
    copyByHand: (url: string) => `Copy this link: ${url}`,
    saveContact: 'Save contact',
    showQr: 'Show QR code',
    qrTitle: 'Scan to open this portfolio',
    qrAlt: (url: string) => `QR code of ${url}`,
    qrHint: 'Point a phone camera at the code. It works without a network here.',
    close: 'Close',
    /** The how-to on an iPhone or iPad, which has no install prompt. */
    howTo: {
      title: 'Install on your iPhone or iPad',
      intro: 'Safari adds this site to your Home Screen as an app that opens offline:',
      /** Each step with Safari's own control name in bold. */
      steps: [
        { before: 'Tap ', strong: 'Share', after: ' in Safari’s toolbar: the square with an arrow pointing up.' },
        { before: 'Scroll down the list and choose ', strong: 'Add to Home Screen', after: '.' },
        { before: 'Tap ', strong: 'Add', after: '. The app opens from your Home Screen, offline too.' },
      ],
      done: 'Got it',
    },
  },

  /** The prompt for a waiting new version. */
  update: {
    title: 'A new version is available',
    message: 'Reload to see the latest portfolio.',
    reload: 'Reload',
  },

  /** The resume made from the owner's content (scripts/resume): the PDF's own words. */
  resume: {
    /** The PDF's title, in its metadata. */
    title: (ownerName: string) => `${ownerName} – Resume`,
    /** The sections' headings (printed in capitals). */
    headings: {
      education: 'Education',
      experience: 'Experience',
      projects: 'Projects',
      skills: 'Skills',
      certificates: 'Certificates',
      awards: 'Awards',
      publications: 'Publications',
      spokenLanguages: 'Languages',
      interests: 'Interests',
    },
    /** Before a project's technologies. */
    builtWith: 'Built with',
    /** A label and what follows it on its line: `Built with: `, `Programming Languages: `. */
    labelled: (label: string) => `${label}: `,
  },

  /** The link-preview card (scripts/vite/owner-art/share-card.ts). */
  shareCard: {
    /** Over the owner's name (printed in capitals). */
    label: 'Portfolio',
    /** What the card shows, for those who cannot see it (og:image:alt). */
    alt: (ownerName: string, headline: string) => `${ownerName}'s portrait beside their name and “${headline}”.`,
  },
} as const;

/** English's shape with its texts widened to any string, and its messages' results too. */
type Widened<T> = T extends string
  ? string
  : T extends (...args: infer Args) => infer Result
    ? (...args: Args) => Widened<Result>
    : { readonly [Key in keyof T]: Widened<T[Key]> };

/**
 * Every word of the product in one language: English's shape. Declared here, where the shape is,
 * so a translation (fr-words.ts) takes its type from English and words.ts from both, one way.
 */
export type Words = Widened<typeof enWords>;

/** Some of the words, any left out: what an owner's words file holds while it is being written (src/content/words/<code>.ts). */
export type PartialWords = PartialOf<Words>;
type PartialOf<T> = { readonly [Key in keyof T]?: T[Key] extends string | ((...args: never[]) => unknown) | readonly unknown[] ? T[Key] : PartialOf<T[Key]> };
