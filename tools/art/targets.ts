/** Every sample image: where it goes, its pixel size, and which scene draws it. */
import { portrait } from './scenes/portrait.ts';
import { promptShortener } from './scenes/project-prompt.ts';
import { spikeballRim } from './scenes/project-spikeball.ts';
import { holoDisplay } from './scenes/project-holo.ts';
import { robotArm } from './scenes/gallery-robot-arm.ts';
import { circuitBoard } from './scenes/gallery-circuit-board.ts';
import { raceCar } from './scenes/gallery-race-car.ts';
import { mountains } from './scenes/gallery-mountains.ts';
import { hackathon } from './scenes/gallery-hackathon.ts';
import { airplane } from './scenes/gallery-airplane.ts';
import { printer3d } from './scenes/gallery-3d-printer.ts';
import { chess } from './scenes/gallery-chess.ts';
import { hockey } from './scenes/gallery-hockey.ts';
import { team } from './scenes/gallery-team.ts';
import { rimSignal } from './scenes/case-study-rim-signal.ts';
import { holoOptics } from './scenes/case-study-holo-optics.ts';

export interface ArtTarget {
  /** Output path relative to the repository root. */
  file: string;
  /** Width and height in pixels; the scene's canvas must match. */
  size: [number, number];
  draw: () => string;
}

export const targets: ArtTarget[] = [
  { file: 'src/assets/images/portrait.jpg', size: [800, 800], draw: portrait },
  { file: 'src/assets/images/projects/prompt-shortener.jpg', size: [1200, 750], draw: promptShortener },
  { file: 'src/assets/images/projects/spikeball-rim.jpg', size: [1200, 750], draw: spikeballRim },
  { file: 'src/assets/images/projects/holo-display.jpg', size: [1200, 750], draw: holoDisplay },
  { file: 'src/assets/images/gallery/01-robot-arm.jpg', size: [1600, 1000], draw: robotArm },
  { file: 'src/assets/images/gallery/02-circuit-board.jpg', size: [1600, 1000], draw: circuitBoard },
  { file: 'src/assets/images/gallery/03-race-car.jpg', size: [1600, 1000], draw: raceCar },
  { file: 'src/assets/images/gallery/04-mountains.jpg', size: [1600, 1000], draw: mountains },
  { file: 'src/assets/images/gallery/05-hackathon.jpg', size: [1600, 1000], draw: hackathon },
  { file: 'src/assets/images/gallery/06-airplane.jpg', size: [1600, 1000], draw: airplane },
  { file: 'src/assets/images/gallery/07-3d-printer.jpg', size: [1600, 1000], draw: printer3d },
  { file: 'src/assets/images/gallery/08-chess.jpg', size: [1600, 1000], draw: chess },
  { file: 'src/assets/images/gallery/09-hockey.jpg', size: [1600, 1000], draw: hockey },
  { file: 'src/assets/images/gallery/10-team.jpg', size: [1600, 1000], draw: team },
  { file: 'src/assets/images/case-studies/rim-signal.jpg', size: [1600, 1000], draw: rimSignal },
  { file: 'src/assets/images/case-studies/holo-optics.jpg', size: [1600, 1000], draw: holoOptics },
];
