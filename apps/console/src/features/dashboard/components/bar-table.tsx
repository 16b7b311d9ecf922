import { barLength } from '../utils/scale.ts';

export interface BarRow {
  key: string;
  label: string;
  /** What the bar's length stands for. */
  value: number;
  /** The row's figures, as written in its cells after the label. */
  cells: string[];
}

const width = 200;

/**
 * A horizontal bar chart that is its own text alternative: a table whose rows carry their
 * figures in cells, with the bar drawn beside them (hidden from screen readers: it repeats them).
 */
export function BarTable({
  caption,
  headers,
  rows,
}: {
  caption: string;
  /** The label column's header, then one per cell. */
  headers: string[];
  rows: readonly BarRow[];
}) {
  const largest = Math.max(0, ...rows.map((row) => row.value));
  return (
    <table className="bar-table">
      <caption className="chart-title">{caption}</caption>
      <thead>
        <tr>
          {headers.map((header) => (
            <th key={header} scope="col">
              {header}
            </th>
          ))}
          <td aria-hidden="true" />
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.label}</th>
            {row.cells.map((cell, index) => (
              // The cells of a row are its figures in a fixed order: their index is their key.
              <td key={index}>{cell}</td>
            ))}
            <td className="bar-cell" aria-hidden="true">
              <svg viewBox={`0 0 ${width} 12`} preserveAspectRatio="none" className="bar-drawing">
                <rect x="0" y="0" width={barLength(row.value, largest, width)} height="12" />
              </svg>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
