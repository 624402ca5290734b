import type { Translation } from '../types';

export const fr: Translation = {
  sources: {
    profile: 'e670074de4',
    projects: '6b0763eb3e',
    skillGroupTitles: '6c49101e6d',
    experience: '97415e5b6b',
    education: '8138bd63df',
    interests: 'f88c4e6dcc',
    gallery: '6a6d1a33d7',
    pageText: '92d2641e56',
  },
  profile: {
    greeting: 'Hi, I\'m',
    tagline: 'Mechatronics. Creativity. Innovation.',
    summary: 'Mechatronics engineering student who builds things that sense, think and move: embedded firmware, sensor systems and mechanical design, from sketch to working prototype.',
    location: 'Hamilton, ON | Calgary, AB',
    portraitAlt: 'Illustrated portrait of Avery Quinn smiling, wearing a teal jacket',
    footerTagline: 'Designing, building and testing ideas until they work.',
  },
  projects: {
    '1': {
      title: 'PromptTrim: AI Prompt Shortener',
      description: 'A browser extension that rewrites long AI prompts into compact ones before they are sent, cutting token use by about a third while keeping the meaning intact.',
      imageAlt: 'Browser window with a long prompt being compressed into a short one by an extension popup',
    },
    '2': {
      title: 'Spikeball Rim Detection Redesign',
      description: 'A redesigned rim-hit detector for Spikeball: piezo sensors and a debounced microcontroller classifier tell rim hits from net hits and flag them to players in real time.',
      imageAlt: 'Top view of a round Spikeball net with sensor modules mounted around its rim',
    },
    '3': {
      title: 'Holographic LCD Display',
      description: 'An interactive pseudo-holographic display: a microcontroller drives an LCD under a reflective pyramid, and hand gestures rotate the floating 3D model.',
      imageAlt: 'Glowing wireframe cube floating above an LCD panel inside a transparent pyramid',
    },
  },
  skillGroupTitles: {
    programmingLanguages: 'Programming Languages',
    softwares: 'Softwares',
    hardwareAndSystems: 'Hardware & Systems',
    tools: 'Tool Skills',
  },
  experience: [
    {
      title: 'Mechatronics Engineering Intern',
      description: 'Wrote motor-control firmware for a warehouse robot arm and cut its homing time by 40% with a new sensor-fusion routine.',
    },
    {
      title: 'Embedded Systems Co-op',
      description: 'Built test fixtures for PLC-driven conveyor lines and automated their acceptance tests in Python.',
    },
    {
      title: 'Hardware Lead',
      description: 'Leads a team of six on the battery-management harness: schematic reviews, wiring looms and bench validation.',
    },
    {
      title: 'Engineering Teaching Assistant',
      description: 'Ran weekly labs on microcontrollers and sensors for 60 first-year students and graded their design projects.',
    },
    {
      title: 'Robotics Camp Instructor',
      description: 'Taught kids aged 10–14 to build and program line-following robots, two summers running.',
    },
  ],
  education: [
    {
      degree: 'B.Eng. Mechatronics Engineering (Co-op)',
      institution: 'Lakeshore University (sample)',
      description: 'Dean\'s list. Coursework in control systems, embedded systems, mechanical design and signal processing.',
    },
  ],
  interests: [
    {
      title: 'Plane Enthusiast',
      blurb: 'Spotting aircraft and reading up on how they fly.',
    },
    {
      title: 'Calgary Hockey Fan',
      blurb: 'Cheering on the Calgary Flames, win or lose.',
    },
    {
      title: 'F1 Racing',
      blurb: 'Race weekends, strategy calls and car engineering.',
    },
    {
      title: 'Downhill Skiing',
      blurb: 'Chasing fresh powder in the Rockies every winter.',
    },
    {
      title: 'Chess Player',
      blurb: 'Rapid games online and the odd local tournament.',
    },
    {
      title: 'Dad Jokes',
      blurb: 'Always ready with one. Sorry in advance.',
    },
  ],
  gallery: [
    {
      caption: 'Tuning a robot arm during my internship',
      alt: 'Orange robot arm reaching over a workbench',
    },
    {
      caption: 'First custom PCB, fresh from the fab',
      alt: 'Green circuit board with chips and traces',
    },
    {
      caption: 'Formula Electric car at the spring test day',
      alt: 'Low electric race car on a track',
    },
    {
      caption: 'Bluebird day in the Rockies',
      alt: 'Snowy mountain peaks under a clear sky',
    },
    {
      caption: 'Thirty-six hours into a hackathon',
      alt: 'Laptop showing code beside a coffee cup at night',
    },
    {
      caption: 'Plane spotting at the airport fence',
      alt: 'Airliner climbing out over a sunset',
    },
    {
      caption: 'Printing the holographic display housing',
      alt: '3D printer nozzle building up a part layer by layer',
    },
    {
      caption: 'Club chess night: a hard-fought endgame',
      alt: 'Chess board with a few pieces left in an endgame',
    },
    {
      caption: 'Game night in Calgary',
      alt: 'Hockey rink seen from the stands with players on the ice',
    },
    {
      caption: 'Design team photo after competition',
      alt: 'Group of students standing together holding a trophy',
    },
  ],
  pageText: {
    projects: {
      title: 'Projects',
      subtitle: 'A few things I designed, built and tested end to end.',
    },
    skills: {
      title: 'Skills',
      subtitle: 'What I work with, and how deep I have gone with each.',
    },
    about: {
      title: 'About Me',
      subtitle: 'Where I have worked, what I study, and what I do for fun.',
      experience: 'Work Experience',
      education: 'Education',
      interests: 'Extracurricular Interests',
    },
    gallery: {
      title: 'Gallery',
      subtitle: 'Moments from the lab, the track and the mountains. Select a photo to enlarge it.',
    },
    contact: {
      title: 'Get In Touch',
      subtitle: 'Questions, opportunities or a good dad joke: I read every message.',
      infoTitle: 'Contact Information',
      infoLead: 'Reach out directly, or use the form: it works offline too.',
      formTitle: 'Send a Message',
    },
    footer: {
      rightsLine: 'All rights reserved.',
    },
    careerKit: {
      title: 'Take this site with you',
      intro: 'Install it, share it, scan it or save my contact card. All of it works offline.',
    },
  },
};
