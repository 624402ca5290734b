/**
 * The names that join parts the type checker cannot see joined: `data-*` attributes and DOM
 * events shared by the inline script (src/app/inline), components, the page's module and CSS.
 * Both sides import the name from here, so a rename is a type error; the CSS, which cannot
 * import, is checked by page-seams.test.ts (every `data-*` it names is one of these).
 */

/** A dropped message's notice asks the contact form for its text back with this event (detail: the message). */
export const RESTORE_MESSAGE_EVENT = 'portfolio:restore-message';
