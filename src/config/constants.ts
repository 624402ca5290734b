/** The specification's business constants (section 9), named for what they mean. */

/** Header turns translucent with a shadow once scrolled past this many pixels. */
export const HEADER_SCROLL_THRESHOLD_PX = 20;

/** Typed-name animation: wait before the first character, then one character per step. */
export const TYPING_START_DELAY_MS = 500;
export const TYPING_MS_PER_CHARACTER = 100;

/** How long the success banner stays before hiding itself. */
export const SUCCESS_BANNER_MS = 5000;

/** Gallery carousel. */
export const CAROUSEL_SLIDE_MS = 500;
export const CAROUSEL_SLIDES_PER_MOVE = 1;
export const CAROUSEL_RESIZE_DEBOUNCE_MS = 50;
export const GALLERY_IMAGE_HEIGHT = '32rem';

/** Contact form. */
export const MESSAGE_ROWS = 5;

/** The banners' exact texts (section 8). */
export const SUCCESS_TEXT = 'Thank you! Your message has been sent successfully.';
export const ERROR_TEXT = 'Oops! Something went wrong. Please try again later.';
export const SENDING_LABEL = 'Sending...';
export const SUBMIT_LABEL = 'Send Message';
