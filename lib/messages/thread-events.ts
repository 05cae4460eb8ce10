/**
 * What the live stream carries (isomorphic: the browser reads the same shapes). Events go to
 * the buyer's channel (by verified phone) and the seller's channel (by account id).
 */
export type MessageView = {
  id: number;
  threadId: number;
  sender: "buyer" | "seller" | "system";
  body: string;
  createdAt: string;
  seenAt: string | null;
};

export type ThreadEvent =
  | { kind: "message"; threadId: number; message: MessageView }
  | { kind: "seen"; threadId: number; by: "buyer" | "seller"; upTo: number; at: string }
  | { kind: "thread"; threadId: number };

export function buyerChannel(phone: string): string {
  return `b:${phone}`;
}

export function sellerChannel(sellerId: number): string {
  return `s:${sellerId}`;
}
