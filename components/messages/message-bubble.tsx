import { formatDateTime } from "@/lib/format/date";
import type { MessageView } from "@/lib/messages/thread-events";

/**
 * One message. The text is rendered as a text node (never as HTML): markup someone typed shows
 * as they typed it.
 */
export function MessageBubble({
  message,
  mine,
  otherName,
}: {
  message: MessageView;
  mine: boolean;
  otherName: string;
}) {
  if (message.sender === "system") {
    return (
      <li className="mx-auto max-w-md rounded-md bg-slate-100 px-3 py-2 text-center text-xs text-slate-600">
        <p className="whitespace-pre-wrap break-words">{message.body}</p>
        <p className="mt-1 text-[11px] text-slate-500">{formatDateTime(message.createdAt)}</p>
      </li>
    );
  }
  return (
    <li
      aria-label={mine ? "Your message" : `Message from ${otherName}`}
      className={`flex ${mine ? "justify-end" : "justify-start"}`}
    >
      <div
        className={`max-w-[85%] rounded-2xl px-4 py-2 shadow-sm ${mine ? "bg-brand-600 text-white" : "border border-slate-200 bg-white text-slate-900"}`}
      >
        <p className="whitespace-pre-wrap break-words text-sm">{message.body}</p>
        <p className={`mt-1 text-[11px] ${mine ? "text-white/80" : "text-slate-500"}`}>
          Sent {formatDateTime(message.createdAt)}
          {mine && message.seenAt ? ` · Seen ${formatDateTime(message.seenAt)}` : ""}
        </p>
      </div>
    </li>
  );
}
