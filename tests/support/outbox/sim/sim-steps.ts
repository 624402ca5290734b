/**
 * What can happen in a schedule: every step a visitor, the network, the provider, storage, the
 * browser or its clock can take, as fast-check commands on the simulated world. Each step has a
 * fixed label, so a shrunk schedule prints as a list of labels and replays from that list
 * (`stepsByLabel`), which is how a defect's schedule is kept as a regression case.
 */
import fc from 'fast-check';
import { ANSWERS, type StorageMode, type TabName, type World } from './sim-world.ts';

export class Step implements fc.AsyncCommand<World, World> {
  constructor(
    readonly label: string,
    private act: (world: World) => void,
    private when: (world: World) => boolean = () => true,
  ) {}
  check(world: Readonly<World>): boolean {
    return this.when(world as World);
  }
  async run(_model: World, world: World): Promise<void> {
    this.act(world);
    await world.run(0);
  }
  toString(): string {
    return this.label;
  }
}

const TABS: TabName[] = ['A', 'B'];
const SECOND = 1_000;
const MINUTE = 60 * SECOND;

/** Whether the visitor could press Send again on the text its form shows (nothing of it accepted, nothing open). */
const mayResend = (world: World, index: number | undefined) => index !== undefined && !world.oracle.accepted.get(index) && !world.requestOpen(index);

const visitorSteps = TABS.flatMap((name) => [
  new Step(`${name}: Send a new message`, (world) => world.tabs.get(name)!.send(world.newMessage()), (world) => world.tabs.has(name)),
  new Step(
    `${name}: Send a new message twice at once (double click)`,
    (world) => {
      const index = world.newMessage();
      world.tabs.get(name)!.send(index);
      world.tabs.get(name)!.send(index);
    },
    (world) => world.tabs.has(name),
  ),
  new Step(
    `${name}: Send again the text the form shows`,
    (world) => world.tabs.get(name)!.send(world.tabs.get(name)!.shown!),
    (world) => world.tabs.has(name) && mayResend(world, world.tabs.get(name)!.shown),
  ),
  new Step(`${name}: page shown again`, (world) => world.tabs.get(name)!.shownAgain(), (world) => world.tabs.has(name)),
  new Step(`${name}: open`, (world) => world.openTab(name), (world) => !world.tabs.has(name)),
  new Step(`${name}: reload`, (world) => world.openTab(name), (world) => world.tabs.has(name)),
  new Step(`${name}: close`, (world) => world.closeTab(name), (world) => world.tabs.has(name)),
]);

const sameTextElsewhere = new Step(
  'B: Send the text A shows',
  (world) => world.tabs.get('B')!.send(world.tabs.get('A')!.shown!),
  (world) => world.tabs.has('A') && world.tabs.has('B') && mayResend(world, world.tabs.get('A')!.shown),
);

const providerSteps = ANSWERS.map((answer) => new Step(`provider answers next: ${answer}`, (world) => void world.script.push(answer)));

const networkSteps = [new Step('network: offline', (world) => world.setOnline(false)), new Step('network: online', (world) => world.setOnline(true))];

const STORAGE: (StorageMode | 'cleared')[] = ['ok', 'throws', 'hangs', 'slow', 'cleared'];
const storageSteps = STORAGE.map((mode) => new Step(`storage: ${mode}`, (world) => world.setStorage(mode)));

const workerSteps = [
  new Step('worker: installed and active', (world) => world.worker.install(), (world) => !world.worker.installed),
  new Step('worker: stopped by the browser', (world) => world.worker.stop(), (world) => world.worker.installed),
  new Step('worker: update accepted (new version active)', (world) => world.worker.update(), (world) => world.worker.installed),
  new Step('browser: Background Sync fires', (world) => world.fireSync(), (world) => world.syncPending),
];

const CLOCK_STEPS: [string, number][] = [
  ['back 30 s', -30 * SECOND],
  ['back 60 min', -60 * MINUTE],
  ['forward 60 min', 60 * MINUTE],
  ['forward 15 days', 15 * 24 * 60 * MINUTE],
];
const clockSteps = CLOCK_STEPS.map(([label, delta]) => new Step(`wall clock: ${label}`, (world) => world.clock.step(delta)));

const WAITS: [string, number][] = [
  ['10 ms', 10],
  ['100 ms', 100],
  ['1 s', SECOND],
  ['2.5 s', 2.5 * SECOND],
  ['6 s', 6 * SECOND],
  ['13 s', 13 * SECOND],
  ['30 s', 30 * SECOND],
  ['6 min', 6 * MINUTE],
];
class Wait extends Step {
  constructor(
    label: string,
    private ms: number,
  ) {
    super(`wait ${label}`, () => {});
  }
  override async run(_model: World, world: World): Promise<void> {
    await world.run(this.ms);
  }
}
const waitSteps = WAITS.map(([label, ms]) => new Wait(label, ms));

const ALL_STEPS: Step[] = [...visitorSteps, sameTextElsewhere, ...providerSteps, ...networkSteps, ...storageSteps, ...workerSteps, ...clockSteps, ...waitSteps];

export function stepsByLabel(labels: readonly string[]): Step[] {
  return labels.map((label) => {
    const step = ALL_STEPS.find((candidate) => candidate.label === label);
    if (!step) throw new Error(`no step labelled "${label}"`);
    return step;
  });
}

const pick = (steps: Step[], weight: number) => ({ weight, arbitrary: fc.constantFrom(...steps) });

/** A schedule: up to `max` steps, visitors, waits and the provider's answers most often. */
export function schedule(max: number) {
  return fc.commands(
    [
      fc.oneof(
        pick(visitorSteps.filter((step) => step.label.includes('Send a new')), 6),
        pick(visitorSteps, 4),
        pick([sameTextElsewhere], 1),
        pick(providerSteps, 6),
        pick(networkSteps, 2),
        pick(storageSteps, 2),
        pick(workerSteps, 3),
        pick(clockSteps, 1),
        pick(waitSteps, 6),
      ),
    ],
    { maxCommands: max, size: 'max' },
  );
}

/** Runs a fixed schedule (a regression case) on a world. */
export async function replay(world: World, steps: readonly Step[]): Promise<void> {
  for (const step of steps) if (step.check(world)) await step.run(world, world);
}
