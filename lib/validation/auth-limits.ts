/** Lengths the account and OTP forms show. Isomorphic and free of zod (lib/validation/auth.ts re-exports them). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const OTP_LENGTH = 6;
export const PHONE_LENGTH = 10;
