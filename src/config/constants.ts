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
/**
 * The email provider's cap on one send's template variables (name, email, subject and message
 * as JSON, in UTF-8 bytes): 50 KB on its free plan. A longer message is refused for good.
 */
export const CONTACT_VARIABLES_LIMIT_BYTES = 50 * 1024;
/** The message box shows how much room is left once this share of the cap is used. */
export const MESSAGE_COUNTER_FROM_SHARE = 0.8;

/** The banners' exact texts (section 8). */
export const SUCCESS_TEXT = 'Thank you! Your message has been sent successfully.';
export const ERROR_TEXT = 'Oops! Something went wrong. Please try again later.';
export const SENDING_LABEL = 'Sending...';
export const SUBMIT_LABEL = 'Send Message';

/** What the contact form says besides the spec's two banners. */
export const CONTACT_TEXTS = {
  /** Under a field left empty or holding only spaces. */
  required: {
    name: 'Please enter your name.',
    subject: 'Please enter a subject.',
    message: 'Please write a message.',
  },
  charactersLeft: (count: number) => `${count.toLocaleString('en')} characters left`,
  tooLong: (count: number) => `Too long by ${count.toLocaleString('en')} characters: the email service takes no more.`,
  /** The calm note beside the error banner: what became of the message on this device (by its outcome). */
  notes: {
    waiting: 'Your message is saved on this device and will be sent automatically once the site can reach the email service.',
    full: 'Too many unsent messages are already waiting on this device, so this one was not saved. Please try again later.',
    unsaved: 'This device could not save the message for later, but everything you typed is still in the form.',
  },
  /** Shown by index.html's guard when Send was pressed and the page's code never arrived. */
  earlySubmit: 'This page has not finished loading, so your message was not sent. Your text is still here; please write to me by email instead:',
  /** Notices about a message that had been waiting. */
  notices: {
    sentTitle: 'Message sent',
    sent: (subject: string) => `Your earlier message “${subject}” has now been sent.`,
    notSentTitle: 'Message not sent',
    expired: (subject: string) => `Your earlier message “${subject}” waited too long and was not sent. Please send it again.`,
    rejected: (subject: string) => `The email service refused your earlier message “${subject}”. Please try again later or write by email.`,
  },
} as const;
