/** The vehicle a timeline is about: a plate of one country, within one white-label. */
export interface TimelineVehicle {
  whitelabelId: number;
  plate: string;
  country: string;
}

/** Rows of one kind, the newest first: one more than shown is read, to tell that more exist. */
export interface BoundedRows<Row> {
  rows: Row[];
  more: boolean;
}

export function bounded<Row>(rows: Row[], max: number): BoundedRows<Row> {
  return { rows: rows.slice(0, max), more: rows.length > max };
}
