import type { Translation } from '../types.ts';

export const fr: Translation = {
  sources: {
    profile: '0417fdfaca',
    projects: 'b16d481ee7',
    skillNames: '1c31c874fd',
    skillGroupTitles: 'b389de24a1',
    experience: '6fcd07096f',
    education: '82e388e4b7',
    interests: 'c63e5cd1bc',
    gallery: '32b4bdc20f',
    pageText: '500f565a85',
  },
  profile: {
    greeting: "Bonjour, je m'appelle",
    tagline: 'Mécatronique. Créativité. Innovation.',
    summary: 'Aux études en génie mécatronique, je fabrique des objets qui perçoivent, réfléchissent et bougent : micrologiciels embarqués, systèmes de capteurs et conception mécanique, du croquis au prototype fonctionnel.',
    location: 'Hamilton (Ontario) | Calgary (Alberta)',
    portraitAlt: "Portrait illustré d'Avery Quinn qui sourit, en veste bleu sarcelle",
    footerTagline: "Concevoir, fabriquer et tester des idées jusqu'à ce qu'elles fonctionnent.",
    // The English headline is made from the degree's name; in French it is written out.
    headline: 'Aux études en génie mécatronique',
  },
  projects: {
    '1': {
      title: "PromptTrim : raccourcisseur de requêtes d'IA",
      description: "Une extension de navigateur qui condense les longues requêtes d'IA avant leur envoi, ce qui réduit d'environ un tiers le nombre de jetons utilisés sans en altérer le sens.",
      imageAlt: "Navigateur dans lequel la fenêtre contextuelle d'une extension condense une longue requête en une version courte",
      technologies: ['TypeScript', 'API des extensions Chrome', 'Heuristiques de TALN', 'Vitest'],
    },
    '2': {
      title: 'Refonte de la détection des touches de cadre au Spikeball',
      description: 'Un détecteur de touches de cadre repensé pour le Spikeball : des capteurs piézoélectriques et un classificateur antirebond sur microcontrôleur distinguent les touches de cadre des touches de filet et les signalent en temps réel pendant le match.',
      imageAlt: "Vue de dessus d'un filet rond de Spikeball, avec des modules de capteurs fixés tout autour du cadre",
      technologies: ['C++', 'Arduino', 'Capteurs piézoélectriques', 'SolidWorks', 'Traitement du signal'],
    },
    '3': {
      title: 'Écran ACL holographique',
      description: 'Un afficheur pseudo-holographique interactif : un microcontrôleur pilote un écran ACL placé sous une pyramide réfléchissante, et des gestes de la main font pivoter le modèle 3D qui flotte au-dessus.',
      imageAlt: "Cube filaire lumineux qui flotte au-dessus d'un écran ACL, dans une pyramide transparente",
      technologies: ['C', 'STM32', "Pilote d'écran ACL", 'Capteur de gestes', 'Impression 3D'],
    },
  },
  /** Each group's skill names, by their names in skills.ts. */
  skillNames: {
    programmingLanguages: {
      Python: 'Python',
      'C / C++': 'C / C++',
      MATLAB: 'MATLAB',
      TypeScript: 'TypeScript',
      Java: 'Java',
    },
    softwares: {
      SolidWorks: 'SolidWorks',
      'Fusion 360': 'Fusion 360',
      Simulink: 'Simulink',
      KiCad: 'KiCad',
      LTspice: 'LTspice',
    },
    hardwareAndSystems: {
      'Arduino & AVR': 'Arduino et AVR',
      ESP32: 'ESP32',
      STM32: 'STM32',
      'Raspberry Pi': 'Raspberry Pi',
      'PLC programming': "Programmation d'automates",
    },
    tools: {
      '3D printing': 'Impression 3D',
      Soldering: 'Soudure',
      'Oscilloscope & multimeter': 'Oscilloscope et multimètre',
      'Laser cutting': 'Découpe laser',
      Git: 'Git',
      'CNC machining': 'Usinage CNC',
    },
  },
  skillGroupTitles: {
    programmingLanguages: 'Langages de programmation',
    softwares: 'Logiciels',
    hardwareAndSystems: 'Matériel et systèmes',
    tools: 'Outils et techniques',
  },
  /** Each entry by its `id` in experience.ts; education, interests and gallery the same. */
  experience: {
    'northwind-robotics-intern': {
      title: 'Stagiaire en génie mécatronique',
      company: 'Northwind Robotics (exemple)',
      description: "J'ai programmé le micrologiciel de commande des moteurs d'un bras robotisé d'entrepôt et réduit de 40 % son temps de prise d'origine grâce à une nouvelle routine de fusion de capteurs.",
    },
    'prairie-automation-co-op': {
      title: 'Stagiaire en systèmes embarqués (coop)',
      company: 'Prairie Automation Ltd. (exemple)',
      description: "J'ai conçu des montages d'essai pour des lignes de convoyeurs commandées par automate programmable, puis automatisé leurs essais de réception en Python.",
    },
    'formula-electric-hardware-lead': {
      title: 'Responsable du matériel',
      company: 'Équipe étudiante Formula Electric',
      description: 'Je dirige une équipe de six personnes chargée du câblage du système de gestion de la batterie : revues de schémas, faisceaux de fils et validation sur banc.',
    },
    'engineering-teaching-assistant': {
      title: "Auxiliaire d'enseignement en génie",
      company: 'Faculté de génie',
      description: "J'ai animé chaque semaine des séances de laboratoire sur les microcontrôleurs et les capteurs pour 60 étudiantes et étudiants de première année, et corrigé leurs projets de conception.",
    },
    'robotics-camp-instructor': {
      title: "Responsable d'ateliers au camp de robotique",
      company: 'Camps STIM Bow Valley (exemple)',
      description: "J'ai appris à des jeunes de 10 à 14 ans à construire et à programmer des robots suiveurs de ligne, deux étés de suite.",
    },
  },
  education: {
    'lakeshore-mechatronics': {
      degree: 'Baccalauréat en génie mécatronique (régime coopératif)',
      institution: 'Université Lakeshore (exemple)',
      description: "Tableau d'honneur de la faculté. Cours en automatique, en systèmes embarqués, en conception mécanique et en traitement du signal.",
    },
  },
  interests: {
    planes: {
      title: 'Passion aviation',
      blurb: 'Repérer des avions et me documenter sur ce qui les fait voler.',
    },
    hockey: {
      title: 'Fan des Flames de Calgary',
      blurb: "Encourager l'équipe, qu'elle gagne ou qu'elle perde.",
    },
    'formula-one': {
      title: 'Formule 1',
      blurb: 'Fins de semaine de Grand Prix, choix de stratégie et ingénierie des monoplaces.',
    },
    skiing: {
      title: 'Ski alpin',
      blurb: 'Chasser la poudreuse fraîche dans les Rocheuses, chaque hiver.',
    },
    chess: {
      title: 'Adepte des échecs',
      blurb: "Parties rapides en ligne et, à l'occasion, un tournoi local.",
    },
    'dad-jokes': {
      title: 'Blagues de papa',
      blurb: "J'en ai toujours une en réserve. Pardon d'avance.",
    },
  },
  gallery: {
    'robot-arm': {
      caption: "Réglage d'un bras robotisé pendant mon stage",
      alt: "Bras robotisé orange tendu au-dessus d'un établi",
    },
    'circuit-board': {
      caption: 'Ma première carte de circuit imprimé sur mesure, tout juste arrivée du fabricant',
      alt: 'Carte de circuit imprimé verte avec ses puces et ses pistes',
    },
    'race-car': {
      caption: "La voiture de Formula Electric à la journée d'essais du printemps",
      alt: 'Voiture de course électrique surbaissée sur une piste',
    },
    rockies: {
      caption: 'Ciel bleu et poudreuse dans les Rocheuses',
      alt: 'Sommets enneigés sous un ciel dégagé',
    },
    hackathon: {
      caption: 'Après trente-six heures de hackathon',
      alt: "Ordinateur portable affichant du code à côté d'une tasse de café, la nuit",
    },
    'plane-spotting': {
      caption: "Observation d'avions le long de la clôture de l'aéroport",
      alt: 'Avion de ligne en montée sur fond de coucher de soleil',
    },
    printer: {
      caption: "Impression du boîtier de l'écran holographique",
      alt: "Buse d'imprimante 3D qui fabrique une pièce couche par couche",
    },
    'chess-night': {
      caption: "Soirée d'échecs au club : une finale chaudement disputée",
      alt: 'Échiquier où il ne reste que quelques pièces, en fin de partie',
    },
    'hockey-game': {
      caption: 'Soir de match à Calgary',
      alt: 'Patinoire de hockey vue des gradins, avec des joueurs sur la glace',
    },
    'design-team': {
      caption: "Photo de l'équipe de conception après la compétition",
      alt: 'Équipe étudiante debout, trophée en main',
    },
  },
  pageText: {
    projects: {
      title: 'Projets',
      subtitle: "Quelques réalisations que j'ai conçues, fabriquées et testées de A à Z.",
    },
    skills: {
      title: 'Compétences',
      subtitle: 'Ce avec quoi je travaille, et à quel point je maîtrise chaque outil.',
    },
    about: {
      title: 'À propos de moi',
      subtitle: "Là où j'ai travaillé, ce que j'étudie et ce que je fais pour m'amuser.",
      experience: 'Expérience professionnelle',
      education: 'Formation',
      interests: "Centres d'intérêt",
    },
    gallery: {
      title: 'Galerie',
      subtitle: "Des moments au labo, sur la piste et en montagne. Sélectionnez une photo pour l'agrandir.",
    },
    contact: {
      title: 'Me joindre',
      subtitle: 'Une question, une offre ou une bonne blague de papa : je lis chaque message.',
      infoTitle: 'Coordonnées',
      infoLead: 'Joignez-moi directement ou utilisez le formulaire : il fonctionne aussi hors ligne.',
      formTitle: 'Envoyez-moi un message',
    },
    footer: {
      rightsLine: 'Tous droits réservés.',
    },
    careerKit: {
      title: 'Emportez ce site avec vous',
      intro: 'Installez-le, partagez-le, balayez son code QR ou enregistrez ma carte de contact. Tout fonctionne hors ligne.',
    },
  },
};
