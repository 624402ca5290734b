/**
 * The specification's business constants (section 9), named for what they mean. Its words are
 * in the product's dictionary (src/config/dictionary), per language.
 */

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
/**
 * The email provider's cap on one send's template variables (name, email, subject and message
 * as JSON, in UTF-8 bytes): 50 KB on its free plan. A longer message is refused for good.
 */
export const CONTACT_VARIABLES_LIMIT_BYTES = 50 * 1024;
/** The message box shows how much room is left once this share of the cap is used. */
export const MESSAGE_COUNTER_FROM_SHARE = 0.8;
