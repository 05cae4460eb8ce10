/** What the web client may keep about the signed-in user (localStorage.user): no secrets. */
export type PublicUser = {
  firstName: string;
  lastName: string;
  email: string;
  role: "user" | "seller" | "admin";
};

export function toPublicUser(row: PublicUser): PublicUser {
  return { firstName: row.firstName, lastName: row.lastName, email: row.email, role: row.role };
}
