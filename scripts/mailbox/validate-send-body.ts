/**
 * Judges a parsed `/api/v1.0/email/send` body the way the provider does, so the local mailbox
 * rejects what the real service would reject instead of quietly accepting a malformed send.
 * Pure: no I/O, the server decides what to do with the verdict.
 */
import type { ContactMessage } from '../../src/content/types';

/** The provider's documented limit on the size of a send's dynamic variables (50 KB). */
export const TEMPLATE_PARAMS_LIMIT_BYTES = 50 * 1024;

/** The ids a valid send carried; the mailbox keeps them to show which build sent what. */
export interface SendIds {
  libVersion: string;
  /** The public key; not a secret, it ships in every page that sends. */
  userId: string;
  serviceId: string;
  templateId: string;
}

export type SendVerdict =
  | { ok: true; message: ContactMessage; ids: SendIds }
  | { ok: false; status: 400 | 413; text: string };

const REQUIRED_IDS = ['lib_version', 'user_id', 'service_id', 'template_id'] as const;
const MESSAGE_FIELDS = ['name', 'email', 'subject', 'message'] as const;

/** Rough on purpose: one `@`, no spaces, a dot in the domain. Real checks happen at delivery. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/u;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isFilledString(value: unknown): value is string {
  return typeof value === 'string' && value.trim().length > 0;
}

function reject(status: 400 | 413, text: string): SendVerdict {
  return { ok: false, status, text };
}

export function validateSendBody(body: unknown): SendVerdict {
  if (!isPlainObject(body)) return reject(400, 'The request body must be a JSON object');

  for (const key of REQUIRED_IDS) {
    if (!isFilledString(body[key])) return reject(400, `The ${key} parameter is required`);
  }

  const params = body.template_params;
  if (!isPlainObject(params)) return reject(400, 'The template_params parameter must be an object');

  // Measured in UTF-8 bytes, as it travels: an emoji counts 4, not 2 UTF-16 units.
  if (Buffer.byteLength(JSON.stringify(params), 'utf8') > TEMPLATE_PARAMS_LIMIT_BYTES) {
    return reject(413, 'The variables size limit is 50Kb');
  }

  for (const key of MESSAGE_FIELDS) {
    if (!isFilledString(params[key])) return reject(400, `The template parameter "${key}" is required`);
  }

  const fields = params as Record<(typeof MESSAGE_FIELDS)[number], string>;
  if (!EMAIL_SHAPE.test(fields.email.trim())) {
    return reject(400, 'The template parameter "email" is not a valid email address');
  }

  return {
    ok: true,
    message: { name: fields.name, email: fields.email, subject: fields.subject, message: fields.message },
    ids: {
      libVersion: body.lib_version as string,
      userId: body.user_id as string,
      serviceId: body.service_id as string,
      templateId: body.template_id as string,
    },
  };
}
