/** "+91 98xxx xx321": enough to recognise a number, not to call it. Isomorphic. */
export function maskPhone(e164: string): string {
  const digits = e164.replace(/\D/g, "").slice(-10);
  if (digits.length !== 10) return "+91 xxxxx xxxxx";
  return `+91 ${digits.slice(0, 2)}xxx xx${digits.slice(7)}`;
}

/** "+91 98765 43210". */
export function showPhone(e164: string): string {
  const digits = e164.replace(/\D/g, "").slice(-10);
  return `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`;
}
