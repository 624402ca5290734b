/**
 * `VITE_CONTACT_TIMINGS`: a JSON object of millisecond values, e.g. `{"feedbackMs":3000}`, that a
 * test build uses to shorten the contact form's waits (names in contact-timings.ts), and the
 * send limit's count among them (`{"sendLimit":25}`), a positive number too.
 * Anything else in it is a mistake worth stopping the build for, not a value to guess at.
 */
export function parseTimingOverrides(raw: string | undefined): Readonly<Record<string, number>> {
  if (!raw?.trim()) return {};
  const parsed: unknown = JSON.parse(raw);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error(`VITE_CONTACT_TIMINGS must be a JSON object of milliseconds, got ${raw}`);
  }
  const overrides: Record<string, number> = {};
  for (const [key, value] of Object.entries(parsed)) {
    if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
      throw new Error(`VITE_CONTACT_TIMINGS.${key} must be a positive number of milliseconds, got ${JSON.stringify(value)}`);
    }
    overrides[key] = value;
  }
  return overrides;
}
