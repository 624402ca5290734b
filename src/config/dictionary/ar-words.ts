/**
 * The product's own words in Modern Standard Arabic (the shape and what each word is for:
 * en-words.ts). The visitor is addressed in the generic masculine, as Arabic interfaces do; the
 * Arabic comma «،» and quotes « ». A counted noun takes each of Arabic's six plural forms
 * (`Intl.PluralRules`: zero, one, two, few for 3–10, many for 11–99, other for 100 and up): حرف
 * واحد، حرفان، 3 أحرف، 11 حرفًا، 100 حرف.
 */
import type { Words } from './en-words.ts';

/** Numbers in Western digits, as most Arabic sites write them, and the same under every ICU (the prerender's and the browser's). */
const count = (value: number) => value.toLocaleString('ar', { numberingSystem: 'latn' });

/** A counted noun in each of Arabic's plural forms, the number written in by `{n}`. */
type CountedForms = Record<Intl.LDMLPluralRule, string>;

const plurals = new Intl.PluralRules('ar');
const counted = (value: number, forms: CountedForms) => forms[plurals.select(value)].replace('{n}', count(value));

/** Characters after بـ («by»), joined to the word, or to a number with a tatweel: «بحرفين», «بـ11 حرفًا». */
const byCharacters: CountedForms = { zero: 'بـ{n} حرف', one: 'بحرف واحد', two: 'بحرفين', few: 'بـ{n} أحرف', many: 'بـ{n} حرفًا', other: 'بـ{n} حرف' };
/** Minutes, after كل or بعد: «كل 5 دقائق»، «بعد دقيقتين». */
const minutes: CountedForms = { zero: '{n} دقيقة', one: 'دقيقة واحدة', two: 'دقيقتين', few: '{n} دقائق', many: '{n} دقيقة', other: '{n} دقيقة' };
/** Messages, as the object of a verb: «أكثر من 5 رسائل». */
const messagesCounted: CountedForms = { zero: '{n} رسالة', one: 'رسالة واحدة', two: 'رسالتين', few: '{n} رسائل', many: '{n} رسالة', other: '{n} رسالة' };

