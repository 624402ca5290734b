/**
 * The provider's SDK as installed: the `lib_version` its request carries is its release, read
 * from its own package, so the tests follow an update of the SDK rather than a number copied here.
 */
import { createRequire } from 'node:module';

export const SDK_VERSION: string = (createRequire(import.meta.url)('@emailjs/browser/package.json') as { version: string }).version;
