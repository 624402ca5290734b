/**
 * The product's own words in Brazilian Portuguese (the shape and what each word is for:
 * en-words.ts): the visitor is «você», as Brazilian sites address their readers.
 */
import type { Words } from './en-words.ts';

/** Numbers in Brazilian Portuguese: 1.234. */
const count = (value: number) => value.toLocaleString('pt-BR');

/**
 * The word for `value` by Portuguese's plural rule (`Intl.PluralRules`): 1 estrela, 2 estrelas. CLDR
 * files a whole 0 under `one` with 1, but Brazilian grammar counts zero in the plural (0 estrelas).
 */
const plurals = new Intl.PluralRules('pt-BR');
const byCount = (value: number, one: string, other: string) => (value !== 0 && plurals.select(value) === 'one' ? one : other);

export const ptWords: Words = {
  language: { name: 'Português' },

  page: {
    skipLink: 'Pular para o conteúdo',
    title: (ownerName: string) => `Portfólio de ${ownerName}`,
    opensInNewTab: (label: string) => `${label} (abre em uma nova aba)`,
  },

  header: {
    sections: {
      home: 'Início',
      projects: 'Projetos',
      skills: 'Habilidades',
      about: 'Sobre mim',
      gallery: 'Galeria',
      contact: 'Contato',
    },
    optionalSections: { writing: 'Artigos' },
    mainNavigation: 'Principal',
    // Short, beside its download icon, so the bar of a laptop (1280 px) keeps room for the links (header-fit.ts).
    downloadResume: 'Meu currículo',
    toggleTheme: 'Ativar ou desativar o tema escuro',
    menu: {
      button: 'Menu de navegação',
      navigation: 'Menu',
      downloadResume: 'Baixar currículo',
    },
    offline: {
      badge: 'Off-line',
      details:
        'Tudo nesta página continua funcionando com a cópia salva neste dispositivo: o currículo, o QR code, o cartão de contato e o compartilhamento do link. As mensagens que você enviar sairão assim que você estiver on-line de novo.',
      outsideLinks: 'Os links para outros sites, como os artigos e repositórios listados aqui, precisam de conexão.',
    },
  },

  offlinePage: {
    heading: 'Você está off-line',
    body: 'Este endereço não está salvo neste dispositivo, por isso precisa de conexão. O portfólio em si funciona off-line.',
    home: 'Ir para o portfólio',
  },

  hero: {
    viewWork: 'Ver meus projetos',
    contactMe: 'Fale comigo',
    scrollToProjects: 'Rolar até os projetos',
  },

  projects: {
    technologies: 'Tecnologias',
    links: { code: 'Código', demo: 'Demo', writeUp: 'Relato' },
    linksOf: (title: string) => `Links de ${title}`,
    linkTo: (label: string, title: string) => `${label}: ${title}`,
    readCaseStudy: 'Ler o estudo de caso',
    readCaseStudyOf: (title: string) => `Ler o estudo de caso: ${title}`,
  },

  caseStudy: {
    kind: 'Estudo de caso',
    title: (projectTitle: string, ownerName: string) => `${projectTitle}: estudo de caso de ${ownerName}`,
    back: 'Voltar aos projetos',
    more: 'Mais estudos de caso',
    previous: 'Estudo de caso anterior',
    next: 'Próximo estudo de caso',
    share: 'Compartilhar este estudo de caso',
  },

  writing: {
    title: 'Artigos',
    subtitle: 'Minhas publicações mais recentes, da mais nova para a mais antiga',
  },

  repositories: {
    title: 'No GitHub',
    subtitle: 'Meus repositórios públicos, do atualizado mais recentemente ao mais antigo',
    stars: (stars: number) => `${count(stars)} ${byCount(stars, 'estrela', 'estrelas')}`,
    all: 'Todos os meus repositórios no GitHub',
  },

  outsideLinks: {
    offline: 'Você está off-line: estes links abrem outros sites, que precisam de conexão.',
  },

  skills: {
    levels: { Advanced: 'Avançado', Moderate: 'Intermediário', Beginner: 'Iniciante' },
  },

  history: {
    /** Lower case: it ends a period, `set. de 2023 – atual`. */
    present: 'atual',
  },

  about: {
    certificates: 'Certificações',
    awards: 'Prêmios',
    publications: 'Publicações',
    spokenLanguages: 'Idiomas',
  },

  gallery: {
    carousel: 'Galeria de fotos',
    carouselRole: 'carrossel',
    slideRole: 'slide',
    slideOf: (position: number, total: number) => `${count(position)} de ${count(total)}`,
    slideStatus: (position: number, total: number) => `Slide ${count(position)} de ${count(total)}`,
    indicators: 'Slides',
    previous: 'Foto anterior',
    next: 'Próxima foto',
    showPhoto: (position: number, total: number) => `Mostrar a foto ${count(position)} de ${count(total)}`,
    enlarge: (caption: string) => `Ampliar a foto: ${caption}`,
    closeEnlarged: 'Fechar a foto ampliada',
  },

  contact: {
    info: { email: 'E-mail', phone: 'Telefone', location: 'Localização' },
    formTitle: 'Envie uma mensagem',
    labels: { name: 'Nome', email: 'E-mail', subject: 'Assunto', message: 'Mensagem' },
    send: 'Enviar mensagem',
    sending: 'Enviando...',
    banners: {
      // «Obrigado/Obrigada» agrees with the owner, whom the product does not know: a thanks that names no one.
      success: 'Agradeço o contato! Sua mensagem foi enviada com sucesso.',
      error: 'Ops! Algo deu errado. Tente novamente mais tarde.',
    },
    required: {
      name: 'Informe seu nome.',
      subject: 'Informe um assunto.',
      message: 'Escreva uma mensagem.',
    },
    charactersLeft: (left: number) => `${byCount(left, 'Resta', 'Restam')} ${count(left)} ${byCount(left, 'caractere', 'caracteres')}`,
    tooLong: (over: number) => `${count(over)} ${byCount(over, 'caractere', 'caracteres')} a mais: o serviço de e-mail não aceita mais que isso.`,
    notes: {
      waiting: 'Sua mensagem está salva neste dispositivo e será enviada automaticamente assim que o site conseguir acessar o serviço de e-mail.',
      full: 'Já há mensagens não enviadas demais esperando neste dispositivo, por isso esta não foi salva. Tente novamente mais tarde.',
      unsaved: 'Este dispositivo não conseguiu salvar a mensagem para depois, mas tudo o que você digitou continua no formulário.',
    },
    limited: (messages: number, minutes: number, at: string, inMinutes: number) =>
      `Para proteger a caixa de entrada, este dispositivo envia no máximo ${count(messages)} mensagens a cada ${count(minutes)} minutos. Seu texto continua aqui: você poderá enviá-lo às ${at}, daqui a ${count(inMinutes)} ${byCount(inMinutes, 'minuto', 'minutos')}.`,
    mailInstead: 'Enviar pelo seu aplicativo de e-mail',
    trapLabel: 'Deixe este campo em branco',
    earlySubmit: 'Esta página não terminou de carregar, por isso sua mensagem não foi enviada. Seu texto continua aqui; escreva para mim por e-mail:',
    mailtoNote: 'Seu aplicativo de e-mail deve ter sido aberto com a mensagem já preenchida: envie-a por lá. Nada foi enviado por esta página. Se nenhum aplicativo de e-mail abriu, escreva para',
    notices: {
      sentTitle: 'Mensagem enviada',
      sent: (subject: string) => `Sua mensagem anterior “${subject}” acaba de ser enviada.`,
      notSentTitle: 'Mensagem não enviada',
      expired: (subject: string) => `Sua mensagem anterior “${subject}” esperou tempo demais e não foi enviada. Envie-a novamente.`,
      rejected: (subject: string) => `O serviço de e-mail recusou sua mensagem anterior “${subject}”. Tente novamente mais tarde ou escreva por e-mail.`,
      putBack: 'Colocar de volta no formulário',
    },
  },

  footer: {
    elsewhere: 'Em outros lugares',
    emailOwner: (ownerName: string) => `Enviar um e-mail para ${ownerName}`,
  },

  careerKit: {
    title: 'Leve este site com você',
    intro: 'Instale, compartilhe, escaneie ou salve meu cartão de contato. Tudo funciona off-line.',
    install: 'Instalar o app',
    share: 'Compartilhar',
    shareText: (ownerName: string, tagline: string) => `${ownerName}: ${tagline}`,
    shared: 'Compartilhado.',
    copied: (url: string) => `Link copiado: ${url}`,
    copyByHand: (url: string) => `Copie este link: ${url}`,
    saveContact: 'Salvar contato',
    showQr: 'Mostrar o QR code',
    qrTitle: 'Escaneie para abrir este portfólio',
    qrAlt: (url: string) => `QR code de ${url}`,
    qrHint: 'Aponte a câmera de um celular para o código. Aqui ele funciona sem rede.',
    close: 'Fechar',
    /** Safari's controls as Brazilian iOS names them. */
    howTo: {
      title: 'Instalar no seu iPhone ou iPad',
      intro: 'O Safari adiciona este site à sua Tela de Início como um app que abre off-line:',
      steps: [
        { before: 'Toque em ', strong: 'Compartilhar', after: ' na barra do Safari: o quadrado com uma seta para cima.' },
        { before: 'Role a lista e escolha ', strong: 'Adicionar à Tela de Início', after: '.' },
        { before: 'Toque em ', strong: 'Adicionar', after: '. O app abre pela sua Tela de Início, off-line também.' },
      ],
      done: 'Entendi',
    },
  },

  update: {
    title: 'Há uma nova versão disponível',
    message: 'Recarregue a página para ver a versão mais recente do portfólio.',
    reload: 'Recarregar',
  },

  resume: {
    title: (ownerName: string) => `${ownerName} – Currículo`,
    headings: {
      education: 'Formação',
      experience: 'Experiência',
      projects: 'Projetos',
      skills: 'Habilidades',
      certificates: 'Certificações',
      awards: 'Prêmios',
      publications: 'Publicações',
      spokenLanguages: 'Idiomas',
      interests: 'Interesses',
    },
    builtWith: 'Feito com',
    labelled: (label: string) => `${label}: `,
  },

  shareCard: {
    label: 'Portfólio',
    alt: (ownerName: string, headline: string) => `Retrato de ${ownerName} ao lado do nome e de “${headline}”.`,
  },
};
