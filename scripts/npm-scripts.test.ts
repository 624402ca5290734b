/**
 * Every npm script runs the same on Windows: npm runs scripts with cmd.exe there, which has no
 * `NAME=value command` (the command is not found) and does not treat single quotes as quotes.
 */
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';

const scripts = JSON.parse(readFileSync('package.json', 'utf8')).scripts as Record<string, string>;

it('no npm script sets a variable in front of a command or quotes with single quotes', () => {
  expect(Object.keys(scripts).length).toBeGreaterThan(10);
  const unixOnly = Object.entries(scripts).filter(([, command]) => /(?:^|&&\s*|;\s*)[A-Za-z_][A-Za-z0-9_]*=\S*\s/.test(command) || command.includes("'"));
  expect(unixOnly).toEqual([]);
});
