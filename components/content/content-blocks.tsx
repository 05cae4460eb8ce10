import type { ContentBlock } from "@/lib/content/blocks";
import { LinkedText } from "./linked-text";

/** Paragraphs, lists and tables of a guide or legal page. */
export function ContentBlocks({ blocks }: { blocks: ContentBlock[] }) {
  return (
    <>
      {blocks.map((block, index) => (
        <Block key={index} block={block} />
      ))}
    </>
  );
}

function Block({ block }: { block: ContentBlock }) {
  switch (block.type) {
    case "paragraph":
      return (
        <p className="mt-3 leading-7 text-slate-700">
          <LinkedText text={block.text} />
        </p>
      );
    case "list": {
      const List = block.ordered ? "ol" : "ul";
      return (
        <List
          className={`mt-3 space-y-2 pl-6 leading-7 text-slate-700 ${block.ordered ? "list-decimal" : "list-disc"}`}
        >
          {block.items.map((item) => (
            <li key={item}>
              <LinkedText text={item} />
            </li>
          ))}
        </List>
      );
    }
    case "table":
      return (
        <div
          role="region"
          aria-label={block.caption}
          tabIndex={0}
          className="mt-4 overflow-x-auto rounded-lg border border-slate-200 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
        >
          <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
            <caption className="bg-slate-50 px-4 py-2 text-left font-medium text-slate-700">
              {block.caption}
            </caption>
            <thead className="bg-slate-100 text-slate-800">
              <tr>
                {block.columns.map((column) => (
                  <th key={column} scope="col" className="px-4 py-2 font-semibold">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row) => (
                <tr key={row.join("|")} className="border-t border-slate-200 bg-white">
                  {row.map((cell, cellIndex) =>
                    cellIndex === 0 ? (
                      <th
                        key={cellIndex}
                        scope="row"
                        className="px-4 py-2 font-medium text-slate-800"
                      >
                        {cell}
                      </th>
                    ) : (
                      <td key={cellIndex} className="px-4 py-2 text-slate-700">
                        {cell}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
  }
}
