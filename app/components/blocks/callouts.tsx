type Callout = { _key?: string; title?: string | null; text?: string | null };

/** Short texts under headings, side by side (an industry's details, a built page's callouts). */
export function Callouts({ items, edit }: { items: readonly Callout[]; edit?: string | undefined }) {
  return (
    <ul className="grid-3 mt-10" data-sanity={edit}>
      {items.map((item) => (
        <li key={item._key ?? item.title} className="callout">
          <h3 className="callout-title">{item.title}</h3>
          <p>{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