export const arWords: Words = {
  language: { name: 'العربية' },

  page: {
    skipLink: 'الانتقال إلى المحتوى',
    title: (ownerName: string) => `معرض أعمال ${ownerName}`,
    opensInNewTab: (label: string) => `${label} (يُفتح في علامة تبويب جديدة)`,
  },

  header: {
    sections: {
      home: 'الرئيسية',
      projects: 'المشاريع',
      skills: 'المهارات',
      about: 'نبذة عني',
      gallery: 'المعرض',
      contact: 'التواصل',
    },
    optionalSections: { writing: 'المقالات' },
    mainNavigation: 'التنقل الرئيسي',
    // Short, beside its download icon, so the bar of a laptop (1280 px) keeps room for the links (header-fit.ts).
    downloadResume: 'سيرتي الذاتية',
    // A toggle: its pressed state says whether it is on, as English's «Toggle dark theme» does.
    toggleTheme: 'الوضع الداكن',
    menu: {
      button: 'قائمة التنقل',
      navigation: 'القائمة',
      downloadResume: 'تنزيل السيرة الذاتية',
    },
    offline: {
      badge: 'غير متصل',
      details:
        'الصفحة كلها محفوظة على هذا الجهاز وتعمل دون اتصال، ومعها السيرة الذاتية ورمز QR وبطاقة الاتصال ومشاركة الرابط. وتُرسَل رسائلك فور عودة الاتصال.',
      outsideLinks: 'الروابط إلى المواقع الأخرى، مثل المقالات والمستودعات المدرجة هنا، تحتاج إلى اتصال.',
    },
  },

  offlinePage: {
    heading: 'أنت غير متصل بالإنترنت',
    body: 'هذا العنوان غير محفوظ على هذا الجهاز، لذا يحتاج إلى اتصال. أما معرض الأعمال نفسه فيعمل دون اتصال.',
    home: 'الذهاب إلى معرض الأعمال',
  },

  hero: {
    viewWork: 'شاهد أعمالي',
    contactMe: 'تواصل معي',
    scrollToProjects: 'الانتقال إلى المشاريع',
  },

  projects: {
    technologies: 'التقنيات',
    links: { code: 'الشيفرة', demo: 'عرض تجريبي', writeUp: 'شرح المشروع' },
    linksOf: (title: string) => `روابط ${title}`,
    linkTo: (label: string, title: string) => `${label}: ${title}`,
    readCaseStudy: 'اقرأ دراسة الحالة',
    readCaseStudyOf: (title: string) => `اقرأ دراسة الحالة: ${title}`,
  },

  caseStudy: {
    kind: 'دراسة حالة',
    title: (projectTitle: string, ownerName: string) => `${projectTitle}: دراسة حالة بقلم ${ownerName}`,
    back: 'العودة إلى المشاريع',
    more: 'دراسات حالة أخرى',
    previous: 'دراسة الحالة السابقة',
    next: 'دراسة الحالة التالية',
    share: 'شارك دراسة الحالة هذه',
  },

  writing: {
    title: 'المقالات',
    subtitle: 'أحدث ما نشرت، من الأحدث إلى الأقدم',
  },

  repositories: {
    title: 'على GitHub',
    subtitle: 'مستودعاتي العامة، من الأحدث تحديثًا إلى الأقدم',
    stars: (stars: number) =>
      counted(stars, { zero: 'بلا نجوم', one: 'نجمة واحدة', two: 'نجمتان', few: '{n} نجوم', many: '{n} نجمة', other: '{n} نجمة' }),
    all: 'كل مستودعاتي على GitHub',
  },

  outsideLinks: {
    offline: 'أنت غير متصل: هذه الروابط تفتح مواقع أخرى تحتاج إلى اتصال.',
  },

  skills: {
    levels: { Advanced: 'متقدم', Moderate: 'متوسط', Beginner: 'مبتدئ' },
  },

  history: {
    /** It ends a period: `سبتمبر 2023 – حتى الآن`. */
    present: 'حتى الآن',
  },

  about: {
    certificates: 'الشهادات',
    awards: 'الجوائز',
    publications: 'المنشورات',
    spokenLanguages: 'اللغات',
  },

  gallery: {
    carousel: 'معرض الصور',
    carouselRole: 'عرض دوّار',
    slideRole: 'شريحة',
    slideOf: (position: number, total: number) => `${count(position)} من ${count(total)}`,
    slideStatus: (position: number, total: number) => `الشريحة ${count(position)} من ${count(total)}`,
    indicators: 'الشرائح',
    previous: 'الصورة السابقة',
    next: 'الصورة التالية',
    showPhoto: (position: number, total: number) => `عرض الصورة ${count(position)} من ${count(total)}`,
    enlarge: (caption: string) => `تكبير الصورة: ${caption}`,
    closeEnlarged: 'إغلاق الصورة المكبّرة',
  },

  contact: {
    info: { email: 'البريد الإلكتروني', phone: 'الهاتف', location: 'الموقع' },
    formTitle: 'أرسل رسالة',
    labels: { name: 'الاسم', email: 'البريد الإلكتروني', subject: 'الموضوع', message: 'الرسالة' },
    send: 'إرسال الرسالة',
    sending: 'جارٍ الإرسال...',
    banners: {
      success: 'شكرًا لك! أُرسلت رسالتك بنجاح.',
      error: 'عذرًا! حدث خطأ ما. يُرجى المحاولة مرة أخرى لاحقًا.',
    },
    required: {
      name: 'يُرجى كتابة اسمك.',
      subject: 'يُرجى كتابة الموضوع.',
      message: 'يُرجى كتابة رسالة.',
    },
    charactersLeft: (left: number) =>
      counted(left, { zero: 'لم يبقَ أي حرف', one: 'بقي حرف واحد', two: 'بقي حرفان', few: 'بقيت {n} أحرف', many: 'بقي {n} حرفًا', other: 'بقي {n} حرف' }),
    tooLong: (over: number) => `الرسالة أطول من المسموح ${counted(over, byCharacters)}: لا تقبل خدمة البريد أكثر من ذلك.`,
    notes: {
      waiting: 'رسالتك محفوظة على هذا الجهاز، وستُرسَل تلقائيًا فور تمكّن الموقع من الوصول إلى خدمة البريد.',
      full: 'هناك رسائل كثيرة غير مرسلة تنتظر على هذا الجهاز، لذا لم تُحفظ هذه الرسالة. يُرجى المحاولة مرة أخرى لاحقًا.',
      unsaved: 'تعذّر على هذا الجهاز حفظ الرسالة لوقت لاحق، لكن كل ما كتبته ما زال في النموذج.',
    },
    limited: (messages: number, perMinutes: number, at: string, inMinutes: number) =>
      `حمايةً لصندوق الوارد من سيل الرسائل، لا يرسل هذا الجهاز أكثر من ${counted(messages, messagesCounted)} كل ${counted(perMinutes, minutes)}. نصّك ما زال هنا: يمكنك إرساله في الساعة ${at}، أي بعد ${counted(inMinutes, minutes)}.`,
    mailInstead: 'أرسلها من تطبيق البريد بدلًا من ذلك',
    trapLabel: 'اترك هذا الحقل فارغًا',
    earlySubmit: 'لم يكتمل تحميل هذه الصفحة، لذا لم تُرسَل رسالتك. نصّك ما زال هنا؛ يُرجى مراسلتي عبر البريد الإلكتروني بدلًا من ذلك:',
    mailtoNote: 'يُفترض أن تطبيق البريد قد فُتح ورسالتك مكتوبة فيه: أرسلها من هناك. لم يُرسَل أي شيء من هذه الصفحة. إذا لم يُفتح أي تطبيق بريد، فاكتب إلى',
    notices: {
      sentTitle: 'أُرسلت الرسالة',
      sent: (subject: string) => `أُرسلت الآن رسالتك السابقة «${subject}».`,
      notSentTitle: 'لم تُرسَل الرسالة',
      expired: (subject: string) => `انتظرت رسالتك السابقة «${subject}» وقتًا طويلًا ولم تُرسَل. يُرجى إرسالها مرة أخرى.`,
      rejected: (subject: string) => `رفضت خدمة البريد رسالتك السابقة «${subject}». يُرجى المحاولة لاحقًا أو المراسلة عبر البريد الإلكتروني.`,
      putBack: 'إعادتها إلى النموذج',
    },
  },

  footer: {
    elsewhere: 'تجدني أيضًا على',
    emailOwner: (ownerName: string) => `راسل ${ownerName} عبر البريد الإلكتروني`,
  },

  careerKit: {
    title: 'خذ هذا الموقع معك',
    intro: 'ثبّته أو شاركه أو امسح رمزه، أو احفظ بطاقة جهة اتصالي. كل ذلك يعمل دون اتصال.',
    install: 'تثبيت التطبيق',
    share: 'مشاركة',
    shareText: (ownerName: string, tagline: string) => `${ownerName}: ${tagline}`,
    shared: 'تمت المشاركة.',
    copied: (url: string) => `نُسخ الرابط: ${url}`,
    copyByHand: (url: string) => `انسخ هذا الرابط: ${url}`,
    saveContact: 'حفظ جهة الاتصال',
    showQr: 'عرض رمز QR',
    qrTitle: 'امسح الرمز لفتح معرض الأعمال هذا',
    qrAlt: (url: string) => `رمز QR للعنوان ${url}`,
    qrHint: 'وجّه كاميرا الهاتف نحو الرمز. يعمل هنا حتى دون شبكة.',
    close: 'إغلاق',
    /** Safari's controls as Arabic iOS names them. */
    howTo: {
      title: 'التثبيت على iPhone أو iPad',
      intro: 'يضيف Safari هذا الموقع إلى الشاشة الرئيسية كتطبيق يعمل دون اتصال:',
      steps: [
        { before: 'اضغط على ', strong: 'مشاركة', after: ' في شريط Safari: المربع الذي يخرج منه سهم إلى الأعلى.' },
        { before: 'مرّر القائمة إلى الأسفل واختر ', strong: 'إضافة إلى الشاشة الرئيسية', after: '.' },
        { before: 'اضغط على ', strong: 'إضافة', after: '. يُفتح التطبيق من الشاشة الرئيسية، حتى دون اتصال.' },
      ],
      done: 'حسنًا',
    },
  },

  update: {
    title: 'يتوفر إصدار جديد',
    message: 'أعد تحميل الصفحة لرؤية أحدث نسخة من معرض الأعمال.',
    reload: 'إعادة التحميل',
  },

  resume: {
    title: (ownerName: string) => `${ownerName} – السيرة الذاتية`,
    headings: {
      education: 'التعليم',
      experience: 'الخبرة العملية',
      projects: 'المشاريع',
      skills: 'المهارات',
      certificates: 'الشهادات',
      awards: 'الجوائز',
      publications: 'المنشورات',
      spokenLanguages: 'اللغات',
      interests: 'الاهتمامات',
    },
    builtWith: 'التقنيات المستخدمة',
    labelled: (label: string) => `${label}: `,
  },

  shareCard: {
    label: 'معرض أعمال',
    alt: (ownerName: string, headline: string) => `صورة ${ownerName} مع الاسم و«${headline}».`,
  },
};
