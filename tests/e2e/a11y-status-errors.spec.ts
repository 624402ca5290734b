import { contactForm, ERROR_TEXT, SAMPLE_MESSAGE, SUCCESS_TEXT } from '../support/contact-form.ts';
import { expect, test } from '../support/fixtures.ts';

/**
 * WCAG 4.1.3 Status Messages and 3.3.1 Error Identification. The contact form's banners are
 * announced by a polite live region that is in the page from its first bytes (a region added
 * together with its message is often not read out), and a field in error says so in text, tied
 * to the field, and is marked invalid.
 */

test('the banners are spoken by a polite live region that is in the page from load', async ({ page, provider }) => {
  // In the prerendered HTML itself, before any script.
  const html = await (await page.request.get('/')).text();
  const contactHtml = html.slice(html.indexOf('id="contact"'));
  expect(contactHtml).toMatch(/aria-live="polite"/);

  await provider.setFailureMode([403, 'ok']);
  await page.goto('/#contact');
  const region = page.locator('#contact form [aria-live="polite"]');
  await expect(region).toBeAttached();
  await expect(region).toBeEmpty();
  const form = contactForm(page);
  await form.send();
  await expect(region.getByRole('alert')).toHaveText(ERROR_TEXT);

  await form.submit.click();
  await expect(region.getByRole('status')).toHaveText(SUCCESS_TEXT);
});

test('a field in error is marked invalid and names the error in text tied to it', async ({ page, provider }) => {
  await page.goto('/#contact');
  const form = contactForm(page);
  // Left empty: the browser's own check stops the send and names the field.
  await form.submit.click();
  await expect(form.name).toBeFocused();
  expect(await form.name.evaluate((input: HTMLInputElement) => input.validity.valueMissing && input.validationMessage.length > 0)).toBe(true);
  // A malformed address: the browser's email check.
  await form.fill({ ...SAMPLE_MESSAGE, email: 'not an address' });
  await form.submit.click();
  await expect(form.email).toBeFocused();
  expect(await form.email.evaluate((input: HTMLInputElement) => input.validity.typeMismatch && input.validationMessage.length > 0)).toBe(true);
  // Spaces only pass the browser's check; the form's own says what is wrong, beside the field.
  await form.fill({ ...SAMPLE_MESSAGE, name: '   ' });
  await form.submit.click();
  await expect(form.name).toHaveAttribute('aria-invalid', 'true');
  await expect(form.name).toHaveAccessibleDescription(/Please enter your name\./);
  await expect(page.locator('#contact').getByText('Please enter your name.')).toBeVisible();
  expect(provider.received).toHaveLength(0);
});
