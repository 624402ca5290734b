/**
 * Judges a parsed `/api/v1.0/email/send` body the way the provider does, so the local mailbox
 * rejects what the real service would reject instead of quietly accepting a malformed send.
 * Pure: no I/O, the server decides what to do with the verdict. Size is not judged here: the
 * server bounds the whole body while reading it (read-body.ts).
 */
import type { ContactMessage } from '../../src/config/email-provider.ts';

/** The ids of a valid send the mailbox keeps, to show which build sent what (the SDK's version and public key are only required). */
interface SendIds {
  serviceId: string;
  templateId: string;
}

export type SendVerdict =
  | { ok: true; message: ContactMessage; ids: SendIds }
  | { ok: false; status: 400; text: string };

const REQUIRED_IDS = ['lib_version', 'user_id', 'service_id', 'template_id'] as const;
const MESSAGE_FIELDS = ['name', 'email', 'subject', 'message'] as const;

/** Rough on purpose: one `@`, no spaces, a dot in the domain. Real checks happen at delivery. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/u;

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const isFilledString = (value: unknown): value is string => typeof value === 'string' && value.trim().length > 0;

const reject = (text: string): SendVerdict => ({ ok: false, status: 400, text });

export function validateSendBody(body: unknown): SendVerdict {
  if (!isPlainObject(body)) return reject('The request body must be a JSON object');

  for (const key of REQUIRED_IDS) if (!isFilledString(body[key])) return reject(`The ${key} parameter is required`);

  const params = body.template_params;
  if (!isPlainObject(params)) return reject('The template_params parameter must be an object');

  for (const key of MESSAGE_FIELDS) if (!isFilledString(params[key])) return reject(`The template parameter "${key}" is required`);

  const fields = params as Record<(typeof MESSAGE_FIELDS)[number], string>;
  if (!EMAIL_SHAPE.test(fields.email.trim())) return reject('The template parameter "email" is not a valid email address');

  return {
    ok: true,
    message: { name: fields.name, email: fields.email, subject: fields.subject, message: fields.message },
    ids: {
      serviceId: body.service_id as string,
      templateId: body.template_id as string,
    },
  };
}
