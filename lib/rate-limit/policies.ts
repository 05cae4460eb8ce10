/** Every rate limit in one place: how many tries per how long, per what key. */
export type LimitPolicy = { points: number; durationSeconds: number };

export const LIMIT_POLICIES = {
  /** Login attempts per e-mail + IP. */
  login: { points: 10, durationSeconds: 15 * 60 },
  /** Login attempts per e-mail, whatever the address (a botnet cannot multiply the tries). */
  loginAccount: { points: 30, durationSeconds: 15 * 60 },
  /** Registration calls per IP. */
  registerIp: { points: 20, durationSeconds: 60 * 60 },
  /** At most one OTP per phone per minute… */
  otpCooldown: { points: 1, durationSeconds: 60 },
  /** …and five per phone per hour. */
  otpPhone: { points: 5, durationSeconds: 60 * 60 },
  /** OTP sends per IP. */
  otpIp: { points: 20, durationSeconds: 60 * 60 },
  /** OTP checks per IP (each code also dies after 5 wrong tries). */
  otpVerifyIp: { points: 60, durationSeconds: 60 * 60 },
  /** Password-reset requests per IP… */
  resetIp: { points: 10, durationSeconds: 60 * 60 },
  /** …and per e-mail or phone asked about (known or not: the answer is the same). */
  resetAccount: { points: 3, durationSeconds: 60 * 60 },
  /** Locality reviews written or edited per account… */
  reviewUser: { points: 5, durationSeconds: 60 * 60 },
  /** …and per IP address. */
  reviewIp: { points: 20, durationSeconds: 60 * 60 },
  /** Helpful votes and reports on reviews per account. */
  reviewActionUser: { points: 60, durationSeconds: 60 * 60 },
  /** Enquiries sent from one address, signed in or as a guest (besides the daily cap per phone). */
  enquiryIp: { points: 30, durationSeconds: 60 * 60 },
  /** Public request forms (contact, services, consultations): per phone from one address… */
  formIpPhone: { points: 5, durationSeconds: 10 * 60 },
  /** …per address whatever the phone… */
  formIp: { points: 30, durationSeconds: 10 * 60 },
  /** …and per phone whatever the address (a forged address does not help). */
  formPhone: { points: 10, durationSeconds: 10 * 60 },
  /** Messages in conversations per sender: a burst a minute… */
  messageSend: { points: 20, durationSeconds: 60 },
  /** …and an hour's worth. */
  messageSendHour: { points: 300, durationSeconds: 60 * 60 },
} as const satisfies Record<string, LimitPolicy>;

export type LimitName = keyof typeof LIMIT_POLICIES;
