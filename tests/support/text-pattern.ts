/** A pattern matching text that starts with `text`, its characters taken as they are: a label with its required mark after it. */
export const startingWith = (text: string): RegExp => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** Text as Testing Library reads it off the page: each run of white space (French's narrow no-break space before "!" too) as one space. */
export const asRead = (text: string): string => text.replace(/\s+/g, ' ').trim();
