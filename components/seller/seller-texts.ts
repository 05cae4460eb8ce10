/** Messages shown in more than one seller screen. */
export const NOT_A_BUILDER_TEXT =
  "Your account is registered as an owner or agent. New projects are posted by builders and developers — contact us if your account type is wrong.";
