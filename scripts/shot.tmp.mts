import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const url = process.argv[2] ?? 'http://127.0.0.1:4190/';
const errors: string[] = [];
for (const [w, h, scheme] of [[390, 844, 'light'], [1280, 800, 'dark']] as const) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h }, colorScheme: scheme });
  const page = await ctx.newPage();
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') errors.push(`${w}: ${m.text()}`); });
  page.on('pageerror', (e) => errors.push(`${w} pageerror: ${e.message}`));
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/shot-${w}-${scheme}.png` });
  if (w === 390) {
    await page.getByRole('button', { name: 'Navigation menu' }).click();
    await page.waitForTimeout(400);
    await page.screenshot({ path: `/tmp/shot-${w}-menu.png` });
    await page.getByRole('link', { name: 'Contact' }).last().click();
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/shot-${w}-contact.png` });
    console.log('contact title top', await page.locator('#contact-title').evaluate((e) => e.getBoundingClientRect().top), 'section top', await page.locator('#contact').evaluate((e) => e.getBoundingClientRect().top));
    console.log('aria-current', await page.locator('[aria-current]').allTextContents());
  } else {
    await page.getByRole('link', { name: 'Gallery' }).first().click();
    await page.waitForTimeout(1500);
    console.log('gallery top', await page.locator('#gallery').evaluate((e) => e.getBoundingClientRect().top));
    console.log('aria-current', await page.locator('[aria-current]').allTextContents());
    await page.getByRole('button', { name: 'Next photo' }).click();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/shot-${w}-gallery.png` });
  }
  await ctx.close();
}
console.log(errors.join('\n'));
await browser.close();
