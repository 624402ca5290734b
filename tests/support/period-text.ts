/**
 * How the page and the resume print a period in English, written out here on its own (not
 * through the code under test): `May 2025 – Aug 2025`, `Sep 2023 – Present`.
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const monthText = (month: string): string => {
  const [year, number] = month.split('-');
  return `${MONTHS[Number(number) - 1]} ${year}`;
};

export const englishPeriod = ({ start, end }: { start: string; end: string }): string =>
  `${monthText(start)} \u2013 ${end === 'present' ? 'Present' : monthText(end)}`;
