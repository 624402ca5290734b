/**
 * A W3C WebDriver (classic) client over fetch: the dozen commands the scenarios use, against
 * WebKitWebDriver. Hand-written because the protocol clients on npm (WebdriverIO's `webdriver`)
 * bring driver downloaders (geckodriver, edgedriver) with install scripts that reach the
 * internet, for a protocol that here is a handful of JSON requests.
 */
const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf';

export interface ElementRef {
  [ELEMENT_KEY]: string;
}

export class WebDriverSession {
  private constructor(
    private readonly base: string,
    readonly id: string,
  ) {}

  static async create(driverUrl: string, capabilities: Record<string, unknown>): Promise<WebDriverSession> {
    const { sessionId } = await command<{ sessionId: string }>(`${driverUrl}/session`, 'POST', { capabilities: { alwaysMatch: capabilities } });
    return new WebDriverSession(`${driverUrl}/session/${sessionId}`, sessionId);
  }

  send<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> {
    return command<T>(`${this.base}${path}`, method, body);
  }

  navigate(url: string) {
    return this.send<void>('POST', '/url', { url });
  }

  refresh() {
    return this.send<void>('POST', '/refresh', {});
  }

  /** Runs `body` (a function body using `arguments`) and returns its JSON result; promises are awaited. */
  execute<T>(body: string, args: unknown[] = []) {
    return this.send<T>('POST', '/execute/sync', { script: body, args });
  }

  findElement(css: string) {
    return this.send<ElementRef>('POST', '/element', { using: 'css selector', value: css });
  }

  clickElement(element: ElementRef) {
    return this.send<void>('POST', `/element/${element[ELEMENT_KEY]}/click`, {});
  }

  sendKeys(element: ElementRef, text: string) {
    return this.send<void>('POST', `/element/${element[ELEMENT_KEY]}/value`, { text });
  }

  performActions(actions: unknown[]) {
    return this.send<void>('POST', '/actions', { actions });
  }

  setWindowRect(rect: { width: number; height: number; x?: number; y?: number }) {
    return this.send<unknown>('POST', '/window/rect', rect);
  }

  async screenshot(): Promise<Buffer> {
    return Buffer.from(await this.send<string>('GET', '/screenshot'), 'base64');
  }

  delete() {
    return this.send<void>('DELETE', '');
  }
}

/** A command that takes longer means a stuck page or driver: say which command, rather than hang the run. */
const COMMAND_TIMEOUT_MS = 45_000;

async function command<T>(url: string, method: string, body?: unknown): Promise<T> {
  const what = `WebDriver ${method} ${new URL(url).pathname.replace(/\/session\/[^/]+/, '')}`;
  const response = await fetch(url, {
    method,
    signal: AbortSignal.timeout(COMMAND_TIMEOUT_MS),
    headers: body === undefined ? {} : { 'content-type': 'application/json; charset=utf-8' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const { value } = (await response.json()) as { value: T & { error?: string; message?: string } };
  if (!response.ok) throw new Error(`${what}: ${value?.error}: ${value?.message}`);
  return value;
}
