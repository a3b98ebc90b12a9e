/** What a money e-mail told the visitor, folded on the timeline: staff read it without opening a file. */
export function MailText({ text }: { text: string }) {
  return (
    <details className="mt-1 text-sm" data-mail-text>
      <summary className="cursor-pointer text-teal underline underline-offset-4">Read the e-mail</summary>
      <p className="mt-1 whitespace-pre-wrap rounded-card bg-sand p-2 [overflow-wrap:anywhere]">{text}</p>
    </details>
  );
}
