/** What account operations answer; kept together so handlers, actions and tests agree. */
export const ACCOUNT_MESSAGES = {
  invalidLogin: "Invalid email or password",
  unverified: "Please verify your mobile number to log in.",
  blocked: "Your account has been blocked. Please contact support.",
  exists: "An account with this e-mail or mobile number already exists.",
  registered: "Registration successful",
  noPendingRegistration: "No registration is waiting for this number. Please register again.",
  alreadyVerified: "This mobile number is already verified. Please log in.",
  notSellerLogin: "This login is for sellers, builders and agents.",
  wrongCurrentPassword: "Current password is incorrect",
  emailTaken: "This e-mail is already used by another account.",
  phoneTaken: "This mobile number is already used by another account.",
  samePhone: "This is already your mobile number.",
  alreadySeller: "Your account can already post properties.",
  adminCannotSell: "Administrator accounts cannot become sellers.",
} as const;
