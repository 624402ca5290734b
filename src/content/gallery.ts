import type { GalleryItem } from './types.ts';

/** Each entry's `id`, unique in this file, is what translations/fr.ts files its French under. */
export const gallery: GalleryItem[] = [
  { id: 'robot-arm', imageUrl: 'gallery/01-robot-arm.jpg', caption: 'Tuning a robot arm during my internship', alt: 'Orange robot arm reaching over a workbench' },
  { id: 'circuit-board', imageUrl: 'gallery/02-circuit-board.jpg', caption: 'First custom PCB, fresh from the fab', alt: 'Green circuit board with chips and traces' },
  { id: 'race-car', imageUrl: 'gallery/03-race-car.jpg', caption: 'Formula Electric car at the spring test day', alt: 'Low electric race car on a track' },
  { id: 'rockies', imageUrl: 'gallery/04-mountains.jpg', caption: 'Bluebird day in the Rockies', alt: 'Snowy mountain peaks under a clear sky' },
  { id: 'hackathon', imageUrl: 'gallery/05-hackathon.jpg', caption: 'Thirty-six hours into a hackathon', alt: 'Laptop showing code beside a coffee cup at night' },
  { id: 'plane-spotting', imageUrl: 'gallery/06-airplane.jpg', caption: 'Plane spotting at the airport fence', alt: 'Airliner climbing out over a sunset' },
  { id: 'printer', imageUrl: 'gallery/07-3d-printer.jpg', caption: 'Printing the holographic display housing', alt: '3D printer nozzle building up a part layer by layer' },
  { id: 'chess-night', imageUrl: 'gallery/08-chess.jpg', caption: 'Club chess night: a hard-fought endgame', alt: 'Chess board with a few pieces left in an endgame' },
  { id: 'hockey-game', imageUrl: 'gallery/09-hockey.jpg', caption: 'Game night in Calgary', alt: 'Hockey rink seen from the stands with players on the ice' },
  { id: 'design-team', imageUrl: 'gallery/10-team.jpg', caption: 'Design team photo after competition', alt: 'Group of students standing together holding a trophy' },
];
