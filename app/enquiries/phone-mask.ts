/**
 * The phone mask (000) 000-0000. Formatting is progressive (no separator is
 * added ahead of the digits typed), so Backspace always removes a digit, and
 * a pasted number in any common shape lands in the mask.
 */
export function phoneDigits(input: string): string {
  let digits = input.replace(/\D/g, "");
  // A pasted +1 or 1- country code is not part of the ten digits.
  if (digits.length === 11 && digits.startsWith("1")) digits = digits.slice(1);
  return digits.slice(0, 10);
}

export function formatPhone(input: string): string {
  const digits = phoneDigits(input);
  if (digits.length === 0) return "";
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

export function isPhoneComplete(value: string): boolean {
  return /^\(\d{3}\) \d{3}-\d{4}$/.test(value);
}
