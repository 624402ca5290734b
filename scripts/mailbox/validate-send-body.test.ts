import { describe, expect, it } from 'vitest';
import { validateSendBody } from './validate-send-body.ts';

const params = { name: 'Ada', email: 'ada@example.org', subject: 'Hello', message: 'Nice site.' };
const body = {
  lib_version: '4.4.1',
  user_id: 'local_public_key',
  service_id: 'local_mailbox',
  template_id: 'local_template',
  template_params: params,
};

function withParams(overrides: Record<string, unknown>) {
  return { ...body, template_params: { ...params, ...overrides } };
}

describe('validateSendBody', () => {
  it('accepts the body the SDK sends and returns the message and ids', () => {
    expect(validateSendBody(body)).toEqual({
      ok: true,
      message: params,
      ids: { serviceId: 'local_mailbox', templateId: 'local_template' },
    });
  });

  it.each([null, undefined, 42, 'text', true, [], [body]])('rejects a body that is not an object: %j', (value) => {
    expect(validateSendBody(value)).toEqual({ ok: false, status: 400, text: 'The request body must be a JSON object' });
  });

  it.each(['lib_version', 'user_id', 'service_id', 'template_id'])('requires %s as a non-empty string', (key) => {
    const expected = { ok: false, status: 400, text: `The ${key} parameter is required` };
    const { [key as keyof typeof body]: _omitted, ...without } = body;
    expect(validateSendBody(without)).toEqual(expected);
    expect(validateSendBody({ ...body, [key]: '' })).toEqual(expected);
    expect(validateSendBody({ ...body, [key]: '   ' })).toEqual(expected);
    expect(validateSendBody({ ...body, [key]: 123 })).toEqual(expected);
    expect(validateSendBody({ ...body, [key]: null })).toEqual(expected);
  });

  it.each([undefined, null, 'name=Ada', 7, [params]])('requires template_params to be an object: %j', (value) => {
    expect(validateSendBody({ ...body, template_params: value })).toMatchObject({ ok: false, status: 400 });
  });

  it.each(['name', 'email', 'subject', 'message'])('requires template parameter %s, non-blank', (key) => {
    const expected = { ok: false, status: 400, text: `The template parameter "${key}" is required` };
    const { [key as keyof typeof params]: _omitted, ...without } = params;
    expect(validateSendBody({ ...body, template_params: without })).toEqual(expected);
    expect(validateSendBody(withParams({ [key]: '' }))).toEqual(expected);
    expect(validateSendBody(withParams({ [key]: ' \n\t ' }))).toEqual(expected);
    expect(validateSendBody(withParams({ [key]: 5 }))).toEqual(expected);
    expect(validateSendBody(withParams({ [key]: ['Ada'] }))).toEqual(expected);
  });

  it.each(['ada', 'ada@', '@example.org', 'ada@example', 'ada lovelace@example.org', 'ada@@example.org', 'ada@example.'])(
    'rejects a malformed email: %s',
    (email) => {
      expect(validateSendBody(withParams({ email }))).toEqual({
        ok: false,
        status: 400,
        text: 'The template parameter "email" is not a valid email address',
      });
    },
  );

  it.each(['a@b.co', 'first.last+tag@sub.example.org', ' ada@example.org ', 'josé@exämple.de'])(
    'accepts a plausible email: %s',
    (email) => {
      expect(validateSendBody(withParams({ email }))).toMatchObject({ ok: true });
    },
  );

  it('keeps unicode and emoji intact', () => {
    const message = 'Grüße aus Zürich 👋🏽 — 你好, مرحبا';
    expect(validateSendBody(withParams({ name: 'Zoë 🚀', message }))).toMatchObject({
      ok: true,
      message: { name: 'Zoë 🚀', message },
    });
  });

  it('keeps the fields as sent, untrimmed', () => {
    expect(validateSendBody(withParams({ subject: '  Hi  ' }))).toMatchObject({ ok: true, message: { subject: '  Hi  ' } });
  });

  it('allows extra template parameters, as the provider does', () => {
    expect(validateSendBody(withParams({ 'g-recaptcha-response': 'x' }))).toMatchObject({ ok: true });
  });
});
