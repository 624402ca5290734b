import type { FailureMode } from '../support/fake-provider';
import { contactForm, expectedSendBody, SAMPLE_MESSAGE } from '../support/contact-form';
import { expect, test } from '../support/fixtures';

test.beforeEach(async ({ page }) => {
  await page.goto('/#contact');
});

test('a sent message: Sending..., the exact request, cleared fields, a banner that hides after 5 s', async ({ page, provider }) => {
  await provider.setFailureMode('slow', { delayMs: 800 });
  // Time the success banner in the page itself, from the frame it appears to the one it leaves.
  await page.evaluate(() => {
    let shownAt = 0;
    new MutationObserver(() => {
      const banner = document.querySelector('[data-testid="contact-success"]');
      if (banner && !shownAt) shownAt = performance.now();
      if (!banner && shownAt) (window as unknown as { __bannerShownForMs: number }).__bannerShownForMs = performance.now() - shownAt;
    }).observe(document.body, { childList: true, subtree: true });
  });
  const form = contactForm(page);
  await form.send();

  await expect(form.submit).toBeDisabled();
  await expect(form.submit).toHaveText('Sending...');

  const banner = form.successBanner;
  await expect(banner).toBeVisible();
  expect(provider.received).toHaveLength(1);
  expect(provider.received[0]!.body).toEqual(expectedSendBody());
  expect(await form.values()).toEqual({ name: '', email: '', subject: '', message: '' });
  await expect(form.submit).toBeEnabled();
  await expect(form.submit).toHaveText('Send Message');

  await expect(banner).toBeHidden({ timeout: 7000 });
  const shownForMs = await page.evaluate(() => (window as unknown as { __bannerShownForMs: number }).__bannerShownForMs);
  expect(shownForMs).toBeGreaterThanOrEqual(4950);
  expect(shownForMs).toBeLessThan(5500);
});

test('the browser checks required fields and the email format; nothing is sent', async ({ page, provider }) => {
  const form = contactForm(page);
  await form.submit.click();
  expect(await form.name.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
  await form.send({ ...SAMPLE_MESSAGE, email: 'not-an-email' });
  expect(await form.email.evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(true);
  await page.waitForTimeout(300);
  expect(provider.received).toHaveLength(0);
  await expect(form.submit).toHaveText('Send Message');
});

const failures: { mode: FailureMode; why: string }[] = [
  { mode: 400, why: 'a malformed request' },
  { mode: 403, why: 'the block list' },
  { mode: 429, why: 'the rate limit' },
  { mode: 451, why: 'headless blocking' },
  { mode: 500, why: 'a provider outage' },
  { mode: 'refused', why: 'a refused connection' },
];

for (const { mode, why } of failures) {
  test(`a send failing with ${mode} (${why}) shows the error banner and keeps every value`, async ({ page, provider }) => {
    await provider.setFailureMode(mode);
    const form = contactForm(page);
    await form.send();

    const banner = form.errorBanner;
    await expect(banner).toBeVisible();
    expect(await form.values()).toEqual(SAMPLE_MESSAGE);
    await expect(form.submit).toBeEnabled();
    if (mode !== 'refused') expect(provider.received[0]?.body).toEqual(expectedSendBody());
  });
}

test('a provider that never answers: the form gives up after its timeout', async ({ page, provider }) => {
  test.setTimeout(40_000);
  await provider.setFailureMode('slow', { delayMs: 30_000 });
  const form = contactForm(page);
  await form.send();
  await expect(form.submit).toHaveText('Sending...');
  const banner = form.errorBanner;
  await expect(banner).toBeVisible({ timeout: 15_000 });
  expect(await form.values()).toEqual(SAMPLE_MESSAGE);
  await expect(form.submit).toBeEnabled();
});

test('the error banner stays', async ({ page, provider }) => {
  await provider.setFailureMode(403);
  const form = contactForm(page);
  await form.send();
  const banner = form.errorBanner;
  await expect(banner).toBeVisible();
  await page.waitForTimeout(6000);
  await expect(banner).toBeVisible();
});

test('odd and huge input is sent as typed, or fails cleanly without losing it', async ({ page, provider }) => {
  const form = contactForm(page);
  const odd = {
    name: 'Zoë "Ω" <script>alert(1)</script>',
    email: 'zoe+tag@example.co.uk',
    subject: '   Spaces   and emoji 🚀  ',
    message: 'Ünïcödé\n\n\ttabs & ampersands; ' + 'x'.repeat(2000),
  };
  await form.send(odd);
  await expect(form.successBanner).toBeVisible();
  expect(provider.received[0]!.body).toEqual(expectedSendBody(odd));

  const huge = { ...SAMPLE_MESSAGE, message: 'y'.repeat(60_000) };
  await form.send(huge);
  await expect(form.errorBanner).toBeVisible();
  expect(await form.values()).toEqual(huge);
});
