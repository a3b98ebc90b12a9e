import type { CardList as CardListModel } from "@/catalogue/types";

/** One titled list on a card (features, destinations, skills), ticked (the stylesheet's .tick-item), with its "+N more" line. */
export function CardList({ list, headingLevel }: { list: CardListModel; headingLevel: 3 | 4 }) {
  const Heading = headingLevel === 3 ? "h3" : "h4";
  return (
    <div>
      {list.title && <Heading className="mb-2 font-sans text-sm font-semibold text-ink">{list.title}</Heading>}
      <ul className="space-y-1.5">
        {list.items.map((item) => (
          <li key={item} className="tick-item text-sm text-ink">
            {item}
          </li>
        ))}
      </ul>
      {list.more && <p className="mt-1.5 pl-6 text-sm font-medium text-teal">{list.more}</p>}
    </div>
  );
}
